import { LANGS } from '@agora/contract/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_TEXTS, renderNotice } from '../notice-texts';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notice texts', () => {
  it('has every template in every language, with the same placeholders as English and no English left over', () => {
    for (const lang of LANGS) {
      const texts = NOTICE_TEXTS[lang];
      expect(Object.keys(texts).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [template, english] of Object.entries(en)) {
        const text = texts[template as keyof typeof en];
        expect(text?.title, `${lang} ${template}`).toBeTruthy();
        expect(placeholders(`${text?.title} ${text?.content}`), `${lang} ${template}`).toEqual(placeholders(`${english.title} ${english.content}`));
        if (lang !== 'en') expect(text?.content, `${lang} ${template} is translated`).not.toBe(english.content);
      }
    }
  });

  it('uses only the placeholders the templates are written with', () => {
    const known = new Set(['shop', 'product', 'quantity', 'reason', 'order', 'carrier', 'log_sn', 'amount', 'wallet', 'subject', 'buyer']);
    for (const english of Object.values(en)) for (const name of placeholders(english.content)) expect(known).toContain(name);
  });
});

describe('renderNotice', () => {
  const row = { template: 'stockApplicationRejected', params: JSON.stringify({ product: 'Mug', quantity: 5, reason: 'No photos' }), title: '', content: '' };
  const thai = NOTICE_TEXTS.th;
  afterEach(() => {
    NOTICE_TEXTS.th = thai;
  });

  it('fills the template in the reader’s language', () => {
    expect(renderNotice('th', row)).toEqual({
      title: 'คำขอเพิ่มสต็อกไม่ได้รับการอนุมัติ',
      content: 'คำขอเพิ่มสต็อก “Mug” จำนวน 5 ชิ้นของคุณไม่ได้รับการอนุมัติ เหตุผล: No photos',
      money: [],
    });
    expect(renderNotice('jp', row).content).toBe('「Mug」の在庫を 5 点追加する申請は承認されませんでした。理由：No photos。');
  });

  it('ends the sentence once when the reviewer’s reason ends with a full stop', () => {
    const stopped = { ...row, params: JSON.stringify({ product: 'Mug', quantity: 5, reason: 'No photos. ' }) };
    expect(renderNotice('en', stopped).content).toBe('Your request to add 5 units of “Mug” was not approved. Reason: No photos.');
    const japanese = { ...row, params: JSON.stringify({ product: 'Mug', quantity: 5, reason: '写真がありません。' }) };
    expect(renderNotice('jp', japanese).content).toBe('「Mug」の在庫を 5 点追加する申請は承認されませんでした。理由：写真がありません。');
  });

  it('falls back to English when a language lacks the template', () => {
    const { stockApplicationRejected: _, ...rest } = thai;
    NOTICE_TEXTS.th = rest;
    expect(renderNotice('th', row).title).toBe('Stock application not approved');
  });

  it('shows a row without a template as stored, and a damaged value list with its placeholders', () => {
    expect(renderNotice('jp', { template: '', params: '{}', title: 'Hello', content: 'World' })).toEqual({ title: 'Hello', content: 'World', money: [] });
    expect(renderNotice('en', { ...row, params: 'not json' }).content).toContain('{product}');
  });
});

import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin } from '../shops/test-applicant';

const PUBLIC = [
  ['about_us', 'POST', '/api/about_us-policy'],
  ['about_us', 'GET', '/api/about_us-policy'],
  ['privacy', 'GET', '/api/privacy-policy'],
  ['return', 'GET', '/api/return_policy-policy'],
  ['support', 'GET', '/api/support-policy'],
  ['terms', 'GET', '/api/terms-policy'],
] as const;

describe.each(dialects())('policy pages on %s', (dialect) => {
  const t = useTestApp(dialect);
  const read = async (method: 'GET' | 'POST', url: string, lang = 'en') => (await t.app.inject({ method, url, headers: { lang } })).json();
  const save = (payload: Record<string, string | number>, headers: Record<string, string>) => postForm(t.app, '/api/admin/policy/save', payload, headers);

  it('answers every seeded page at the spec’s calls, in the reader’s language', async () => {
    for (const [, method, url] of PUBLIC) {
      const en = await read(method, url);
      expect(en, url).toMatchObject({ code: 200, data: { title: expect.any(String), content: expect.stringContaining('<h2>') } });
      expect(en.data.content).not.toMatch(/<script/);
      const th = await read(method, url, 'th');
      expect(th.data.title, url).toMatch(/[\u0E00-\u0E7F]/);
      const jp = await read(method, url, 'jp');
      expect(jp.data.title, url).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
    }
  });

  it('lets an admin write a page, falls back to English, moves a language’s date only when its text changes, and hides it when unpublished', async () => {
    const admin = await loginAdmin(t.app);
    const saved = (
      await save(
        {
          key: 'terms',
          title_en: 'Terms v2',
          content_en: '<p>New <script>x()</script>terms</p>',
          title_jp: '規約 v2',
          content_jp: '<p>新しい規約</p>',
          title_th: '',
          content_th: '',
        },
        admin,
      )
    ).json();
    expect(saved).toMatchObject({
      code: 200,
      data: { key: 'terms', title_en: 'Terms v2', content_en: '<p>New terms</p>', title_jp: '規約 v2', title_th: '', content_th: '' },
    });
    // Languages not sent keep their text; Thai was sent empty and now falls back to English.
    expect(saved.data.title_es).not.toBe('');
    expect((await read('GET', '/api/terms-policy', 'th')).data).toMatchObject({ title: 'Terms v2', content: '<p>New terms</p>' });
    const jp = (await read('GET', '/api/terms-policy', 'jp')).data;
    expect(jp).toMatchObject({ title: '規約 v2', content: '<p>新しい規約</p>' });

    await save({ key: 'terms', title_en: 'Terms v3', content_en: '<p>Newer</p>' }, admin);
    expect((await read('GET', '/api/terms-policy', 'jp')).data.updated_at).toBe(jp.updated_at);
    expect((await read('GET', '/api/terms-policy')).data.title).toBe('Terms v3');

    const hidden = (await postForm(t.app, '/api/admin/policy/publish', { key: 'terms', published: 0 }, admin)).json();
    expect(hidden).toMatchObject({ code: 200, data: { key: 'terms', published: 0 } });
    expect(await read('GET', '/api/terms-policy')).toMatchObject({ code: ErrorCode.noData, data: null });
    expect((await postForm(t.app, '/api/admin/policy/publish', { key: 'terms', published: 1 }, admin)).json().code).toBe(200);
    expect((await read('GET', '/api/terms-policy')).data.title).toBe('Terms v3');
  });

  it('answers 2000019 for a page never written, and lists every key for the admin', async () => {
    const admin = await loginAdmin(t.app);
    await t.app.db.deleteFrom('policy_page').where('key', '=', 'support').execute();
    expect(await read('GET', '/api/support-policy')).toMatchObject({ code: ErrorCode.noData });
    expect((await postForm(t.app, '/api/admin/policy/publish', { key: 'support', published: 1 }, admin)).json()).toMatchObject({
      code: ErrorCode.noData,
      field: 'key',
    });

    const list = (await t.app.inject({ url: '/api/admin/policy/list', headers: admin })).json().data;
    expect(list.map((p: { key: string }) => p.key)).toEqual(['about_us', 'privacy', 'return', 'support', 'terms']);
    expect(list.find((p: { key: string }) => p.key === 'support')).toMatchObject({ published: 0, title: '', langs: [], updated_at: null });
    expect(list.find((p: { key: string }) => p.key === 'privacy')).toMatchObject({ published: 1, langs: [...LANGS] });
    // Titles in the operator's language.
    const inThai = (await t.app.inject({ url: '/api/admin/policy/list', headers: { ...admin, lang: 'th' } })).json().data;
    expect(inThai.find((p: { key: string }) => p.key === 'privacy').title).toBe((await read('GET', '/api/privacy-policy', 'th')).data.title);
    expect(inThai.find((p: { key: string }) => p.key === 'privacy').title).not.toBe(list.find((p: { key: string }) => p.key === 'privacy').title);

    const blank = (await t.app.inject({ url: '/api/admin/policy/support', headers: admin })).json();
    expect(blank).toMatchObject({ code: 200, data: { key: 'support', published: 0, title_en: '', content_vn: '' } });
    // A new page starts unpublished.
    expect((await save({ key: 'support', title_en: 'Help', content_en: '<p>Ask us</p>' }, admin)).json().data.published).toBe(0);
    expect((await read('GET', '/api/support-policy')).code).toBe(ErrorCode.noData);
    const full = (await t.app.inject({ url: '/api/admin/policy/privacy', headers: admin })).json().data;
    for (const lang of LANGS) expect(full[`content_${lang}`], lang).toContain('<p>');
  });

  it('refuses bad input naming the field', async () => {
    const admin = await loginAdmin(t.app);
    expect((await save({ key: 'terms', content_en: '<p>x</p>' }, admin)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'title_en' });
    expect((await save({ key: 'terms', title_en: 'T' }, admin)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'content_en' });
    expect((await save({ key: 'cookies', title_en: 'T', content_en: '<p>x</p>' }, admin)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'key',
    });
    expect((await save({ key: 'terms', title_en: 'x'.repeat(201), content_en: '<p>x</p>' }, admin)).json()).toMatchObject({ field: 'title_en' });
    // Nothing left once sanitised is as good as nothing sent.
    expect((await save({ key: 'terms', title_en: 'T', content_en: '<script>alert(1)</script>' }, admin)).json()).toMatchObject({
      code: ErrorCode.missingParameter,
      field: 'content_en',
    });
    expect((await postForm(t.app, '/api/admin/policy/publish', { key: 'terms', published: 2 }, admin)).json()).toMatchObject({ field: 'published' });
    expect((await t.app.inject({ url: '/api/admin/policy/cookies', headers: admin })).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'key' });
  });

  it('lets only an admin write', async () => {
    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    expect((await save({ key: 'terms', title_en: 'Mine', content_en: '<p>x</p>' }, buyer)).json().code).toBe(ErrorCode.noPermission);
    expect((await save({ key: 'terms', title_en: 'Mine', content_en: '<p>x</p>' }, {})).json().code).toBe(ErrorCode.tokenExpired);
  });
});

import { LANGS } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';
import { localizeOptions, type OptionTextRow } from './variant-options';

type Detail = {
  options: { name: string; values: string[] }[];
  variants: { id: number; sku: string; options: Record<string, string> }[];
};

const row = (lang: string, option_name: string, option_value: string, text: string): OptionTextRow => ({ lang, option_name, option_value, text });

describe('localizeOptions', () => {
  const variants: Record<string, string>[] = [{ color: 'Matte Black', size: 'M' }, { color: 'Mint', size: 'M' }, { color: 'Grey' }];
  it('shows the language, else English, else the option as stored', () => {
    const rows = [
      row('jp', 'color', '', 'カラー'),
      row('jp', 'color', 'Matte Black', 'マットブラック'),
      row('en', 'color', 'Mint', 'Mint green'),
      row('en', 'size', '', 'Size'),
    ];
    expect(localizeOptions(variants, rows, 'jp')).toEqual([{ カラー: 'マットブラック', Size: 'M' }, { カラー: 'Mint green', Size: 'M' }, { カラー: 'Grey' }]);
  });
  it('never shows two values (or names) alike, so every variant can still be chosen', () => {
    const rows = [row('jp', 'color', 'Matte Black', 'ブラック'), row('jp', 'color', 'Mint', 'ブラック'), row('jp', 'size', '', 'color')];
    expect(localizeOptions(variants, rows, 'jp')).toEqual([{ color: 'ブラック', size: 'M' }, { color: 'Mint', size: 'M' }, { color: 'Grey' }]);
  });
});

describe.each(dialects())('variant options per language on %s', (dialect) => {
  const t = useTestApp(dialect);
  const detail = async (id: number, lang: string): Promise<Detail> =>
    (await t.app.inject({ url: `/api/customer/product/detail/${id}`, headers: { lang } })).json().data;
  /** The demo watch: colours Black and Rose Gold, sizes 41 mm and 45 mm. */
  const watch = async () =>
    (await t.app.db.selectFrom('product_variant').select('product_id').where('sku', 'like', 'VX-FITW-%').executeTakeFirstOrThrow()).product_id;

  it('answers option names and values in the request language, each variant the same one as in English', async () => {
    const id = await watch();
    const [en, jp] = [await detail(id, 'en'), await detail(id, 'jp')];
    expect(en.options).toEqual([
      { name: 'Colour', values: ['Black', 'Rose Gold'] },
      { name: 'Size', values: ['41 mm', '45 mm'] },
    ]);
    // Sizes read the same in every language: they have no translation and show as stored.
    expect(jp.options).toEqual([
      { name: 'カラー', values: ['ブラック', 'ローズゴールド'] },
      { name: 'サイズ', values: ['41 mm', '45 mm'] },
    ]);
    const roseGold45 = en.variants.find((v) => v.options.Colour === 'Rose Gold' && v.options.Size === '45 mm');
    expect(jp.variants.find((v) => v.options.カラー === 'ローズゴールド' && v.options.サイズ === '45 mm')?.id).toBe(roseGold45?.id);
    expect(jp.variants.map((v) => v.id)).toEqual(en.variants.map((v) => v.id));
  });

  it('gives the demo options in all eleven languages', async () => {
    const id = await watch();
    const names = new Set<string>();
    for (const lang of LANGS) {
      const answer = await detail(id, lang);
      const [colour] = answer.options;
      names.add(colour?.name as string);
      expect(colour?.values).toHaveLength(2);
      if (lang !== 'en' && lang !== 'id' && lang !== 'ms') expect(colour?.values).not.toContain('Rose Gold');
    }
    // Indonesian and Malay share "Warna"; every other language has its own word.
    expect(names.size).toBe(10);
  });

  it('falls back to English where the language has no text, and to the stored option where English has none', async () => {
    const id = await watch();
    const [variant] = await t.app.db.selectFrom('product_variant').selectAll().where('product_id', '=', id).orderBy('id').limit(1).execute();
    await t.app.db
      .insertInto('product_variant')
      .values({
        product_id: id,
        shop_id: Number(variant?.shop_id),
        sku: 'VX-FITW-GLACIER-41MM',
        options: JSON.stringify({ color: 'Glacier Green', size: '41 mm' }),
        price: Number(variant?.price),
        market_price: Number(variant?.market_price),
        stock: 3,
        sort: 99,
      })
      .execute();
    await t.app.db
      .deleteFrom('variant_option_translation')
      .where('product_id', '=', id)
      .where('lang', '=', 'jp')
      .where('option_value', '=', 'Rose Gold')
      .execute();
    await t.app.db
      .updateTable('variant_option_translation')
      .set({ text: 'Rose gold' })
      .where('product_id', '=', id)
      .where('lang', '=', 'en')
      .where('option_value', '=', 'Rose Gold')
      .execute();
    clearCatalogCache(t.app);
    const jp = await detail(id, 'jp');
    expect(jp.options[0]).toEqual({ name: 'カラー', values: ['ブラック', 'Rose gold', 'Glacier Green'] });
    expect(jp.variants.find((v) => v.sku === 'VX-FITW-GLACIER-41MM')?.options).toEqual({ カラー: 'Glacier Green', サイズ: '41 mm' });

    // The compare table lines products up by the same names, in the same language.
    const headers = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    await postForm(t.app, '/api/customer/compare/add', { product_id: id }, headers);
    const compare = (await t.app.inject({ url: '/api/customer/compare/list', headers: { ...headers, lang: 'jp' } })).json().data;
    expect(compare.option_names).toEqual(['カラー', 'サイズ']);
  });
});

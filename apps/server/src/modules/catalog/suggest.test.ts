/**
 * The type-ahead and what a search that finds nothing offers, through the API on each database:
 * word starts and Thai and Japanese text inside names, named in the reader's language, best
 * sellers first; categories and shops; trending counts; the nearest shorter term.
 */
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';
import { MIN_COUNT } from './search-counts';

interface Suggestions {
  products: { id: number; name: string; price: number }[];
  categories: { id: number; name: string }[];
  shops: { id: number; name: string }[];
  trending: { term: string; count: number }[];
}

describe.each(dialects())('search suggestions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const suggest = async (q: string, lang = 'en'): Promise<Suggestions> => {
    const res = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}`, headers: { lang } });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** On-sale products whose name in `lang` contains the text, best sellers first, as the answer should list them. */
  const bestSellersNamed = async (lang: string, text: string) =>
    (
      await t.app.db
        .selectFrom('product')
        .innerJoin('product_translation as t', 't.product_id', 'product.id')
        .select(['product.id', 't.name'])
        .where('t.lang', '=', lang)
        .where('t.name', 'like', `%${text}%`)
        .where('product.status', '=', 'on_sale')
        .orderBy('product.sales', 'desc')
        .orderBy('product.id', 'desc')
        .limit(5)
        .execute()
    ).map((r) => ({ id: r.id, name: r.name }));

  it('Thai: text inside a name ("ไร้สาย" in "หูฟังไร้สาย…"), Thai names, best sellers first, and the category', async () => {
    const answer = await suggest('ไร้สาย', 'th');
    const expected = await bestSellersNamed('th', 'ไร้สาย');
    expect(expected.length).toBeGreaterThan(1);
    expect(answer.products.map(({ id, name }) => ({ id, name }))).toEqual(expected);
    const audio = await suggest('หูฟัง', 'th');
    expect(audio.categories.map((c) => c.name)).toContain('เครื่องเสียงและหูฟัง');
  });

  it('Japanese text inside a name, in Japanese; Latin word starts in any case and accent, every word', async () => {
    const answer = await suggest('ヘッド', 'jp');
    expect(answer.products.map(({ id, name }) => ({ id, name }))).toEqual(await bestSellersNamed('jp', 'ヘッド'));
    // "WIRE" starts "Wireless"; "ireless" starts no word.
    expect((await suggest('WIRE')).products.map((p) => p.id)).toEqual((await bestSellersNamed('en', 'Wireless')).map((p) => p.id));
    expect((await suggest('ireless')).products).toEqual([]);
    // Every word: "lumora wire" is the Lumora wireless headphones only.
    expect((await suggest('lumora wire')).products.map((p) => p.name)).toEqual(['Lumora Wireless Noise-Cancelling Headphones']);
    // Folded accents, and a category named in the reader's language: "dien thoai" is Vietnamese "Điện thoại".
    expect((await suggest('dien thoai', 'vn')).categories.map((c) => c.name)).toContain('Điện thoại & Thiết bị đeo');
    expect((await suggest('dien thoai', 'en')).categories.map((c) => c.name)).toContain('Phones & Wearables');
  });

  it('shops by the start of a word of their name; a product taken off sale leaves at once', async () => {
    expect((await suggest('harb')).shops.map((s) => s.name)).toEqual(['Pixel Harbor']);
    const [first] = (await suggest('lumora wire')).products;
    await t.app.db
      .updateTable('product')
      .set({ status: 'off_sale' })
      .where('id', '=', first?.id ?? 0)
      .execute();
    clearCatalogCache(t.app);
    expect((await suggest('lumora wire')).products).toEqual([]);
    await t.app.db
      .updateTable('product')
      .set({ status: 'on_sale' })
      .where('id', '=', first?.id ?? 0)
      .execute();
    clearCatalogCache(t.app);
  });

  it('trending: terms searched often that find something, counted once per first page, junk and empty searches left out', async () => {
    const search = (term: string, query = '') => t.app.inject(`/api/search/${encodeURIComponent(term)}${query}`);
    for (let i = 0; i < MIN_COUNT + 1; i++) await search('Laptop ');
    for (let i = 0; i < MIN_COUNT; i++) await search('earbuds');
    for (let i = 0; i < MIN_COUNT; i++) await search('zzqqxxyy'); // finds nothing
    for (let i = 0; i < MIN_COUNT; i++) await search('0812345678 phone'); // a phone number
    for (let i = 0; i < MIN_COUNT; i++) await search('lipstick', '?page=2'); // a later page of one search
    await search('veltrix');
    const { trending } = await suggest('');
    expect(trending).toEqual([
      { term: 'laptop', count: MIN_COUNT + 1 },
      { term: 'earbuds', count: MIN_COUNT },
    ]);
    const stored = await t.app.db.selectFrom('search_query_day').select(['query', 'count']).orderBy('query').execute();
    expect(stored.map((r) => [r.query, Number(r.count)])).toEqual([
      ['earbuds', MIN_COUNT],
      ['laptop', MIN_COUNT + 1],
      ['veltrix', 1],
      ['zzqqxxyy', MIN_COUNT],
    ]);
  });

  it('a search that finds nothing offers the nearest shorter term ("laptop 99x9" → "laptop") and its products', async () => {
    const body = (await t.app.inject(`/api/search/${encodeURIComponent('laptop 99x9')}`)).json().data;
    expect(body.total).toBe(0);
    expect(body.nearest.term).toBe('laptop');
    const laptops = (await t.app.inject('/api/search/laptop?page_size=12')).json().data.list.map((p: { id: number }) => p.id);
    expect(body.nearest.list.map((p: { id: number }) => p.id)).toEqual(laptops);
    expect((await t.app.inject('/api/search/laptop')).json().data.nearest).toBeNull();
  });
});

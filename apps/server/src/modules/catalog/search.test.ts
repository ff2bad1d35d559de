/**
 * Finding things: every word in any order, plurals, near spellings, and the order of the hits,
 * through the API on each database, in English, Japanese and Thai.
 */
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { addCategory, addProduct } from './test-catalog';

type Card = { id: number; category_id: number; sales: number };
interface Answer {
  code: number;
  data: { list: Card[]; total: number; corrected_term: string | null };
}

describe.each(dialects())('search on %s: finding things', (dialect) => {
  const t = useTestApp(dialect);
  const search = async (term: string, query = ''): Promise<Answer> =>
    (await t.app.inject(`/api/search/${encodeURIComponent(term)}?page_size=100${query}`)).json();
  const ids = async (term: string) => (await search(term)).data.list.map((p) => p.id);
  /** The demo product whose English name is this. */
  const productNamed = async (name: string) =>
    (await t.app.db.selectFrom('product_translation').select('product_id').where('lang', '=', 'en').where('name', '=', name).executeTakeFirstOrThrow())
      .product_id;

  it('matches every word of the term in any order ("wireless earbuds", "earbuds wireless")', async () => {
    const earbuds = await productNamed('Veltrix Buds 2 True Wireless Earbuds');
    const forward = await ids('wireless earbuds');
    expect(forward).toContain(earbuds);
    expect(await ids('earbuds wireless')).toEqual(forward);
    expect(await ids('EARBUDS   Wireless')).toEqual(forward);
    // Every word must match: the headphones are wireless but are not earbuds.
    expect(forward).not.toContain(await productNamed('Lumora Wireless Noise-Cancelling Headphones'));
  });

  it('finds singulars by their plural and plurals by their singular (laptops, earbud, boxes)', async () => {
    const laptops = [await productNamed('Veltrix AirBook 14 Laptop'), await productNamed('Nordvik WorkPro 16 Laptop')];
    expect(await ids('laptops')).toEqual(expect.arrayContaining(laptops));
    expect((await ids('laptops')).sort()).toEqual((await ids('laptop')).sort());
    expect(await ids('earbud')).toContain(await productNamed('Veltrix Buds 2 True Wireless Earbuds'));
    expect(await ids('boxes')).toContain(await productNamed('Thai Nam Dok Mai Mango Box 2 kg'));
    expect(await ids('veltrix laptops')).toEqual([await productNamed('Veltrix AirBook 14 Laptop')]);
  });

  it('Japanese: words in either order, and a term without spaces stays one word', async () => {
    const earbuds = await productNamed('Veltrix Buds 2 True Wireless Earbuds'); // 完全ワイヤレスイヤホン
    const headphones = await productNamed('Lumora Wireless Noise-Cancelling Headphones'); // ワイヤレス ノイズキャンセリング ヘッドホン
    const forward = await ids('ワイヤレス イヤホン');
    expect(forward).toContain(earbuds);
    expect((await ids('イヤホン　ワイヤレス')).sort()).toEqual([...forward].sort()); // an ideographic space too
    const oneWord = await ids('ワイヤレスイヤホン');
    expect(oneWord).toContain(earbuds);
    expect(oneWord).not.toContain(headphones);
  });

  it('Thai: words in either order, and a term without spaces stays one word', async () => {
    const earbuds = await productNamed('Veltrix Buds 2 True Wireless Earbuds'); // หูฟังไร้สาย Veltrix Buds 2 …
    const lamp = await productNamed('Lumora Cordless Rechargeable Table Lamp'); // โคมไฟตั้งโต๊ะไร้สายชาร์จได้
    const forward = await ids('หูฟัง ไร้สาย');
    expect(forward).toContain(earbuds);
    expect(forward).not.toContain(lamp);
    expect((await ids('ไร้สาย หูฟัง')).sort()).toEqual([...forward].sort());
    expect(await ids('ไร้สาย')).toContain(lamp);
    expect(await ids('ไร้สายชาร์จ')).toEqual([lamp]);
  });

  it('tries the nearest spelling when nothing matches and says so in corrected_term', async () => {
    const body = await search('lapotp');
    expect(body.code).toBe(200);
    expect(body.data.corrected_term).toBe('laptop');
    expect(body.data.list.map((p) => p.id).sort()).toEqual((await ids('laptop')).sort());
    const two = await search('Veltrix lapotp');
    expect(two.data.corrected_term).toBe('veltrix laptop');
    expect(two.data.list.map((p) => p.id)).toEqual([await productNamed('Veltrix AirBook 14 Laptop')]);
    // Found as typed: no correction. Nothing near: none either.
    expect((await search('laptop')).data.corrected_term).toBeNull();
    expect((await search('zzqqxxyy')).data).toMatchObject({ total: 0, list: [], corrected_term: null });
  });

  it('ranks a whole word above a word start above a match inside a word, before best sellers', async () => {
    const stationery = 37;
    const inside = await addProduct(t.app, { names: { en: 'Antiquillon Pen Case' }, categoryId: stationery, sales: 9000 });
    const start = await addProduct(t.app, { names: { en: 'Brass Quillonette Stand' }, categoryId: stationery, sales: 500 });
    const whole = await addProduct(t.app, { names: { en: 'Steel Quillon Guard' }, categoryId: stationery, sales: 5 });
    const plural = await addProduct(t.app, { names: { en: 'Quillons for Fencers' }, categoryId: stationery, sales: 1 });
    expect(await ids('quillon')).toEqual([whole, plural, start, inside]);
    // The plural is a whole word too, whichever form is typed.
    expect(await ids('quillons')).toEqual([whole, plural, start, inside]);
  });

  it('lets the category name count: "earbuds" prefers the Earbuds category to a phone case that mentions earbuds', async () => {
    const electronics = 1;
    const phones = 2;
    const earbudsCategory = await addCategory(t.app, electronics, { en: 'Earbuds', jp: 'イヤホン', th: 'หูฟังเอียร์บัด' });
    const inCategory = await addProduct(t.app, { names: { en: 'Zonic Pods Earbuds' }, categoryId: earbudsCategory, sales: 3 });
    const unnamed = await addProduct(t.app, { names: { en: 'Zonic Pods Mini' }, categoryId: earbudsCategory, sales: 2 });
    const phoneCase = await addProduct(t.app, { names: { en: 'Zonic Phone Case with Earbuds Pocket' }, categoryId: phones, sales: 99_999 });
    const found = await ids('earbuds');
    // Both products of the category come first, the one whose name says so first of all.
    expect(found.slice(0, 3)).toEqual([inCategory, unnamed, phoneCase]);
    // The category's name in another language finds its products too, in any order of the words.
    expect(await ids('zonic earbud')).toEqual([inCategory, unnamed, phoneCase]);
    expect(await ids('mini イヤホン')).toEqual([unnamed]);
  });

  it('finds a category by a whole word of its name (or its parent’s), singular or plural, never inside a word', async () => {
    const audio = await ids('audio');
    const inAudio = await t.app.db.selectFrom('product').select('id').where('category_id', '=', 4).where('status', '=', 'on_sale').execute();
    expect(audio).toEqual(expect.arrayContaining(inAudio.map((p) => p.id)));
    expect((await ids('electronics')).length).toBeGreaterThanOrEqual(10); // the parent's name: every electronics product
    // "phone" is inside "Headphones" (Audio & Headphones): the category's products are found only by their own names.
    const phone = await search('phone');
    const headphonesCategoryOnly = await productNamed('Veltrix Buds 2 True Wireless Earbuds');
    expect(phone.data.list.map((p) => p.id)).not.toContain(headphonesCategoryOnly);
  });
});

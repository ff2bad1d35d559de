/** Every product list answers the brands of its scope, with counts, for the brand filter. */
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { MAX_BRAND_FACETS } from './brand-facets';
import { addBrand, addCategory, addProduct } from './test-catalog';

type Facet = { id: number; name: string; count: number };
type Card = { id: number; brand_id: number | null; price: number; deal_price: number | null };

describe.each(dialects())('brand facets on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string) => (await t.app.inject(`/api/${url}`)).json();
  const brandNamed = async (name: string) => (await t.app.db.selectFrom('brand').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const categoryNamed = async (name: string) =>
    (await t.app.db.selectFrom('category_translation').select('category_id').where('lang', '=', 'en').where('name', '=', name).executeTakeFirstOrThrow())
      .category_id;
  /** The brands of these cards with their counts, most first, as the answer should give them. */
  const countsOf = async (cards: Card[]) => {
    const names = new Map((await t.app.db.selectFrom('brand').select(['id', 'name']).execute()).map((b) => [b.id, b.name]));
    const counts = new Map<number, number>();
    for (const card of cards) if (card.brand_id !== null) counts.set(card.brand_id, (counts.get(card.brand_id) ?? 0) + 1);
    return [...counts]
      .map(([id, count]) => ({ id, name: names.get(id) as string, count }))
      .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  };

  it('answers the brands of a category with their counts, most first: never a coffee brand in Phones', async () => {
    const phones = await categoryNamed('Phones & Wearables');
    const body = await get(`category/${phones}/1?page_size=100`);
    expect(body.data.brands).toEqual(await countsOf(body.data.list));
    expect(body.data.brands.length).toBeGreaterThan(0);
    const kivu = await brandNamed('Kivu Roasters');
    expect(body.data.brands.map((b: Facet) => b.id)).not.toContain(kivu);
    const coffee = await get(`category/${await categoryNamed('Coffee & Tea')}/1?page_size=100`);
    expect(coffee.data.brands.map((b: Facet) => b.id)).toContain(kivu);
    expect(coffee.data.brands).toEqual(await countsOf(coffee.data.list));
  });

  it('counts before the buyer’s own brand filter and within the price range', async () => {
    const phones = await categoryNamed('Phones & Wearables');
    const all = await get(`category/${phones}/1?page_size=100`);
    const first = all.data.brands[0] as Facet;
    const filtered = await get(`category/${phones}/1?page_size=100&brand_id=${first.id}`);
    expect(new Set(filtered.data.list.map((p: Card) => p.brand_id))).toEqual(new Set([first.id]));
    expect(filtered.data.brands).toEqual(all.data.brands); // the other brands stay on offer
    const paid = (p: Card) => p.deal_price ?? p.price;
    const prices = all.data.list.map(paid).sort((a: number, b: number) => a - b);
    const max = prices[Math.floor(prices.length / 2)];
    const cheap = await get(`category/${phones}/1?page_size=100&max_price=${max}`);
    expect(cheap.data.list.length).toBeLessThan(all.data.list.length);
    expect(cheap.data.brands).toEqual(await countsOf(cheap.data.list));
    // A search's too: its hits within the range, whichever brand is chosen.
    const hits = await get('search/a?page_size=100');
    const hitPrices = hits.data.list.map(paid).sort((a: number, b: number) => a - b);
    const cap = hitPrices[Math.floor(hitPrices.length / 2)];
    const cheapHits = await get(`search/a?page_size=100&max_price=${cap}`);
    expect(cheapHits.data.total).toBeLessThan(hits.data.total);
    expect(cheapHits.data.brands).toEqual(await countsOf(cheapHits.data.list));
    const oneBrand = await get(`search/a?page_size=100&max_price=${cap}&brand_id=${cheapHits.data.brands[0].id}`);
    expect(oneBrand.data.brands).toEqual(cheapHits.data.brands);
  });

  it.each([
    'customer/product/get_all_products',
    'customer/product/get_hot_list',
    'customer/product/get_new',
    'customer/product/get_recommend',
    'customer/product/get_recommend_list',
    'search/coffee',
  ])('answers brands with %s, counted over its whole scope', async (url) => {
    const body = await get(`${url}?page_size=100`);
    expect(body.data.total).toBeLessThanOrEqual(100);
    expect(body.data.brands).toEqual(await countsOf(body.data.list));
    expect(body.data.brands.length).toBeGreaterThan(0);
  });

  it('answers brands with a shop and a brand listing', async () => {
    const shop = await t.app.db.selectFrom('product').select('shop_id').where('brand_id', 'is not', null).executeTakeFirstOrThrow();
    const shopBody = await get(`shop/${shop.shop_id}/1?page_size=100`);
    expect(shopBody.data.brands).toEqual(await countsOf(shopBody.data.list));
    const kivu = await brandNamed('Kivu Roasters');
    const brandBody = await get(`brand/${kivu}?page_size=100`);
    expect(brandBody.data.brands).toEqual([{ id: kivu, name: 'Kivu Roasters', count: brandBody.data.total }]);
  });

  it(`offers at most ${MAX_BRAND_FACETS} brands, plus the ones the buyer chose`, async () => {
    const category = await addCategory(t.app, 1, { en: 'Gadget Odds and Ends' });
    const brands: number[] = [];
    for (let n = 0; n < MAX_BRAND_FACETS + 5; n++) {
      const brand = await addBrand(t.app, `Facet Brand ${String(n).padStart(2, '0')}`);
      brands.push(brand);
      // Brand n has n + 1 products: the first brands made have the fewest.
      for (let k = 0; k <= n; k++) await addProduct(t.app, { names: { en: `Gizmo ${n}-${k}` }, categoryId: category, brandId: brand });
    }
    const body = await get(`category/${category}/1?page_size=1`);
    expect(body.data.brands.map((b: Facet) => b.id)).toEqual(brands.slice(5).reverse());
    const chosen = await get(`category/${category}/1?page_size=1&brand_id=${brands[0]}`);
    expect(chosen.data.brands.map((b: Facet) => b.id)).toEqual([...brands.slice(5).reverse(), brands[0]]);
    expect(chosen.data.brands.at(-1)).toMatchObject({ id: brands[0], count: 1 });
  });
});

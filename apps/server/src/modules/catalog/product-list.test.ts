/** Listing sorts best selling and best rated, and the refusal of a price range upside down. */
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';

type Card = { id: number; sales: number; rating: number; rating_count: number };

describe.each(dialects())('listing sorts and price range on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url: `/api/${url}`, headers })).json();
  const list = async (url: string): Promise<Card[]> => (await get(`${url}${url.includes('?') ? '&' : '?'}page_size=100`)).data.list;
  const createdAt = async () => new Map((await t.app.db.selectFrom('product').select(['id', 'created_at']).execute()).map((p) => [p.id, p.created_at]));

  it('sorts by sales, best selling first, in every listing and in search', async () => {
    for (const url of [
      'customer/product/get_all_products?sort=sales',
      'customer/product/get_new?sort=sales',
      'category/1/1?sort=sales',
      'search/a?sort=sales',
    ]) {
      const sales = (await list(url)).map((p) => p.sales);
      expect(sales.length, url).toBeGreaterThan(1);
      expect(sales, url).toEqual([...sales].sort((a, b) => b - a));
    }
    // Not the default order of the newest list.
    const newest = (await list('customer/product/get_new')).map((p) => p.sales);
    expect(newest).not.toEqual([...newest].sort((a, b) => b - a));
  });

  it('sorts by rating, best rated first; ties by more ratings, then newest', async () => {
    // Three ties made on purpose: two products rated alike by different numbers of buyers, and two alike in both.
    const [a, b, c] = (await list('customer/product/get_new')).slice(0, 3);
    await t.app.db
      .updateTable('product')
      .set({ rating: 4.9, rating_count: 10 })
      .where('id', 'in', [a?.id as number, b?.id as number])
      .execute();
    await t.app.db
      .updateTable('product')
      .set({ rating: 4.9, rating_count: 500 })
      .where('id', '=', c?.id as number)
      .execute();
    clearCatalogCache(t.app);
    const created = await createdAt();
    const key = (p: Card) => [-p.rating, -p.rating_count, -Date.parse(created.get(p.id) as string), -p.id];
    const compare = (x: Card, y: Card) => {
      const [kx, ky] = [key(x), key(y)];
      for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return (kx[i] as number) - (ky[i] as number);
      return 0;
    };
    for (const url of ['customer/product/get_all_products?sort=rating', 'category/1/1?sort=rating', 'search/a?sort=rating']) {
      const rated = await list(url);
      expect(
        rated.map((p) => p.id),
        url,
      ).toEqual([...rated].sort(compare).map((p) => p.id));
    }
    const top = (await list('customer/product/get_all_products?sort=rating')).filter((p) => [a?.id, b?.id, c?.id].includes(p.id)).map((p) => p.id);
    // The most rated first; of the two alike, the newer (get_new listed a before b).
    expect(top).toEqual([c?.id, a?.id, b?.id]);
  });

  it.each([
    'customer/product/get_all_products?min_price=5000&max_price=1000',
    'category/1/1?min_price=5000&max_price=1000',
    'shop/1/1?min_price=5000&max_price=1000',
    'search/a?max_price=1000&min_price=1001',
  ])('refuses min_price above max_price with 1000008 naming min_price: %s', async (url) => {
    const body = await get(url);
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'min_price', data: null });
    expect(body.message).toContain('min_price');
    const jp = await get(url, { lang: 'jp' });
    expect(jp.message).toContain('max_price を超えてはいけません');
  });

  it('takes a price range whose ends are equal, or only one end', async () => {
    for (const url of ['customer/product/get_all_products?min_price=1000&max_price=1000', 'category/1/1?min_price=5000', 'search/a?max_price=1']) {
      expect((await get(url)).code, url).toBe(200);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { tagsOf } from '../catalog/catalog-cache';
import { adminHeaders, newSeller, postJson, productBody, uploadsOf } from './test-seller';

describe('cache tags', () => {
  it('name the scope a route draws from and every product and shop an answer shows', () => {
    const card = (id: number, shop: number) => ({ id, price: 100, shop: { id: shop, name: 'S' } });
    expect(tagsOf('/api/category/:id/:page', { id: 3, page: 1 }, { list: [card(7, 2)] }).sort()).toEqual(['in-cat:3', 'product:7', 'shop:2']);
    expect(tagsOf('/api/customer/product/detail/:id', { id: 7 }, { ...card(7, 2), category: { id: 12 }, related: [card(8, 4)] }).sort()).toEqual(
      ['in-cat:12', 'in-shop:2', 'product:7', 'product:8', 'shop:2', 'shop:4'].sort(),
    );
    expect(tagsOf('/api/some/new/route', {}, {})).toEqual(['any']);
  });
});

describe.each(dialects())('what buyers see after seller and admin writes, on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** Two leaf categories under different parents: one for the product, one that must stay cached. */
  async function categories() {
    const leaves = await t.app.db.selectFrom('category').select(['id', 'parent_id']).where('parent_id', 'is not', null).orderBy('id').execute();
    const mine = leaves[0]!;
    const other = leaves.find((c) => c.parent_id !== mine.parent_id)!;
    return { mine: mine.id, parent: mine.parent_id as number, other: other.id };
  }
  const listingIds = async (url: string, headers: Record<string, string> = {}) =>
    ((await t.app.inject({ url, headers })).json().data.list as { id: number; name: string }[]).map((p) => p.id);

  it('an approval shows the product in its category, its parent and search at once, while another category’s listing stays cached', async () => {
    const { mine, parent, other } = await categories();
    const seller = await newSeller(t.app, 'Cache Shop');
    const body = productBody(mine, await uploadsOf(t.app, seller.userId), { name_es: 'Farolillo Zumbón' });
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;

    const mineUrl = `/api/category/${mine}/1?page_size=100`;
    const parentUrl = `/api/category/${parent}/1?page_size=100`;
    const otherUrl = `/api/category/${other}/1?page_size=100`;
    const searchUrl = '/api/search/farolillo';
    expect(await listingIds(mineUrl)).not.toContain(id);
    expect(await listingIds(parentUrl)).not.toContain(id);
    expect(await listingIds(searchUrl)).toEqual([]);
    const otherBefore = (await t.app.inject(otherUrl)).json().data.list as { id: number; name: string }[];
    expect(otherBefore.length).toBeGreaterThan(0);
    // Renamed behind the cache's back: if the other listing were dropped, the new name would show.
    await t.app.db
      .updateTable('product_translation')
      .set({ name: 'Renamed Behind The Cache' })
      .where('product_id', '=', otherBefore[0]!.id)
      .where('lang', '=', 'en')
      .execute();

    expect((await postJson(t.app, '/api/admin/product/review', { id, approve: 1 }, await adminHeaders(t.app))).json().code).toBe(200);
    expect(await listingIds(mineUrl)).toContain(id);
    expect(await listingIds(parentUrl)).toContain(id);
    expect(await listingIds(searchUrl)).toEqual([id]);
    expect(await listingIds(`/api/shop/${seller.shopId}/1`)).toEqual([id]);
    const otherAfter = (await t.app.inject(otherUrl)).json().data.list as { id: number; name: string }[];
    expect(otherAfter[0]!.name).toBe(otherBefore[0]!.name);
  });

  it('off sale and a text edit hide it at once; a stock-only change updates its page and keeps listings cached', async () => {
    const { mine, other } = await categories();
    const seller = await newSeller(t.app);
    const body = productBody(mine, await uploadsOf(t.app, seller.userId));
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    await postJson(t.app, '/api/admin/product/review', { id, approve: 1 }, await adminHeaders(t.app));
    const mineUrl = `/api/category/${mine}/1?page_size=100`;
    expect(await listingIds(mineUrl)).toContain(id);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().data.stock).toBe(13);

    const editor = (await t.app.inject({ url: `/api/seller/product/${id}`, headers: seller.headers })).json().data;
    const variants = body.variants.map((v, i) => ({ ...v, id: editor.variants[i].id }));
    const otherUrl = `/api/category/${other}/1?page_size=100`;
    const otherFirst = ((await t.app.inject(otherUrl)).json().data.list as { id: number; name: string }[])[0]!;
    await t.app.db
      .updateTable('product_translation')
      .set({ name: 'Changed Quietly' })
      .where('product_id', '=', otherFirst.id)
      .where('lang', '=', 'en')
      .execute();

    await postJson(t.app, '/api/seller/product/save', { ...body, id, variants: [{ ...variants[0], stock: 30 }, variants[1]] }, seller.headers);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().data.stock).toBe(33);
    expect(((await t.app.inject(otherUrl)).json().data.list as { name: string }[])[0]!.name).toBe(otherFirst.name);

    await postJson(t.app, '/api/seller/product/on-sale', { id, on_sale: 0 }, seller.headers);
    expect(await listingIds(mineUrl)).not.toContain(id);
    await postJson(t.app, '/api/seller/product/on-sale', { id, on_sale: 1 }, seller.headers);
    expect(await listingIds(mineUrl)).toContain(id);
    await postJson(t.app, '/api/seller/product/save', { ...body, id, variants, name_en: 'A New Name' }, seller.headers);
    expect(await listingIds(mineUrl)).not.toContain(id);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).not.toBe(200);
  });

  it('a shop’s new name shows on its page and on its products’ cards', async () => {
    const { mine } = await categories();
    const seller = await newSeller(t.app, 'Old Name');
    const body = productBody(mine, await uploadsOf(t.app, seller.userId));
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    await postJson(t.app, '/api/admin/product/review', { id, approve: 1 }, await adminHeaders(t.app));
    const card = async () =>
      ((await t.app.inject(`/api/category/${mine}/1?page_size=100`)).json().data.list as { id: number; shop: { name: string } }[]).find((p) => p.id === id);
    expect((await card())?.shop.name).toBe('Old Name');
    const settings = (await t.app.inject({ url: '/api/seller/shop', headers: seller.headers })).json().data;
    await postJson(
      t.app,
      '/api/seller/shop',
      { ...settings, name: 'New Name', description_en: 'Lamps', contact: '+15551234567', email: 'shop@example.test', address: '1 Main St' },
      seller.headers,
    );
    expect((await card())?.shop.name).toBe('New Name');
    expect((await t.app.inject(`/api/shop/${seller.shopId}/1`)).json().data.shop.name).toBe('New Name');
  });
});

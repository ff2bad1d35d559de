import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from '../seller/test-seller';

describe.each(dialects())('the admin’s product preview on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function submitted() {
    const seller = await newSeller(t.app, 'Preview Shop');
    const images = await uploadsOf(t.app, seller.userId, 2);
    const body = productBody(await leafCategory(t.app), images);
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    return { seller, body, id, images };
  }
  const preview = async (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/admin/product/${id}`, headers: { ...(await adminHeaders(t.app)), ...headers } });

  it('shows a pending product as buyers will see it, with its status, while buyers get 2000019', async () => {
    const { id, body, images, seller } = await submitted();
    const answer = (await preview(id)).json();
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      id,
      name: body.name_en,
      short_description: 'A small lamp',
      // Sanitised as on the product page.
      description: '<p>Bright light</p>',
      price: 1500,
      images,
      thumbs: images.map((i) => i.replace(/\.webp$/, '-thumb.webp')),
      options: [{ name: 'Color', values: ['Black', 'White'] }],
      stock: 13,
      shop: { id: seller.shopId, name: 'Preview Shop' },
      status: 'pending',
      review_reason: '',
      related: [],
      best_sellers: [],
    });
    expect(answer.data.variants.map((v: { sku: string; price: number; wholesale: unknown[] }) => [v.sku, v.price, v.wholesale.length])).toEqual([
      [body.variants[0]?.sku, 1500, 0],
      [body.variants[1]?.sku, 1700, 1],
    ]);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json()).toMatchObject({ code: ErrorCode.noData, data: null });
  });

  it('answers in the request’s language', async () => {
    const { id, body } = await submitted();
    expect((await preview(id, { lang: 'es' })).json().data.name).toBe(body.name_es);
    // No Thai name: English, as the product page does.
    expect((await preview(id, { lang: 'th' })).json().data.name).toBe(body.name_en);
  });

  it('shows a refused product with the reason, and an approved one as the buyer’s page shows it, without the lists', async () => {
    const { id } = await submitted();
    await postJson(t.app, '/api/admin/product/review', { id, approve: 0, reason: 'Blurry pictures' }, await adminHeaders(t.app));
    expect((await preview(id)).json().data).toMatchObject({ status: 'rejected', review_reason: 'Blurry pictures' });

    const onSale = await t.app.db.selectFrom('product').select('id').where('status', '=', 'on_sale').orderBy('id').executeTakeFirstOrThrow();
    const buyers = (await t.app.inject(`/api/customer/product/detail/${onSale.id}`)).json().data;
    const { status, review_reason, ...admins } = (await preview(onSale.id)).json().data;
    expect({ status, review_reason }).toEqual({ status: 'on_sale', review_reason: '' });
    expect(admins).toEqual({ ...buyers, related: [], best_sellers: [], written_langs: expect.arrayContaining(['en']) });
  });

  it('is never cached: a change written behind the catalogue’s back shows at once, and nothing is stored', async () => {
    const { id, body } = await submitted();
    const before = t.app.catalogCache.store.size;
    const first = await preview(id);
    expect(first.json().data.name).toBe(body.name_en);
    expect(first.headers.etag).toBeUndefined();
    await t.app.db.updateTable('product_translation').set({ name: 'Renamed Lamp' }).where('product_id', '=', id).where('lang', '=', 'en').execute();
    expect((await preview(id)).json().data.name).toBe('Renamed Lamp');
    expect(t.app.catalogCache.store.size).toBe(before);
  });

  it('answers 2000019 for an unknown id, 1000008 for a bad one, and refuses guests, buyers and sellers', async () => {
    const { id, seller } = await submitted();
    expect((await preview(2_000_000_000)).json()).toMatchObject({ code: ErrorCode.noData, data: null });
    expect((await preview(0)).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id' });
    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    expect((await t.app.inject(`/api/admin/product/${id}`)).json()).toMatchObject({ code: ErrorCode.tokenExpired, data: null });
    expect((await t.app.inject({ url: `/api/admin/product/${id}`, headers: buyer })).json()).toMatchObject({ code: ErrorCode.noPermission, data: null });
    // Not even the product's own seller: theirs is the seller centre's preview.
    expect((await t.app.inject({ url: `/api/admin/product/${id}`, headers: seller.headers })).json()).toMatchObject({
      code: ErrorCode.noPermission,
      data: null,
    });
  });
});

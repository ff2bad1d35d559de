import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { postJson } from '../seller/test-seller';
import { adminGet, adminPost, catalogueHeaders, productOnSale } from './test-shops-admin';

describe.each(dialects())('all products in the admin console on %s', (dialect) => {
  const t = useTestApp(dialect);
  type Card = { id: number; price: number; deal_price: number | null };
  const ids = (answer: { data: { list: { id: number }[] } }) => answer.data.list.map((p) => p.id);

  it('searches across shops by name or id, by shop and by state', async () => {
    const a = await productOnSale(t.app);
    const b = await productOnSale(t.app);
    const byName = await adminGet(t.app, `/api/admin/product/list?q=${encodeURIComponent(a.name.toUpperCase())}`);
    expect(byName.code).toBe(200);
    expect(byName.data.list).toEqual([
      expect.objectContaining({ id: a.id, name: a.name, state: 'on_sale', shop: expect.objectContaining({ id: a.seller.shopId, status: 'active' }), hot: 0 }),
    ]);
    // Spanish name, asked in Spanish: found and named in Spanish.
    const spanish = (
      await t.app.inject({
        url: `/api/admin/product/list?q=${encodeURIComponent('Lámpara')}&shop_id=${b.seller.shopId}`,
        headers: { ...(await catalogueHeaders(t.app)), lang: 'es' },
      })
    ).json();
    expect(spanish.data.list.map((p: { name: string }) => p.name)).toEqual([b.body.name_es]);
    expect(ids(await adminGet(t.app, `/api/admin/product/list?q=${b.id}`))).toContain(b.id);
    expect(ids(await adminGet(t.app, `/api/admin/product/list?shop_id=${a.seller.shopId}`))).toEqual([a.id]);
    expect(ids(await adminGet(t.app, `/api/admin/product/list?shop_id=${a.seller.shopId}&state=pending`))).toEqual([]);
    expect((await adminGet(t.app, '/api/admin/product/list?state=gone')).code).toBe(ErrorCode.invalidParameter);
  });

  it('takes a product off sale with a reason: gone for buyers, the seller is told and must resubmit', async () => {
    const { seller, id, name, body } = await productOnSale(t.app);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).toBe(200); // cached
    expect(await adminPost(t.app, '/api/admin/product/off-sale', { id })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    const off = await adminPost(t.app, '/api/admin/product/off-sale', { id, reason: 'Fake brand logo' });
    expect(off.data).toMatchObject({ id, state: 'taken_off', reason: 'Fake brand logo', hot: 0, recommended: 0 });
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).toBe(ErrorCode.noData);
    expect(ids((await t.app.inject(`/api/search/${encodeURIComponent(name)}`)).json())).not.toContain(id);
    expect(ids(await adminGet(t.app, `/api/admin/product/list?shop_id=${seller.shopId}&state=taken_off`))).toEqual([id]);
    expect(ids(await adminGet(t.app, `/api/admin/product/list?shop_id=${seller.shopId}&state=rejected`))).toEqual([]);
    const notice = await t.app.db.selectFrom('notice').selectAll().where('template', '=', 'productTakenOff').where('ref_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(notice.params)).toEqual({ product: name, reason: 'Fake brand logo' });
    // The seller sees the reason, cannot switch it back on, and resubmits it for review by saving.
    const mine = (await t.app.inject({ url: `/api/seller/product/${id}`, headers: seller.headers })).json();
    expect(mine.data).toMatchObject({ status: 'rejected', review_reason: 'Fake brand logo' });
    expect((await postJson(t.app, '/api/seller/product/on-sale', { id, on_sale: 1 }, seller.headers)).json().code).toBe(ErrorCode.productFailure);
    const saved = (
      await postJson(
        t.app,
        '/api/seller/product/save',
        { ...body, id, variants: body.variants.map((v, i) => ({ ...v, id: mine.data.variants[i].id })) },
        seller.headers,
      )
    ).json();
    expect(saved.data).toMatchObject({ id, status: 'pending' });
    expect(ids(await adminGet(t.app, `/api/admin/product/list?shop_id=${seller.shopId}&state=pending`))).toEqual([id]);
    expect(await adminPost(t.app, '/api/admin/product/off-sale', { id, reason: 'again' })).toMatchObject({ code: ErrorCode.dataOperationFailed });
    expect(await adminPost(t.app, '/api/admin/product/off-sale', { id: 2_000_000_000, reason: 'x' })).toMatchObject({ code: ErrorCode.noData });
  });

  it('features products first on the hot and recommended lists, in the operator’s order', async () => {
    const first = await productOnSale(t.app);
    const second = await productOnSale(t.app);
    const hotIds = async () => ids((await t.app.inject('/api/customer/product/get_hot_list?page_size=100')).json());
    const recommendedIds = async () => ids((await t.app.inject('/api/customer/product/get_recommend?page_size=100')).json());
    expect((await hotIds()).slice(0, 2)).not.toEqual([second.id, first.id]); // cached, best sellers first
    expect(await recommendedIds()).not.toContain(first.id);

    const featured = await adminPost(t.app, '/api/admin/product/feature', { id: second.id, recommended: 1, hot: 1 });
    expect(featured.data).toMatchObject({ id: second.id, recommended: 1, hot: 1 });
    await adminPost(t.app, '/api/admin/product/feature', { id: first.id, recommended: 1, hot: 1 });
    expect((await hotIds()).slice(0, 2)).toEqual([second.id, first.id]);
    expect((await recommendedIds()).slice(0, 2)).toEqual([second.id, first.id]);
    // Featured again, a product keeps its place; the list by featured order says so.
    await adminPost(t.app, '/api/admin/product/feature', { id: second.id, recommended: 1, hot: 1 });
    expect(ids(await adminGet(t.app, '/api/admin/product/list?featured=hot&page_size=100')).slice(-2)).toEqual([second.id, first.id]);
    // A buyer's own sort wins over the featured order.
    const byPrice = (await t.app.inject('/api/customer/product/get_hot_list?page_size=100&sort=price_desc')).json().data.list as Card[];
    const paid = byPrice.map((p) => p.deal_price ?? p.price);
    expect(paid).toEqual([...paid].sort((x, y) => y - x));

    const off = await adminPost(t.app, '/api/admin/product/feature', { id: second.id, recommended: 0, hot: 1 });
    expect(off.data).toMatchObject({ recommended: 0, recommended_rank: null, hot: 1 });
    expect(await recommendedIds()).not.toContain(second.id);
    expect((await hotIds())[0]).toBe(second.id);
    await adminPost(t.app, '/api/admin/product/off-sale', { id: second.id, reason: 'Recalled' });
    expect(await hotIds()).not.toContain(second.id);
    expect(await adminPost(t.app, '/api/admin/product/feature', { id: second.id, recommended: 0, hot: 1 })).toMatchObject({ code: ErrorCode.productFailure });
    expect(await adminPost(t.app, '/api/admin/product/feature', { id: second.id, recommended: 0, hot: 0 })).toMatchObject({ code: 200 });
    expect(await adminPost(t.app, '/api/admin/product/feature', { id: first.id, recommended: 2, hot: 0 })).toMatchObject({ code: ErrorCode.invalidParameter });
    expect(await adminPost(t.app, '/api/admin/product/feature', { id: 2_000_000_000, recommended: 0, hot: 0 })).toMatchObject({ code: ErrorCode.noData });
  });
});

import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { postJson } from '../seller/test-seller';
import { loginStaff } from '../shops/test-applicant';
import { WRITES_WHILE_SUSPENDED } from './seller-readonly';
import { adminGet, adminPost, productOnSale } from './test-shops-admin';

describe.each(dialects())('shops in the admin console on %s', (dialect) => {
  const t = useTestApp(dialect);
  const visible = async (id: number, name: string, shopId: number) => {
    const [detail, search, shop, all] = await Promise.all([
      t.app.inject(`/api/customer/product/detail/${id}`).then((r) => r.json()),
      t.app.inject(`/api/search/${encodeURIComponent(name)}`).then((r) => r.json()),
      t.app.inject(`/api/shop/${shopId}/1`).then((r) => r.json()),
      t.app.inject('/api/customer/product/get_all_products?page_size=100').then((r) => r.json()),
    ]);
    return {
      detail: detail.code === 200,
      search: (search.data?.list ?? []).some((p: { id: number }) => p.id === id),
      shop: shop.code === 200 && shop.data.list.some((p: { id: number }) => p.id === id),
      listing: all.data.list.some((p: { id: number }) => p.id === id),
    };
  };
  const everywhere = { detail: true, search: true, shop: true, listing: true };
  const nowhere = { detail: false, search: false, shop: false, listing: false };

  it('lists shops with search, state filter, owner, commission and product counts', async () => {
    const { seller } = await productOnSale(t.app, undefined, 'Listed Zephyr');
    const found = await adminGet(t.app, '/api/admin/shop/list?q=zephyr');
    expect(found.code).toBe(200);
    const row = found.data.list.find((s: { id: number }) => s.id === seller.shopId);
    expect(row).toMatchObject({ status: 'active', commission_bps: null, on_sale: 1, products: 1, suspended_reason: '', suspended_at: null });
    expect(row.default_commission_bps).toBeGreaterThan(0);
    expect(found.data.list.every((s: { name: string }) => s.name.toLowerCase().includes('zephyr'))).toBe(true);
    expect((await adminGet(t.app, `/api/admin/shop/list?q=${seller.shopId}`)).data.list.map((s: { id: number }) => s.id)).toContain(seller.shopId);
    expect((await adminGet(t.app, '/api/admin/shop/list?state=suspended&q=zephyr')).data.total).toBe(0);
    expect((await adminGet(t.app, '/api/admin/shop/list?state=closed')).code).toBe(ErrorCode.invalidParameter);
  });

  it('suspends with a reason: products leave the storefront at once, the seller centre turns read-only; resuming brings them back', async () => {
    const { seller, id, name } = await productOnSale(t.app);
    const second = await productOnSale(t.app, seller);
    // The seller took this one off sale themselves: resuming must not put it back.
    const own = await productOnSale(t.app, seller);
    expect((await postJson(t.app, '/api/seller/product/on-sale', { id: own.id, on_sale: 0 }, seller.headers)).json().code).toBe(200);
    expect(await visible(id, name, seller.shopId)).toEqual(everywhere); // cached now

    expect(await adminPost(t.app, '/api/admin/shop/suspend', { id: seller.shopId })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    const suspended = await adminPost(t.app, '/api/admin/shop/suspend', { id: seller.shopId, reason: 'Counterfeit goods reported' });
    expect(suspended.data).toMatchObject({ id: seller.shopId, status: 'suspended', suspended_reason: 'Counterfeit goods reported', products: 2 });
    expect(await visible(id, name, seller.shopId)).toEqual(nowhere);
    expect((await t.app.inject(`/api/customer/product/detail/${second.id}`)).json().code).toBe(ErrorCode.noData);
    const variant = await t.app.db.selectFrom('product_variant').select('id').where('product_id', '=', id).executeTakeFirstOrThrow();
    expect((await postForm(t.app, '/api/customer/cart/add', { product_id: id, variant_id: variant.id, quantity: 1 }, seller.headers)).json().code).not.toBe(
      200,
    );
    expect(await adminPost(t.app, '/api/admin/shop/suspend', { id: seller.shopId, reason: 'again' })).toMatchObject({ code: ErrorCode.dataOperationFailed });

    // The seller centre still reads, shows the reason, refuses writes.
    const settings = (await t.app.inject({ url: '/api/seller/shop', headers: seller.headers })).json();
    expect(settings.data).toMatchObject({ status: 'suspended', suspended_reason: 'Counterfeit goods reported' });
    expect((await t.app.inject({ url: '/api/seller/product/list', headers: seller.headers })).json().code).toBe(200);
    const refused = (await postJson(t.app, '/api/seller/product/on-sale', { id: own.id, on_sale: 1 }, seller.headers)).json();
    expect(refused).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      field: 'shop',
      reason: 'shopSuspended',
      params: { reason: 'Counterfeit goods reported' },
    });
    expect(refused.message).toContain('Counterfeit goods reported');
    const thai = (await postJson(t.app, '/api/seller/shop', {}, { ...seller.headers, lang: 'th' })).json();
    expect(thai).toMatchObject({ code: ErrorCode.dataOperationFailed, reason: 'shopSuspended' });
    expect(thai.message).toContain('ระงับ');
    // Open orders may still finish: shipping reaches the order check (an unknown order), not the suspension.
    const ship = (await postJson(t.app, '/api/seller/order/ship', { id: 2_000_000_000, log_sn: 'TRK-1', arrival_method: 'DHL' }, seller.headers)).json();
    expect(ship.code).toBe(ErrorCode.orderNotFound);
    expect(WRITES_WHILE_SUSPENDED).toContain('/api/seller/order/ship');
    const notice = await t.app.db
      .selectFrom('notice')
      .selectAll()
      .where('template', '=', 'shopSuspended')
      .where('ref_id', '=', seller.shopId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(notice.params)).toMatchObject({ reason: 'Counterfeit goods reported' });
    expect((await adminGet(t.app, `/api/admin/shop/list?state=suspended&q=${seller.shopId}`)).data.list[0]).toMatchObject({
      status: 'suspended',
      on_sale: 0,
      products: 3,
    });

    const resumed = await adminPost(t.app, '/api/admin/shop/resume', { id: seller.shopId, reason: 'Invoices checked' });
    expect(resumed.data).toMatchObject({ status: 'active', suspended_reason: '', products: 2 });
    expect(await visible(id, name, seller.shopId)).toEqual(everywhere);
    const own_ = await t.app.db.selectFrom('product').select('status').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(own_.status).toBe('off_sale');
    expect((await postJson(t.app, '/api/seller/product/on-sale', { id: own.id, on_sale: 1 }, seller.headers)).json().code).toBe(200);
    expect(await adminPost(t.app, '/api/admin/shop/resume', { id: seller.shopId, reason: 'again' })).toMatchObject({ code: ErrorCode.dataOperationFailed });
  });

  it('answers 2000019 for an unknown shop and 1000403 to staff without the catalogue area', async () => {
    expect(await adminPost(t.app, '/api/admin/shop/suspend', { id: 2_000_000_000, reason: 'x' })).toMatchObject({ code: ErrorCode.noData });
    expect(await adminPost(t.app, '/api/admin/shop/resume', { id: 2_000_000_000, reason: 'x' })).toMatchObject({ code: ErrorCode.noData });
    const finance = await loginStaff(t.app, 'finance');
    expect((await t.app.inject({ url: '/api/admin/shop/list', headers: finance })).json().code).toBe(ErrorCode.noPermission);
    expect((await postForm(t.app, '/api/admin/shop/suspend', { id: 1, reason: 'x' }, finance)).json().code).toBe(ErrorCode.noPermission);
  });
});

/**
 * Seller A walks every `/api/seller/*` route (read from the OpenAPI document, so a route added
 * later joins the walk or fails it) with seller B's product, variant and order ids: every one answers
 * 2000019 (an order: 1500018, the spec's own code for an order that is not there), and the routes
 * that take no id show nothing of B's.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { leafCategory, newSeller, postJson, productBody, type TestSeller, uploadsOf } from './test-seller';

interface Walk {
  a: TestSeller;
  b: TestSeller;
  productB: number;
  variantB: number;
  imagesA: string[];
  category: number;
  orderB: number;
  couponB: number;
  /** A conversation a buyer opened with shop B. */
  ticketB: number;
  /** A refund request on B's order. */
  refundB: number;
}
type Call = (app: FastifyInstance, w: Walk) => Promise<LightMyRequestResponse>;

const noData = (response: LightMyRequestResponse) => expect(response.json()).toMatchObject({ code: ErrorCode.noData });
const noOrder = (response: LightMyRequestResponse) => expect(response.json()).toMatchObject({ code: ErrorCode.orderNotFound });

/** An order with shop B, as a checkout writes it (B's products are still in review, so none can be bought). */
async function orderWith(app: FastifyInstance, shopId: number, userId: number): Promise<number> {
  const now = new Date().toISOString();
  const checkout = await app.db
    .insertInto('checkout')
    .values({ user_id: userId, idempotency_key: `walk-${now}`, payment_method: 'cod', total: 1000, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await app.db
    .insertInto('orders')
    .values({
      order_sn: `WALK${checkout.id}`,
      checkout_id: checkout.id,
      user_id: userId,
      shop_id: shopId,
      payment_method: 'cod',
      num: 1,
      subtotal: 1000,
      actual_pay: 1000,
      customer_name: 'Walker',
      email: 'walker@example.test',
      phone: '+15551234567',
      country: 'TH',
      address: '1 Road',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** How each route is called with B's ids, and what proves it kept B's data to itself. */
const couponFields = (code: string) => ({
  code,
  kind: 'amount',
  value: 100,
  starts_at: new Date(Date.now() - 86_400_000).toISOString(),
  ends_at: new Date(Date.now() + 86_400_000).toISOString(),
  quantity: 10,
});

const WALK: Record<string, { call: Call; check: (response: LightMyRequestResponse, w: Walk) => void }> = {
  'GET /api/seller/ticket/list': {
    call: (app, w) => app.inject({ url: '/api/seller/ticket/list?page_size=100', headers: w.a.headers }),
    check: (response, w) => expect(response.json().data.list.map((x: { id: number }) => x.id)).not.toContain(w.ticketB),
  },
  'GET /api/seller/ticket/unread': {
    call: (app, w) => app.inject({ url: '/api/seller/ticket/unread', headers: w.a.headers }),
    check: (response) => expect(response.json().data).toEqual({ count: 0 }),
  },
  'GET /api/seller/ticket/{id}': { call: (app, w) => app.inject({ url: `/api/seller/ticket/${w.ticketB}`, headers: w.a.headers }), check: noData },
  'POST /api/seller/ticket/reply': {
    call: (app, w) => postJson(app, '/api/seller/ticket/reply', { id: w.ticketB, body: 'Not my shop' }, w.a.headers),
    check: noData,
  },
  'GET /api/seller/refund/received': {
    call: (app, w) => app.inject({ url: '/api/seller/refund/received?page_size=100', headers: w.a.headers }),
    check: (response, w) => expect(response.json().data.list.map((x: { id: number }) => x.id)).not.toContain(w.refundB),
  },
  'GET /api/seller/refund/{id}': { call: (app, w) => app.inject({ url: `/api/seller/refund/${w.refundB}`, headers: w.a.headers }), check: noData },
  'POST /api/seller/refund/review': {
    call: (app, w) => postJson(app, '/api/seller/refund/review', { id: w.refundB, approve: 1 }, w.a.headers),
    check: noData,
  },
  'POST /api/seller/refund/received-goods': {
    call: (app, w) => postJson(app, '/api/seller/refund/received-goods', { id: w.refundB }, w.a.headers),
    check: noData,
  },
  'POST /api/seller/ticket/close': { call: (app, w) => postJson(app, '/api/seller/ticket/close', { id: w.ticketB }, w.a.headers), check: noData },
  'GET /api/seller/coupon/list': {
    call: (app, w) => app.inject({ url: '/api/seller/coupon/list', headers: w.a.headers }),
    check: (response, w) => expect(response.json().data.list.map((c: { id: number }) => c.id)).not.toContain(w.couponB),
  },
  'POST /api/seller/coupon/save': {
    call: (app, w) => postJson(app, '/api/seller/coupon/save', { ...couponFields(`WALKA${w.couponB}`), id: w.couponB }, w.a.headers),
    check: noData,
  },
  'POST /api/seller/coupon/stop': { call: (app, w) => postJson(app, '/api/seller/coupon/stop', { id: w.couponB }, w.a.headers), check: noData },
  'POST /api/seller/coupon/resume': { call: (app, w) => postJson(app, '/api/seller/coupon/resume', { id: w.couponB }, w.a.headers), check: noData },
  'GET /api/seller/product/{id}': { call: (app, w) => app.inject({ url: `/api/seller/product/${w.productB}`, headers: w.a.headers }), check: noData },
  'GET /api/seller/product/{id}/preview': {
    call: (app, w) => app.inject({ url: `/api/seller/product/${w.productB}/preview`, headers: w.a.headers }),
    check: noData,
  },
  'POST /api/seller/product/save': {
    call: (app, w) => postJson(app, '/api/seller/product/save', { ...productBody(w.category, w.imagesA), id: w.productB }, w.a.headers),
    check: noData,
  },
  'POST /api/seller/product/on-sale': {
    call: (app, w) => postJson(app, '/api/seller/product/on-sale', { id: w.productB, on_sale: 0 }, w.a.headers),
    check: noData,
  },
  'POST /api/seller/stock/apply': {
    call: (app, w) => postJson(app, '/api/seller/stock/apply', { variant_id: w.variantB, quantity: 5 }, w.a.headers),
    check: noData,
  },
  'POST /api/seller/product/import': {
    call: async (app, w) => {
      const csv = (await app.inject({ url: '/api/seller/product/export', headers: w.b.headers })).body;
      return postJson(app, '/api/seller/product/import', { csv }, w.a.headers);
    },
    check: noData,
  },
  'GET /api/seller/order/list': {
    call: (app, w) => app.inject({ url: '/api/seller/order/list', headers: w.a.headers }),
    check: (response, w) => expect(response.json().data.list.map((o: { id: number }) => o.id)).not.toContain(w.orderB),
  },
  'POST /api/seller/order/ship': {
    call: (app, w) => postJson(app, '/api/seller/order/ship', { id: w.orderB, log_sn: 'WALK-1', arrival_method: 'Post' }, w.a.headers),
    check: noOrder,
  },
  'POST /api/seller/order/delivery': {
    call: (app, w) => postJson(app, '/api/seller/order/delivery', { id: w.orderB, delivery_status: 'delivered' }, w.a.headers),
    check: noOrder,
  },
  'POST /api/seller/order/paid': {
    call: (app, w) => postJson(app, '/api/seller/order/paid', { id: w.orderB }, w.a.headers),
    check: noOrder,
  },
  'GET /api/seller/product/list': {
    call: (app, w) => app.inject({ url: '/api/seller/product/list?page_size=100', headers: w.a.headers }),
    check: (response, w) => expect(response.json().data.list.map((p: { id: number }) => p.id)).not.toContain(w.productB),
  },
  'GET /api/seller/product/export': {
    call: (app, w) => app.inject({ url: '/api/seller/product/export', headers: w.a.headers }),
    check: (response, w) => {
      expect(response.statusCode).toBe(200);
      expect(response.body.split('\r\n').some((line) => line.startsWith(`${w.productB},`))).toBe(false);
    },
  },
  'GET /api/seller/dashboard': {
    call: (app, w) => app.inject({ url: '/api/seller/dashboard', headers: w.a.headers }),
    check: (response) => expect(response.json().data.products).toEqual({ on_sale: 0, pending: 1, rejected: 0, off_sale: 0 }),
  },
  'GET /api/seller/shop': {
    call: (app, w) => app.inject({ url: '/api/seller/shop', headers: w.a.headers }),
    check: (response, w) => expect(response.json().data.id).toBe(w.a.shopId),
  },
  'POST /api/seller/shop': {
    call: (app, w) =>
      postJson(
        app,
        '/api/seller/shop',
        { id: w.b.shopId, name: 'A Renamed', description_en: 'Mine', contact: '+15551234567', email: 'a@example.test', address: 'A street' },
        w.a.headers,
      ),
    check: (response, w) => expect(response.json().data.id).toBe(w.a.shopId),
  },
  // Delivery settings take no id: each seller reads and writes its own shop's only.
  'GET /api/seller/shipping': {
    call: (app, w) => app.inject({ url: '/api/seller/shipping', headers: w.a.headers }),
    check: (response) => expect(response.json().code).toBe(200),
  },
  'POST /api/seller/shipping': {
    call: (app, w) =>
      postJson(
        app,
        '/api/seller/shipping',
        { shop_id: w.b.shopId, channels: [{ code: 'a-post', name_en: 'A post', fee: 100, days_min: 1, days_max: 2, countries: [] }] },
        w.a.headers,
      ),
    // Saved to A's shop, not B's (checked after the walk).
    check: (response) => expect(response.json().code).toBe(200),
  },
};

describe.each(dialects())('seller A on seller B’s records, on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers 2000019 on every seller route that takes an id, and shows nothing of B’s on the others', async () => {
    const a = await newSeller(t.app, 'Shop A');
    const b = await newSeller(t.app, 'Shop B');
    const category = await leafCategory(t.app);
    const imagesA = await uploadsOf(t.app, a.userId);
    await postJson(t.app, '/api/seller/product/save', productBody(category, imagesA), a.headers);
    const productB = (await postJson(t.app, '/api/seller/product/save', productBody(category, await uploadsOf(t.app, b.userId)), b.headers)).json().data
      .id as number;
    const variantB = (await t.app.db.selectFrom('product_variant').select('id').where('product_id', '=', productB).executeTakeFirstOrThrow()).id;
    const orderB = await orderWith(t.app, b.shopId, a.userId);
    const couponB = (await postJson(t.app, '/api/seller/coupon/save', couponFields(`WALKB${orderB}X${b.shopId}`), b.headers)).json().data.id as number;
    const buyer = (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string;
    const ticketB = (
      await postJson(t.app, '/api/customer/ticket/create', { subject: 'For B', body: 'Hello B', shop_id: b.shopId }, { 'access-token': buyer })
    ).json().data.id as number;
    const itemB = await t.app.db
      .insertInto('order_item')
      .values({ order_id: orderB, product_id: productB, variant_id: variantB, sku: 'WALK', names: '{"en":"Walk"}', price: 1000, quantity: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const refundB = (
      await t.app.db
        .insertInto('refund_request')
        .values({
          order_id: orderB,
          order_item_id: itemB.id,
          user_id: a.userId,
          shop_id: b.shopId,
          type: 'refund',
          quantity: 1,
          reason: 'other',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const walk: Walk = { a, b, productB, variantB, imagesA, category, orderB, couponB, ticketB, refundB };

    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/seller/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(WALK).length);
    for (const route of routes) {
      const step = WALK[route];
      expect(step, `${route} is not in the cross-shop walk: add how to call it with B's ids`).toBeDefined();
      step!.check(await step!.call(t.app, walk), walk);
    }
    // The delivery channels went to A's shop; B still has none.
    const channels = await t.app.db.selectFrom('shipping_option').select(['shop_id', 'code']).where('shop_id', 'in', [a.shopId, b.shopId]).execute();
    expect(channels).toEqual([{ shop_id: a.shopId, code: 'a-post' }]);
    // B's product is as B left it.
    const product = await t.app.db.selectFrom('product').select(['status', 'shop_id']).where('id', '=', productB).executeTakeFirstOrThrow();
    expect(product).toEqual({ status: 'pending', shop_id: b.shopId });
    expect(await t.app.db.selectFrom('stock_application').select('id').where('variant_id', '=', variantB).execute()).toEqual([]);
    // B's coupon too.
    // B's conversation too.
    expect(await t.app.db.selectFrom('ticket').select(['state', 'staff_unread']).where('id', '=', ticketB).executeTakeFirstOrThrow()).toEqual({
      state: 'open',
      staff_unread: 1,
    });
    expect(await t.app.db.selectFrom('coupon').select(['shop_id', 'active']).where('id', '=', couponB).executeTakeFirstOrThrow()).toEqual({
      shop_id: b.shopId,
      active: 1,
    });
  });
});

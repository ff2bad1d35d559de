/**
 * The free-delivery rule the copy promises: a shop's delivery in one order is free once its lines
 * reach `free_delivery_pieces` pieces (500 by default; 0: no such rule), in the checkout summary,
 * in the placed order and in the books.
 */
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { addToCart, buyers, buyNowOf, placeFor, setStock } from '../checkout/test-checkout';
import { loginAdmin } from '../shops/test-applicant';
import { unbalancedWallets } from '../wallet/queries';
import { type ExpressLine, expressLines } from './test-express-line';

describe.each(dialects())('free delivery from 500 pieces on %s', (dialect) => {
  const t = useTestApp(dialect);
  const express = (line: ExpressLine) => ({ shipping: `${line.shopId}:express` });

  it('makes a shop’s express delivery free at 500 pieces and charges it at 499, in the summary, the order and the books', async () => {
    const [line] = (await expressLines(t.app, 1)) as [ExpressLine];
    const [buyer] = await buyers(t.app, 1, 100_000_000);
    const summary = async (quantity: number) =>
      (await postForm(t.app, '/api/checkout/onepage/summary', { ...buyNowOf(line, quantity), ...express(line) }, buyer!.headers)).json();

    const at500 = await summary(500);
    expect(at500.code).toBe(200);
    expect(at500.data.shops[0].shipping).toMatchObject({ code: 'express', fee: line.expressFee, charged: 0 });
    expect(at500.data.shops[0].shipping_options.every((option: { charged: number }) => option.charged === 0)).toBe(true);
    expect(at500.data.shipping_fee).toBe(0);
    expect(at500.data.total).toBe(at500.data.subtotal + at500.data.tax - at500.data.discount);

    const at499 = await summary(499);
    expect(at499.data.shops[0].shipping.charged).toBe(line.expressFee);
    expect(at499.data.shipping_fee).toBe(line.expressFee);

    const free = await placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(line, 500), ...express(line) });
    expect(free.code).toBe(200);
    const paid = await placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(line, 499), ...express(line) });
    expect(paid.code).toBe(200);
    const orders = await t.app.db
      .selectFrom('orders')
      .select(['id', 'num', 'subtotal', 'shipping_fee', 'tax', 'actual_pay', 'shipping_code'])
      .where('id', 'in', [free.data.orders[0].id, paid.data.orders[0].id])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => [o.num, o.shipping_code, Number(o.shipping_fee)])).toEqual([
      [500, 'express', 0],
      [499, 'express', line.expressFee],
    ]);
    for (const order of orders) expect(Number(order.actual_pay)).toBe(Number(order.subtotal) + Number(order.shipping_fee) + Number(order.tax));
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 60_000);

  it('counts each shop of an order on its own, cart lines included', async () => {
    const [a, b] = (await expressLines(t.app, 2)) as [ExpressLine, ExpressLine];
    const [buyer] = await buyers(t.app, 1, 100_000_000);
    // Shop a: 300 + 200 pieces in two cart lines (two of its products); shop b: 1 piece.
    const other = await t.app.db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select(['product.id as productId', 'product_variant.id as variantId', 'product.shop_id as shopId', 'product_variant.price'])
      .where('product.shop_id', '=', a.shopId)
      .where('product.status', '=', 'on_sale')
      .where('product.id', '!=', a.productId)
      .where('product_variant.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('variant_id'))
      .where('product_variant.id', 'not in', (eb) => eb.selectFrom('product_wholesale').select('variant_id'))
      .executeTakeFirstOrThrow();
    await setStock(t.app, other.variantId, 5000);
    const ids = [await addToCart(t.app, buyer!, a, 300), await addToCart(t.app, buyer!, other, 200), await addToCart(t.app, buyer!, b, 1)];
    const fields = { cart_item_ids: ids.join(','), shipping: `${a.shopId}:express,${b.shopId}:express` };
    const body = (await postForm(t.app, '/api/checkout/onepage/summary', fields, buyer!.headers)).json();
    expect(body.code).toBe(200);
    const shops = new Map(body.data.shops.map((shop: { shop: { id: number }; shipping: { charged: number } }) => [shop.shop.id, shop.shipping.charged]));
    expect(shops.get(a.shopId)).toBe(0);
    expect(shops.get(b.shopId)).toBe(b.expressFee);
    expect(body.data.shipping_fee).toBe(b.expressFee);

    const placed = await placeFor(t.app, buyer!, 'cod', fields);
    expect(placed.code).toBe(200);
    const fees = await t.app.db.selectFrom('orders').select(['shop_id', 'shipping_fee']).where('checkout_id', '=', placed.data.checkout_id).execute();
    expect(new Map(fees.map((o) => [o.shop_id, Number(o.shipping_fee)]))).toEqual(
      new Map([
        [a.shopId, 0],
        [b.shopId, b.expressFee],
      ]),
    );
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 60_000);

  it('follows the operator’s number of pieces, and 0 turns the rule off', async () => {
    const [line] = (await expressLines(t.app, 1)) as [ExpressLine];
    const [buyer] = await buyers(t.app, 1, 100_000_000);
    const owner = await loginAdmin(t.app);
    const charged = async (quantity: number) =>
      (await postForm(t.app, '/api/checkout/onepage/summary', { ...buyNowOf(line, quantity), ...express(line) }, buyer!.headers)).json().data.shipping_fee;

    expect((await postForm(t.app, '/api/admin/site/config', { free_delivery_pieces: 20 }, owner)).json().data.free_delivery_pieces).toBe(20);
    expect(await charged(20)).toBe(0);
    expect(await charged(19)).toBe(line.expressFee);
    expect((await t.app.inject('/api/customer/index/store?type=website_config')).json().data.free_delivery_pieces).toBe(20);

    await postForm(t.app, '/api/admin/site/config', { free_delivery_pieces: 0 }, owner);
    expect(await charged(500)).toBe(line.expressFee);
    const placed = await placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(line, 500), ...express(line) });
    expect(placed.data.orders[0]).toBeDefined();
    const order = await t.app.db.selectFrom('orders').select('shipping_fee').where('id', '=', placed.data.orders[0].id).executeTakeFirstOrThrow();
    expect(Number(order.shipping_fee)).toBe(line.expressFee);

    await postForm(t.app, '/api/admin/site/config', { free_delivery_pieces: 500 }, owner);
    expect(await charged(500)).toBe(0);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 60_000);
});

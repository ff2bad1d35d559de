import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { buyers, linesFromTwoShops, type TestLine } from '../checkout/test-checkout';
import { logIn, registerBuyer } from '../notices/test-notices';
import { saleOf } from './amounts';
import { orderRow, placeOrder, ship } from './test-earnings';

/** The owner of the line's shop, logged in. */
async function ownerOf(app: FastifyInstance, line: TestLine) {
  const owner = await app.db
    .selectFrom('shop')
    .innerJoin('user', 'user.id', 'shop.user_id')
    .select(['user.id', 'user.email'])
    .where('shop.id', '=', line.shopId)
    .executeTakeFirstOrThrow();
  return { id: owner.id, headers: await logIn(app, owner.email, 'Seller#2026') };
}

describe.each(dialects())('the wallet page’s earnings (GET /customer/info/earnings) on %s', (dialect) => {
  const t = useTestApp(dialect);
  const earnings = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/customer/info/earnings', headers })).json();
  const dashboard = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/seller/dashboard', headers })).json().data.earnings;
  let line: TestLine;
  let other: TestLine;
  let seller: Awaited<ReturnType<typeof ownerOf>>;
  let otherSeller: Awaited<ReturnType<typeof ownerOf>>;
  beforeAll(async () => {
    [line, other] = await linesFromTwoShops(t.app, 1000);
    seller = await ownerOf(t.app, line);
    otherSeller = await ownerOf(t.app, other);
  });

  it('asks for a login, and answers null to a user without an open shop', async () => {
    expect((await earnings({})).code).toBe(ErrorCode.tokenExpired);
    const buyer = await registerBuyer(t.app);
    expect(await earnings(buyer.headers)).toMatchObject({ code: 200, data: null });
  });

  it('answers the caller’s own shop’s figures, as its dashboard does, and follows an order from pending to this month', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const start = (await earnings(seller.headers)).data;
    expect(start).toEqual(await dashboard(seller.headers));
    const otherStart = (await earnings(otherSeller.headers)).data;

    const id = await placeOrder(t.app, buyer!, line, 'wallet');
    const placed = await orderRow(t.app, id);
    const [subtotal, discount, mall_discount, shipping_fee, commission] = [
      placed.subtotal,
      placed.discount,
      placed.mall_discount,
      placed.shipping_fee,
      placed.commission,
    ].map(Number) as [number, number, number, number, number];
    const net = saleOf({ subtotal, discount, mall_discount, shipping_fee, commission }) - commission;
    expect(net).toBeGreaterThan(0);
    expect((await earnings(seller.headers)).data).toEqual({ ...start, pending: start.pending + net });

    await ship(t.app, seller.headers, id);
    const confirmed = (await postForm(t.app, '/api/customer/order/confirm', { id }, buyer!.headers)).json();
    expect(confirmed.data.delivery_status).toBe('completed');
    const settled = (await earnings(seller.headers)).data;
    expect(settled).toEqual({
      this_month: start.this_month + net,
      last_month: start.last_month,
      pending: start.pending,
      commission_paid: start.commission_paid + commission,
    });
    expect(settled).toEqual(await dashboard(seller.headers));
    // Another shop's owner sees only their own shop: nothing of this order.
    expect((await earnings(otherSeller.headers)).data).toEqual(otherStart);
  });

  it('answers null once the shop is no longer open', async () => {
    expect((await earnings(otherSeller.headers)).data).not.toBeNull();
    await t.app.db.updateTable('shop').set({ status: 'suspended' }).where('id', '=', other.shopId).execute();
    try {
      expect(await earnings(otherSeller.headers)).toMatchObject({ code: 200, data: null });
    } finally {
      await t.app.db.updateTable('shop').set({ status: 'active' }).where('id', '=', other.shopId).execute();
    }
  });
});

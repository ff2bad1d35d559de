import { beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { balanceOfUser, buyers } from '../checkout/test-checkout';
import { confirmReceipt } from '../orders/buyer-service';
import { completeShippedOrders } from '../orders/sweeps';
import { unbalancedWallets } from '../wallet/queries';
import { affiliateShareOf, saleOf } from './amounts';
import { settleOrder } from './settle-order';
import { orderLedger, orderRow, placeOrder, type SellingShop, sellingShop, ship } from './test-earnings';

const money = (order: Awaited<ReturnType<typeof orderRow>>) => ({
  subtotal: Number(order.subtotal),
  discount: Number(order.discount),
  mall_discount: Number(order.mall_discount),
  shipping_fee: Number(order.shipping_fee),
  commission: Number(order.commission),
});

describe('what an order is worth when it settles', () => {
  const order = { subtotal: 10_000, discount: 1_500, mall_discount: 500, shipping_fee: 700, commission: 900 };
  it('credits goods less the shop’s coupon plus shipping; the referral share comes out of the commission', () => {
    expect(saleOf(order)).toBe(9_700);
    expect(affiliateShareOf(order, 300)).toBe(270);
    // Never more than the commission the mall earned on it.
    expect(affiliateShareOf({ ...order, commission: 100 }, 300)).toBe(100);
    expect(affiliateShareOf(order, 0)).toBe(0);
  });
});

describe.each(dialects())('settling orders on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shop: SellingShop;
  const post = (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    postForm(t.app, url, body, headers).then((r) => r.json());
  const dashboard = async () => (await t.app.inject({ url: '/api/seller/dashboard', headers: shop.headers })).json().data.earnings;
  const sales = async (id: number) => (await orderLedger(t.app, id)).filter((row) => row.kind === 'sale');
  beforeAll(async () => {
    shop = await sellingShop(t.app);
  });

  it('a receipt settles a paid order once: sale credited, commission debited, tax and the mall’s coupon left to the mall', async () => {
    await t.app.db.insertInto('website_config').values({ key: 'tax_rate_bps', value: '700' }).execute();
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    // Enough goods for the mall's WELCOME5 coupon, so the mall's share is not 0.
    const quantity = Math.max(1, Math.ceil(3_000 / shop.line.price));
    const id = await placeOrder(t.app, buyer!, shop.line, 'wallet', { quantity, coupon_code: 'WELCOME5' });
    await t.app.db.deleteFrom('website_config').where('key', '=', 'tax_rate_bps').execute();
    const placed = await orderRow(t.app, id);
    expect(Number(placed.mall_discount)).toBe(500);
    expect(Number(placed.tax)).toBeGreaterThan(0);
    expect(Number(placed.commission)).toBeGreaterThan(0);

    const before = await balanceOfUser(t.app, shop.ownerId);
    await ship(t.app, shop.headers, id);
    expect((await orderRow(t.app, id)).settled_at).toBeNull();
    expect((await post('/api/customer/order/confirm', { id }, buyer!.headers)).data.delivery_status).toBe('completed');

    const done = await orderRow(t.app, id);
    expect(done.settled_at).not.toBeNull();
    const sale = Number(done.actual_pay) - Number(done.tax) + Number(done.mall_discount);
    expect(sale).toBe(saleOf(money(done)));
    // (The wallet payment is the checkout's row, `checkout:<id>`.)
    expect(await orderLedger(t.app, id)).toEqual([
      { user_id: shop.ownerId, kind: 'sale', amount: sale },
      { user_id: shop.ownerId, kind: 'commission', amount: -Number(done.commission) },
    ]);
    expect(await balanceOfUser(t.app, shop.ownerId)).toBe(before + sale - Number(done.commission));
    // No referrer: nothing recorded.
    expect([done.affiliate_user_id, Number(done.affiliate_amount)]).toEqual([null, 0]);

    // Settling again, or the sweep coming by later, pays nothing more.
    expect(await settleOrder(t.app.db, id)).toBe(false);
    await completeShippedOrders(t.app.db, new Date(Date.now() + 11 * DAY));
    expect(await sales(id)).toHaveLength(1);
    expect(await balanceOfUser(t.app, shop.ownerId)).toBe(before + sale - Number(done.commission));
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('the sweep settles what it completes; a receipt and sweeps racing settle once', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const bySweep = await placeOrder(t.app, buyer!, shop.line, 'wallet');
    const raced = await placeOrder(t.app, buyer!, shop.line, 'wallet');
    await ship(t.app, shop.headers, bySweep);
    await ship(t.app, shop.headers, raced, true);

    const before = await balanceOfUser(t.app, shop.ownerId);
    const later = new Date(Date.now() + 11 * DAY);
    const [receipt, receiptAgain] = await Promise.all([
      confirmReceipt(t.app.db, 'en', buyer!.id, raced),
      confirmReceipt(t.app.db, 'en', buyer!.id, raced),
      completeShippedOrders(t.app.db, later),
      completeShippedOrders(t.app.db, later),
    ]);
    // At most one receipt wins (the sweep may have completed it first).
    expect([receipt.ok, receiptAgain.ok].filter(Boolean).length).toBeLessThanOrEqual(1);
    let expected = before;
    for (const id of [bySweep, raced]) {
      const order = await orderRow(t.app, id);
      expect(order.delivery_status).toBe('completed');
      expect(order.settled_at).not.toBeNull();
      expect(await sales(id)).toEqual([{ user_id: shop.ownerId, kind: 'sale', amount: saleOf(money(order)) }]);
      expect((await orderLedger(t.app, id)).filter((row) => row.kind === 'commission')).toHaveLength(1);
      expected += saleOf(money(order)) - Number(order.commission);
    }
    expect(await balanceOfUser(t.app, shop.ownerId)).toBe(expected);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('cash on delivery settles when it is both completed and paid, whichever comes last', async () => {
    const [buyer] = await buyers(t.app, 1);
    // Completed first, paid after.
    const paidLast = await placeOrder(t.app, buyer!, shop.line, 'cod');
    await ship(t.app, shop.headers, paidLast, true);
    expect((await post('/api/customer/order/confirm', { id: paidLast }, buyer!.headers)).data.delivery_status).toBe('completed');
    expect((await orderRow(t.app, paidLast)).settled_at).toBeNull();
    expect(await orderLedger(t.app, paidLast)).toEqual([]);
    const before = await balanceOfUser(t.app, shop.ownerId);
    expect((await post('/api/seller/order/paid', { id: paidLast }, shop.headers)).data.payment_status).toBe('paid');
    const order = await orderRow(t.app, paidLast);
    expect(order.settled_at).not.toBeNull();
    // The buyer's cash is already the seller's: settling takes only what the seller owes (the commission, the tax; less the mall's coupon).
    expect(await balanceOfUser(t.app, shop.ownerId)).toBe(before + saleOf(money(order)) - Number(order.commission) - Number(order.actual_pay));

    // Paid first, completed after: the receipt settles it.
    const paidFirst = await placeOrder(t.app, buyer!, shop.line, 'cod');
    await ship(t.app, shop.headers, paidFirst, true);
    await post('/api/seller/order/paid', { id: paidFirst }, shop.headers);
    expect((await orderRow(t.app, paidFirst)).settled_at).toBeNull();
    await post('/api/customer/order/confirm', { id: paidFirst }, buyer!.headers);
    expect((await orderRow(t.app, paidFirst)).settled_at).not.toBeNull();
    expect(await sales(paidFirst)).toHaveLength(1);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('a cancelled order never settles', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const id = await placeOrder(t.app, buyer!, shop.line, 'wallet');
    expect((await post('/api/customer/order/cancel', { id, cancel_remark: 'No' }, buyer!.headers)).data.delivery_status).toBe('cancelled');
    expect(await settleOrder(t.app.db, id)).toBe(false);
    await completeShippedOrders(t.app.db, new Date(Date.now() + 11 * DAY));
    expect((await orderRow(t.app, id)).settled_at).toBeNull();
    expect((await orderLedger(t.app, id)).map((row) => row.kind)).toEqual(['order_refund']);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('pays the buyer’s referrer its share of the goods (website config affiliate_bps), recorded on the order', async () => {
    const [referrer, referred] = await buyers(t.app, 2, 1_000_000);
    await t.app.db.updateTable('user').set({ invited_by: referrer!.id }).where('id', '=', referred!.id).execute();
    const id = await placeOrder(t.app, referred!, shop.line, 'wallet');
    await ship(t.app, shop.headers, id);
    const before = await balanceOfUser(t.app, referrer!.id);
    await post('/api/customer/order/confirm', { id }, referred!.headers);
    const order = await orderRow(t.app, id);
    const share = affiliateShareOf(money(order), 300);
    expect(share).toBeGreaterThan(0);
    expect([order.affiliate_user_id, Number(order.affiliate_amount)]).toEqual([referrer!.id, share]);
    expect((await orderLedger(t.app, id)).filter((row) => row.kind === 'affiliate')).toEqual([{ user_id: referrer!.id, kind: 'affiliate', amount: share }]);
    expect(await balanceOfUser(t.app, referrer!.id)).toBe(before + share);

    // The setting is read at settlement.
    await t.app.db.insertInto('website_config').values({ key: 'affiliate_bps', value: '500' }).execute();
    const second = await placeOrder(t.app, referred!, shop.line, 'wallet');
    await ship(t.app, shop.headers, second);
    await post('/api/customer/order/confirm', { id: second }, referred!.headers);
    await t.app.db.deleteFrom('website_config').where('key', '=', 'affiliate_bps').execute();
    const secondRow = await orderRow(t.app, second);
    expect(Number(secondRow.affiliate_amount)).toBe(affiliateShareOf(money(secondRow), 500));
    expect(await balanceOfUser(t.app, referrer!.id)).toBe(before + share + Number(secondRow.affiliate_amount));
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('the dashboard’s earnings: pending until settled, then this month; last month by the day settled; commission paid', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const start = await dashboard();
    const id = await placeOrder(t.app, buyer!, shop.line, 'wallet');
    const unpaid = await placeOrder(t.app, buyer!, shop.line, 'cod');
    const placed = await orderRow(t.app, id);
    const net = saleOf(money(placed)) - Number(placed.commission);
    // Paid, not settled: pending. Unpaid cash on delivery is not.
    expect(await dashboard()).toEqual({ ...start, pending: start.pending + net });

    await ship(t.app, shop.headers, id);
    await post('/api/customer/order/confirm', { id }, buyer!.headers);
    const settled = await dashboard();
    expect(settled).toEqual({
      this_month: start.this_month + net,
      last_month: start.last_month,
      pending: start.pending,
      commission_paid: start.commission_paid + Number(placed.commission),
    });

    // Settled in the middle of last month, it counts there.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString();
    await t.app.db.updateTable('orders').set({ settled_at: lastMonth }).where('id', '=', id).execute();
    expect(await dashboard()).toEqual({ ...settled, this_month: start.this_month, last_month: start.last_month + net });

    // The dashboard's other figures are still there for the page that reads them.
    const whole = (await t.app.inject({ url: '/api/seller/dashboard', headers: shop.headers })).json().data;
    expect(whole).toMatchObject({ sales: expect.any(Object), products: expect.any(Object), chart: expect.any(Object) });
    await post('/api/customer/order/cancel', { id: unpaid, cancel_remark: 'No' }, buyer!.headers);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});

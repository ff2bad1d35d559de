/**
 * Refund and return requests through the API on every database: each route, state and code, the
 * money (wallet, card, before and after settling), stock for returns, notices, and races. The
 * ledger audit finds nothing after each test.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { type Buyer, balanceOfUser, buyers, buyNowOf, placeFor, stockOf } from '../checkout/test-checkout';
import { saleOf } from '../earnings/amounts';
import { orderRow, placeOrder, type SellingShop, sellingShop, ship } from '../earnings/test-earnings';
import type { PaymentProvider } from '../payments/provider';
import { sandboxProvider } from '../payments/sandbox';
import { adminHeaders, uploadsOf } from '../seller/test-seller';
import { reviewRefund } from './steps';

const CARD = { card_number: '4242424242424242', card_exp: '12/40', card_cvc: '123', card_name: 'Refund Tester' };

describe.each(dialects())('refunds and returns on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shop: SellingShop;
  let admin: Record<string, string>;
  const post = (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    postForm(t.app, url, body, headers).then((r) => r.json());
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers }).then((r) => r.json());
  const lineOf = async (orderId: number) =>
    await t.app.db.selectFrom('order_item').select(['id', 'price', 'variant_id']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const apply = (buyer: Buyer, itemId: number, fields: Record<string, string | number> = {}) =>
    post(
      '/api/customer/refund/apply',
      { order_item_id: itemId, quantity: 1, type: 'refund', reason: 'damaged', description: 'Cracked', ...fields },
      buyer.headers,
    );
  /** A paid wallet order of `quantity` and its line. */
  const walletOrder = async (buyer: Buyer, quantity = 2) => {
    const id = await placeOrder(t.app, buyer, shop.line, 'wallet', { quantity });
    return { id, item: await lineOf(id) };
  };

  beforeAll(async () => {
    shop = await sellingShop(t.app);
    admin = await adminHeaders(t.app);
  });
  afterEach(async () => {
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('a refund: applied, approved by the seller, paid back to the wallet; notices to both sides; the list and detail show it', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const { id, item } = await walletOrder(buyer!, 2);
    const pictures = await uploadsOf(t.app, buyer!.id, 2);
    const applied = await apply(buyer!, item.id, { images: pictures.join(',') });
    expect(applied.code).toBe(200);
    expect(applied.data).toMatchObject({ order_id: id, state: 'pending', price: item.price, quantity: 1, type: 'refund', images: pictures });
    expect(applied.data.product).toBeTruthy();

    // The line is held while the request is open.
    expect((await apply(buyer!, item.id)).code).toBe(2000010);
    const eligibility = await get(`/api/customer/refund/eligibility?order_id=${id}`, buyer!.headers);
    expect(eligibility.data.lines[0]).toMatchObject({
      quantity: 2,
      refunded_quantity: 0,
      refundable_quantity: 0,
      open_request: { id: applied.data.id, state: 'pending' },
    });

    const before = await balanceOfUser(t.app, buyer!.id);
    const seen = await get('/api/seller/refund/received?state=pending', shop.headers);
    expect(seen.data.list.map((r: { id: number }) => r.id)).toContain(applied.data.id);
    expect((await post('/api/seller/refund/review', { id: applied.data.id, approve: 0 }, shop.headers)).code).toBe(1000009);
    const approved = await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers);
    expect(approved.data).toMatchObject({ state: 'refunded', refund_to: 'wallet' });
    expect(approved.data.refunded_at).toBeTruthy();
    const order = await orderRow(t.app, id);
    // Half the goods paid back (no coupon, no tax here): the line's share.
    expect(approved.data.amount).toBe(Number(item.price));
    expect(Number(order.refunded_amount)).toBe(approved.data.amount);
    expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(Number(before) + approved.data.amount);

    // A second approval answers, and pays, nothing more.
    expect((await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers)).code).toBe(2000018);
    const mine = await get('/api/customer/refund/list?state=refunded', buyer!.headers);
    expect(mine.data).toMatchObject({ total: 1, page: 1 });
    expect(mine.data.list[0]).toMatchObject({ id: applied.data.id, order_sn: order.order_sn, state: 'refunded' });
    expect((await get(`/api/customer/refund/${applied.data.id}`, buyer!.headers)).data.id).toBe(applied.data.id);
    expect((await get(`/api/seller/refund/${applied.data.id}`, shop.headers)).data.id).toBe(applied.data.id);

    const notices = await t.app.db
      .selectFrom('notice')
      .select(['user_id', 'template', 'ref_id'])
      .where('type', '=', 700)
      .where('ref_id', '=', applied.data.id)
      .execute();
    expect(notices.filter((n) => n.user_id === buyer!.id).map((n) => n.template)).toEqual(['refundApplied', 'refundPaid']);
    expect(notices.filter((n) => n.user_id === shop.ownerId).map((n) => n.template)).toEqual(['refundAppliedForShop', 'refundPaidForShop']);
    const list = await get('/api/customer/user/notices', { ...buyer!.headers, lang: 'th' });
    const paidNotice = list.data.list.find((n: { type: number; ref_id: number }) => n.type === 700 && n.ref_id === applied.data.id);
    expect(paidNotice.title).toContain('คืนเงิน');
    expect(paidNotice.for_shop).toBe(false);

    // The other item may still be asked for; a third may not (2000011).
    expect((await apply(buyer!, item.id, { quantity: 2 })).code).toBe(2000011);
    const last = await apply(buyer!, item.id);
    expect(last.code).toBe(200);
    const paidLast = await post('/api/seller/refund/review', { id: last.data.id, approve: 1 }, shop.headers);
    // The last item takes the remainder: the whole order has come back.
    expect(Number((await orderRow(t.app, id)).refunded_amount)).toBe(Number(order.actual_pay));
    expect(paidLast.data.amount).toBe(Number(order.actual_pay) - approved.data.amount);
  });

  it('refuses what cannot be asked: another’s line, unpaid, past the window, foreign pictures', async () => {
    const [buyer, other] = await buyers(t.app, 2, 1_000_000);
    const { id, item } = await walletOrder(buyer!, 1);
    expect((await apply(other!, item.id)).code).toBe(2000019);
    const foreign = await uploadsOf(t.app, other!.id, 1);
    const refused = await apply(buyer!, item.id, { images: foreign[0]! });
    expect(refused).toMatchObject({ code: 1000008 });
    expect(JSON.stringify(refused)).toContain('images.0');
    expect((await apply(buyer!, item.id, { reason: 'bored' })).code).toBe(1000008);

    // An unpaid cash-on-delivery order: no after-sales yet.
    const cod = await placeOrder(t.app, buyer!, shop.line, 'cod');
    expect((await apply(buyer!, (await lineOf(cod)).id)).code).toBe(2000009);

    // Completed 20 days ago, with a 15-day window (default): closed; widening the window opens it.
    await t.app.db
      .updateTable('orders')
      .set({ delivery_status: 'completed', success_time: new Date(Date.now() - 20 * 86_400_000).toISOString() })
      .where('id', '=', id)
      .execute();
    const late = await apply(buyer!, item.id);
    expect(late.code).toBe(2000009);
    expect(JSON.stringify(late)).toContain('afterSalesClosed');
    expect((await get(`/api/customer/refund/eligibility?order_id=${id}`, buyer!.headers)).data.eligible).toBe(false);
    expect((await post('/api/admin/refund/settings', { after_sales_days: 30 }, admin)).data.after_sales_days).toBe(30);
    expect((await apply(buyer!, item.id)).code).toBe(200);
    await post('/api/admin/refund/settings', { after_sales_days: 15 }, admin);
  });

  it('a return: accepted, scheduled (not in the past), received; the goods go back in stock', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const { item } = await walletOrder(buyer!, 3);
    const applied = await apply(buyer!, item.id, { type: 'return', quantity: 2, reason: 'wrong_item' });
    // Goods not yet back: the seller cannot receive a pending return; the buyer cannot schedule it yet.
    expect((await post('/api/customer/refund/schedule', { id: applied.data.id, log_sn: 'RET123', date: '2099-01-01' }, buyer!.headers)).code).toBe(2000014);
    const accepted = await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers);
    expect(accepted.data.state).toBe('awaiting_goods');
    expect((await post('/api/customer/refund/schedule', { id: applied.data.id, log_sn: 'RET123', date: '2020-01-01' }, buyer!.headers)).code).toBe(2000014);
    const today = new Date().toISOString().slice(0, 10);
    const sent = await post('/api/customer/refund/schedule', { id: applied.data.id, log_sn: 'RET123', date: today }, buyer!.headers);
    expect(sent.data).toMatchObject({ state: 'goods_sent', log_sn: 'RET123', send_date: today });
    // Cancelling once the goods are on their way is refused.
    expect((await post('/api/customer/refund/cancel', { id: applied.data.id }, buyer!.headers)).code).toBe(2000018);
    const stock = await stockOf(t.app, item.variant_id);
    const received = await post('/api/seller/refund/received-goods', { id: applied.data.id }, shop.headers);
    expect(received.data).toMatchObject({ state: 'refunded', amount: 2 * Number(item.price) });
    expect(received.data.received_at).toBeTruthy();
    expect(await stockOf(t.app, item.variant_id)).toBe(stock + 2);
  });

  it('cancel, then every step answers 2000013; reject, escalate, and the mall decides', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const { id, item } = await walletOrder(buyer!, 3);
    const first = await apply(buyer!, item.id);
    expect((await post('/api/customer/refund/cancel', { id: first.data.id }, buyer!.headers)).data.state).toBe('cancelled');
    expect((await post('/api/customer/refund/cancel', { id: first.data.id }, buyer!.headers)).code).toBe(2000013);
    expect((await post('/api/seller/refund/review', { id: first.data.id, approve: 1 }, shop.headers)).code).toBe(2000013);
    expect((await post('/api/customer/refund/escalate', { id: first.data.id, reason: 'x' }, buyer!.headers)).code).toBe(2000013);

    const second = await apply(buyer!, item.id);
    const rejected = await post('/api/seller/refund/review', { id: second.data.id, approve: 0, reason: 'Used item' }, shop.headers);
    expect(rejected.data).toMatchObject({ state: 'rejected', seller_reason: 'Used item' });
    // A rejected request still holds the line until escalated and decided, or cancelled.
    expect((await apply(buyer!, item.id)).code).toBe(2000010);
    expect((await post('/api/admin/refund/decide', { id: second.data.id, approve: 1 }, admin)).code).toBe(2000007);
    const escalated = await post('/api/customer/refund/escalate', { id: second.data.id, reason: 'It arrived broken' }, buyer!.headers);
    expect(escalated.data).toMatchObject({ state: 'escalated', escalated: 1, escalate_reason: 'It arrived broken' });
    const queue = await get('/api/admin/refund/list?state=escalated', admin);
    expect(queue.data.list.find((r: { id: number }) => r.id === second.data.id).user.id).toBe(buyer!.id);
    expect((await post('/api/admin/refund/decide', { id: second.data.id, approve: 0 }, admin)).code).toBe(1000009);
    const closed = await post('/api/admin/refund/decide', { id: second.data.id, approve: 0, reason: 'Photos show wear' }, admin);
    expect(closed.data).toMatchObject({ state: 'closed', admin_reason: 'Photos show wear' });

    const third = await apply(buyer!, item.id);
    await post('/api/seller/refund/review', { id: third.data.id, approve: 0, reason: 'No' }, shop.headers);
    await post('/api/customer/refund/escalate', { id: third.data.id, reason: 'Please' }, buyer!.headers);
    const decided = await post('/api/admin/refund/decide', { id: third.data.id, approve: 1, reason: 'Fair' }, admin);
    expect(decided.data).toMatchObject({ state: 'refunded', amount: Number(item.price) });
    expect((await post('/api/admin/refund/decide', { id: third.data.id, approve: 1 }, admin)).code).toBe(2000007);

    // A tab grouping states reads them in one list, paged and counted by the database.
    const ended = await get('/api/customer/refund/list?state=cancelled,closed&page_size=1', buyer!.headers);
    expect(ended.data.total).toBe(2);
    expect(ended.data.list.map((r: { id: number }) => r.id)).toEqual([second.data.id]);
    const endedNext = await get('/api/customer/refund/list?state=cancelled,closed&page_size=1&page=2', buyer!.headers);
    expect(endedNext.data.list.map((r: { id: number }) => r.id)).toEqual([first.data.id]);
    expect((await get('/api/customer/refund/list?state=cancelled,gone', buyer!.headers)).code).toBe(1000008);

    // Refunded in part: the order can no longer be cancelled whole.
    expect((await post('/api/customer/order/cancel', { id }, buyer!.headers)).code).toBe(2000032);
  });

  it('another shop’s or buyer’s request answers 2000019', async () => {
    const [buyer, other] = await buyers(t.app, 2, 1_000_000);
    const { item } = await walletOrder(buyer!, 1);
    const applied = await apply(buyer!, item.id);
    expect((await get(`/api/customer/refund/${applied.data.id}`, other!.headers)).code).toBe(2000019);
    expect((await post('/api/customer/refund/cancel', { id: applied.data.id }, other!.headers)).code).toBe(2000019);
    const otherShop = await t.app.db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select('user.email')
      .where('shop.id', '<>', shop.line.shopId)
      .where('shop.status', '=', 'active')
      .executeTakeFirstOrThrow();
    const { logIn } = await import('../notices/test-notices');
    const stranger = await logIn(t.app, otherShop.email, 'Seller#2026');
    expect((await get(`/api/seller/refund/${applied.data.id}`, stranger)).code).toBe(2000019);
    expect((await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, stranger)).code).toBe(2000019);
  });

  it('a card-paid refund goes back through the provider; a refusal is kept for an operator', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeFor(t.app, buyer!, 'card', { ...buyNowOf(shop.line, 2), ...CARD });
    const id = placed.data.orders[0].id as number;
    const item = await lineOf(id);
    const applied = await apply(buyer!, item.id);
    expect(applied.data.refund_to).toBe('card');
    const approved = await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers);
    expect(approved.data).toMatchObject({ state: 'refunded', refund_to: 'card', card_refund_failed: 0 });
    expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(0);

    const refusing: PaymentProvider = { ...sandboxProvider(), refund: async () => false };
    const again = await apply(buyer!, item.id);
    const refused = await reviewRefund({ db: t.app.db, provider: refusing }, 'en', shop.line.shopId, { id: again.data.id, approve: 1, reason: '' });
    expect(refused.ok && refused.value).toMatchObject({ state: 'refunded', card_refund_failed: 1 });
  });

  it('after settling, the seller is debited (2000022 when short); before settling, settling credits less', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    // Settled: shipped and received.
    const { id, item } = await walletOrder(buyer!, 2);
    await ship(t.app, shop.headers, id);
    await post('/api/customer/order/confirm', { id }, buyer!.headers);
    const settled = await orderRow(t.app, id);
    expect(settled.settled_at).toBeTruthy();
    const applied = await apply(buyer!, item.id);
    // The seller's wallet cannot cover the reversal: nothing changes.
    const ownerBalance = Number(await balanceOfUser(t.app, shop.ownerId));
    await t.app.db.updateTable('wallet').set({ balance: 0 }).where('user_id', '=', shop.ownerId).execute();
    await t.app.db
      .insertInto('wallet_ledger')
      .values({
        user_id: shop.ownerId,
        kind: 'adjustment',
        amount: -ownerBalance,
        balance_after: 0,
        reference: 'test',
        remark: '',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers)).code).toBe(2000022);
    expect((await get(`/api/customer/refund/${applied.data.id}`, buyer!.headers)).data.state).toBe('pending');
    await t.app.db.updateTable('wallet').set({ balance: ownerBalance }).where('user_id', '=', shop.ownerId).execute();
    await t.app.db
      .insertInto('wallet_ledger')
      .values({
        user_id: shop.ownerId,
        kind: 'adjustment',
        amount: ownerBalance,
        balance_after: ownerBalance,
        reference: 'test',
        remark: '',
        created_at: new Date().toISOString(),
      })
      .execute();
    const approved = await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers);
    expect(approved.data.state).toBe('refunded');
    const request = await t.app.db.selectFrom('refund_request').selectAll().where('id', '=', applied.data.id).executeTakeFirstOrThrow();
    expect(Number(await balanceOfUser(t.app, shop.ownerId))).toBe(ownerBalance - Number(request.sale_amount) + Number(request.commission_amount));

    // Not yet settled: the refund is taken off what settling credits.
    const second = await walletOrder(buyer!, 2);
    const early = await apply(buyer!, second.item.id);
    await post('/api/seller/refund/review', { id: early.data.id, approve: 1 }, shop.headers);
    const before = Number(await balanceOfUser(t.app, shop.ownerId));
    await ship(t.app, shop.headers, second.id);
    await post('/api/customer/order/confirm', { id: second.id }, buyer!.headers);
    const order = await orderRow(t.app, second.id);
    const money = {
      subtotal: Number(order.subtotal),
      discount: Number(order.discount),
      mall_discount: Number(order.mall_discount),
      shipping_fee: Number(order.shipping_fee),
      commission: Number(order.commission),
    };
    const net = saleOf(money) - Number(order.refunded_sale) - (money.commission - Number(order.refunded_commission));
    expect(Number(order.refunded_sale)).toBeGreaterThan(0);
    expect(Number(await balanceOfUser(t.app, shop.ownerId))).toBe(before + net);
  });

  it('races: the buyer cancels while the seller approves (one wins, money at most once); two approvals pay once', async () => {
    for (let round = 0; round < 4; round++) {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const { item } = await walletOrder(buyer!, 1);
      const applied = await apply(buyer!, item.id);
      const before = Number(await balanceOfUser(t.app, buyer!.id));
      const [cancel, approve, approveAgain] = await Promise.all([
        post('/api/customer/refund/cancel', { id: applied.data.id }, buyer!.headers),
        post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers),
        post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers),
      ]);
      const wins = [cancel, approve, approveAgain].filter((r) => r.code === 200);
      expect(wins).toHaveLength(1);
      const state = (await get(`/api/customer/refund/${applied.data.id}`, buyer!.headers)).data.state;
      const paid = Number(await balanceOfUser(t.app, buyer!.id)) - before;
      expect(paid).toBe(state === 'refunded' ? Number(item.price) : 0);
      for (const loser of [cancel, approve, approveAgain].filter((r) => r.code !== 200)) expect([2000013, 2000018]).toContain(loser.code);
    }
  });

  it('cancelling an order closes its open requests', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const { id, item } = await walletOrder(buyer!, 2);
    const applied = await apply(buyer!, item.id);
    expect((await post('/api/customer/order/cancel', { id }, buyer!.headers)).code).toBe(200);
    expect((await get(`/api/customer/refund/${applied.data.id}`, buyer!.headers)).data.state).toBe('cancelled');
    expect((await post('/api/seller/refund/review', { id: applied.data.id, approve: 1 }, shop.headers)).code).toBe(2000013);
  });
});

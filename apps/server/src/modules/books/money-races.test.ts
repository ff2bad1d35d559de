/**
 * The defects an outside probe found in the money, each replayed through the API with real
 * concurrent requests on every database, then the books audited: a wallet payment racing the
 * buyer's cancel, ten card payments of one order at once, a card payment racing a cancel, cash on
 * delivery settling (a seller buying its own goods), cash received racing a cancel, and the mall
 * deciding a refund the seller's balance cannot cover.
 */
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { type Buyer, balanceOfUser, buyers, buyNowOf, placeFor } from '../checkout/test-checkout';
import { orderRow, type SellingShop, sellingShop, ship } from '../earnings/test-earnings';
import type { PaymentProvider } from '../payments/provider';
import { sandboxProvider } from '../payments/sandbox';
import { adminHeaders } from '../seller/test-seller';
import { TEST_PIN } from '../wallet/test-pin';
import { givePaymentSettings } from '../withdrawals/test-withdrawals';

const CARD = { card_exp: '12/40', card_cvc: '123', card_name: 'Race Tester' };
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';

/** The sandbox, taking its time to answer (as a real processor does), counting what it is asked. */
function slowProvider() {
  const sandbox = sandboxProvider();
  const asked = { charges: 0, refunds: 0 };
  const provider: PaymentProvider = {
    name: sandbox.name,
    async charge(request) {
      asked.charges++;
      await new Promise((resolve) => setTimeout(resolve, 40));
      return sandbox.charge(request);
    },
    async refund(ref, amount) {
      asked.refunds++;
      return sandbox.refund(ref, amount);
    },
  };
  return { provider, asked };
}

describe.each(dialects())('money races on %s', (dialect) => {
  const card = slowProvider();
  const t = useTestApp(dialect, {}, (app) => {
    app.cardProvider = card.provider;
  });
  let shop: SellingShop;
  let admin: Record<string, string>;
  const post = (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    postForm(t.app, url, body, headers).then((r) => r.json());
  /** An unpaid card order (its card was declined), payable again. */
  const unpaidOrder = async (buyer: Buyer) => {
    const placed = await placeFor(t.app, buyer, 'card', { ...buyNowOf(shop.line), card_number: DECLINED, ...CARD });
    expect(placed.code).toBe(ErrorCode.orderPaymentFailed);
    return placed.data.orders[0] as { id: number; actual_pay: number };
  };
  const audit = async () => expect((await auditLedger(t.app.db)).problems).toEqual([]);

  beforeAll(async () => {
    shop = await sellingShop(t.app);
    admin = await adminHeaders(t.app);
  });

  it('paying from the wallet while the buyer cancels: a paid-then-cancelled order always gives the money back', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const [buyer] = await buyers(t.app, 1, 10_000_000);
      const order = await unpaidOrder(buyer!);
      const [paid, cancelled] = await Promise.all([
        post('/api/customer/order/pay', { id: order.id, payment_method: 'wallet', pin: TEST_PIN }, buyer!.headers),
        post('/api/customer/order/cancel', { id: order.id, cancel_remark: 'changed my mind' }, buyer!.headers),
      ]);
      const row = await orderRow(t.app, order.id);
      outcomes.add(`${paid.code}/${cancelled.code}/${row.payment_status}/${row.delivery_status}`);
      expect(cancelled.code).toBe(200);
      // Cancelled either way; paid first means refunded in the cancel's own step.
      expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(10_000_000);
    }
    await audit();
    expect(outcomes.size).toBeGreaterThan(0);
  }, 60_000);

  it('ten card payments of one order at once ask the provider once; the order is paid once', async () => {
    const [buyer] = await buyers(t.app, 1);
    const order = await unpaidOrder(buyer!);
    const before = card.asked.charges;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/customer/order/pay', { id: order.id, payment_method: 'card', card_number: PAYS, ...CARD }, buyer!.headers)),
    );
    expect(card.asked.charges - before).toBe(1);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect([refused.code, refused.field]).toEqual([ErrorCode.orderPaymentFailed, 'id']);
      expect(['paymentInProgress', 'wrongState']).toContain(refused.reason);
    }
    expect((await orderRow(t.app, order.id)).payment_status).toBe('paid');
    const charges = await t.app.db
      .selectFrom('card_payment')
      .select('status')
      .where('order_ids', '=', JSON.stringify([order.id]))
      .orderBy('id')
      .execute();
    // The placement's declined attempt, then exactly one charge.
    expect(charges.map((c) => c.status)).toEqual(['declined', 'succeeded']);
    await audit();
  });

  it('a card payment racing the cancel never keeps money for a cancelled order', async () => {
    for (let round = 0; round < 6; round++) {
      const [buyer] = await buyers(t.app, 1);
      const order = await unpaidOrder(buyer!);
      const refundsBefore = card.asked.refunds;
      await Promise.all([
        post('/api/customer/order/pay', { id: order.id, payment_method: 'card', card_number: PAYS, ...CARD }, buyer!.headers),
        new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
          post('/api/customer/order/cancel', { id: order.id, cancel_remark: 'too slow' }, buyer!.headers),
        ),
      ]);
      const row = await orderRow(t.app, order.id);
      const charged = await t.app.db
        .selectFrom('card_payment')
        .select('id')
        .where('order_ids', '=', JSON.stringify([order.id]))
        .where('status', '=', 'succeeded')
        .execute();
      if (row.delivery_status === 'cancelled' && charged.length) {
        // Charged and cancelled: the card got its money back (the cancel's refund or the charge's give-back).
        expect(card.asked.refunds - refundsBefore).toBe(1);
      }
    }
    await audit();
  }, 60_000);

  it('cash received racing the cancel never leaves a cancelled order paid', async () => {
    for (let round = 0; round < 10; round++) {
      const [buyer] = await buyers(t.app, 1);
      const placed = await placeFor(t.app, buyer!, 'cod', buyNowOf(shop.line));
      const id = placed.data.orders[0].id as number;
      await Promise.all([
        post('/api/seller/order/paid', { id }, shop.headers),
        post('/api/customer/order/cancel', { id, cancel_remark: 'no' }, buyer!.headers),
      ]);
      const row = await orderRow(t.app, id);
      expect(`${row.payment_status}/${row.delivery_status}`).not.toBe('paid/cancelled');
    }
    await audit();
  }, 60_000);

  it('a seller buying its own goods cash on delivery owes the commission on each, and cannot withdraw money the mall never had', async () => {
    const seller = { id: shop.ownerId, headers: shop.headers };
    await givePaymentSettings(t.app, seller.id, 3);
    const address = await t.app.db
      .insertInto('address')
      .values({
        user_id: seller.id,
        first_name: 'Self Buyer',
        email: 'self@example.test',
        phone: '+15551234567',
        country: 'TH',
        state: '10',
        city: 'Bangkok',
        postcode: '10110',
        address: '2 Silom Road',
        is_default: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asBuyer = { id: seller.id, headers: seller.headers as Buyer['headers'], addressId: address.id };
    // Whatever the seller had is withdrawn first: from here on the wallet holds only what these orders leave.
    const start = Number(await balanceOfUser(t.app, seller.id));
    if (start > 0) expect((await post('/api/customer/info/withdraw', { amount: start, method: 'bank', pin: TEST_PIN }, seller.headers)).code).toBe(200);

    let owed = 0;
    for (let round = 0; round < 5; round++) {
      const placed = await placeFor(t.app, asBuyer, 'cod', buyNowOf(shop.line, 3));
      expect(placed.code).toBe(200);
      const id = placed.data.orders[0].id as number;
      await ship(t.app, shop.headers, id, true);
      expect((await post('/api/seller/order/paid', { id }, shop.headers)).code).toBe(200);
      expect((await post('/api/customer/order/confirm', { id }, seller.headers)).code).toBe(200);
      const row = await orderRow(t.app, id);
      expect(row.settled_at).not.toBeNull();
      owed += Number(row.commission) + Number(row.tax) - Number(row.mall_discount);
    }
    expect(owed).toBeGreaterThan(0);
    expect(Number(await balanceOfUser(t.app, seller.id))).toBe(-owed);
    const withdraw = await post('/api/customer/info/withdraw', { amount: 1000, method: 'bank', pin: TEST_PIN }, seller.headers);
    expect([withdraw.code, withdraw.field]).toEqual([ErrorCode.balanceInsufficient, 'amount']);

    const books = (await t.app.inject({ url: '/api/admin/books', headers: admin })).json().data;
    expect(books.total).toBe(0);
    expect(books.sellers_owing).toEqual(expect.arrayContaining([expect.objectContaining({ shop_id: shop.line.shopId, owed })]));
    await audit();
  }, 60_000);

  it('the mall approves an escalated refund after the seller withdrew everything: the buyer is paid back, the seller owes the rest', async () => {
    const other = await sellingShop(t.app, shop.line.shopId);
    const [buyer] = await buyers(t.app, 1, 10_000_000);
    const placed = await placeFor(t.app, buyer!, 'wallet', buyNowOf(other.line));
    const id = placed.data.orders[0].id as number;
    await ship(t.app, other.headers, id, true);
    expect((await post('/api/customer/order/confirm', { id }, buyer!.headers)).code).toBe(200);
    await givePaymentSettings(t.app, other.ownerId, 3);
    const balance = Number(await balanceOfUser(t.app, other.ownerId));
    expect(balance).toBeGreaterThan(0);
    expect((await post('/api/customer/info/withdraw', { amount: balance, method: 'bank', pin: TEST_PIN }, other.headers)).code).toBe(200);

    const item = await t.app.db.selectFrom('order_item').select('id').where('order_id', '=', id).executeTakeFirstOrThrow();
    const applied = await post(
      '/api/customer/refund/apply',
      { order_item_id: item.id, quantity: 1, type: 'refund', reason: 'damaged', description: 'Broken' },
      buyer!.headers,
    );
    expect(applied.code).toBe(200);
    const refundId = applied.data.id as number;
    // The seller cannot cover it itself, and says no; the buyer asks the mall.
    expect((await post('/api/seller/refund/review', { id: refundId, approve: 0, reason: 'not broken' }, other.headers)).code).toBe(200);
    expect((await post('/api/customer/refund/escalate', { id: refundId, reason: 'it is broken' }, buyer!.headers)).code).toBe(200);
    const before = Number(await balanceOfUser(t.app, buyer!.id));
    const decided = await post('/api/admin/refund/decide', { id: refundId, approve: 1, reason: 'photos show the damage' }, admin);
    expect(decided.code).toBe(200);
    expect(decided.data.state).toBe('refunded');
    expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(before + Number(decided.data.amount));
    const sellerBalance = Number(await balanceOfUser(t.app, other.ownerId));
    expect(sellerBalance).toBeLessThan(0);
    expect(decided.data.shop_owes).toBe(-sellerBalance);
    await audit();
  }, 60_000);
});

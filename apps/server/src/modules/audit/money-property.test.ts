/**
 * Thousands of random money operations on random users, through the services the routes call:
 * top-ups submitted, approved (sometimes for another amount) and rejected; orders placed by wallet,
 * card and cash on delivery, cancelled, or shipped, delivered, paid at the door and received
 * (which settles them); refunds and returns asked, reviewed, sent back, escalated, decided and
 * withdrawn, before and after settling; withdrawals asked, cancelled, paid out and refused. Many are refused on
 * the way (short balances, wrong states): that is part of the point. Afterwards the ledger audit
 * finds nothing, and the wallets hold exactly what the records say came in and went out.
 */
import { checkoutPlaceInputSchema } from '@agora/contract/checkout';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '../../db/schema';
import { dialects, useTestApp } from '../../test/test-app';
import { placeCheckout } from '../checkout/place';
import { buyers, linesFromTwoShops } from '../checkout/test-checkout';
import { cancelOrder, confirmReceipt } from '../orders/buyer-service';
import { markCodPaid, setDelivery, shipOrder } from '../orders/seller-service';
import { sandboxProvider } from '../payments/sandbox';
import { applyRefund } from '../refunds/apply';
import { cancelRefund, decideRefund, escalateRefund, receiveReturnedGoods, reviewRefund, scheduleReturn } from '../refunds/steps';
import { seededRandom } from '../seed/seeded-random';
import { uploadsOf } from '../seller/test-seller';
import { reviewRecharge } from '../topups/review-recharge';
import { submitRecharge } from '../topups/submit-recharge';
import { reviewWithdrawal } from '../withdrawals/review';
import { cancelWithdrawal, requestWithdrawal } from '../withdrawals/withdraw';
import { auditLedger } from './ledger-audit';

const OPERATIONS = 2000;

describe.each(dialects())('money under random operations on %s', (dialect) => {
  const t = useTestApp(dialect);

  it(`${OPERATIONS} random operations leave the books balanced and the wallets holding what the records say`, async () => {
    const db = t.app.db;
    const random = seededRandom(dialect === 'sqlite' ? 7 : 8);
    const pick = <T>(list: T[]): T | undefined => list[Math.floor(random() * list.length)];
    const provider = sandboxProvider();
    await db.insertInto('website_config').values({ key: 'recharge_per_day', value: '1000' }).execute();

    const people = await buyers(t.app, 8);
    const lines = await linesFromTwoShops(t.app, 1_000_000);
    const admin = await db.selectFrom('user').select('id').where('email', '=', 'admin@agora.test').executeTakeFirstOrThrow();
    const walletType = await db.selectFrom('wallet_type').select('code').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const vouchers = new Map<number, string>();
    for (const person of people) {
      vouchers.set(person.id, (await uploadsOf(t.app, person.id))[0] as string);
      await db
        .insertInto('payment_settings')
        .values({ user_id: person.id, bank_name: 'Test Bank', account_name: 'Racer', account_number: '0001112223', updated_at: '2026-01-01T00:00:00.000Z' })
        .execute();
    }
    const ids = people.map((p) => p.id);
    let serial = 0;
    const done = new Map<string, number>();
    const count = (name: string, ok: boolean) => done.set(`${name}:${ok ? 'ok' : 'refused'}`, (done.get(`${name}:${ok ? 'ok' : 'refused'}`) ?? 0) + 1);
    const ordersIn = (states: DeliveryStatus[]) =>
      db
        .selectFrom('orders')
        .select(['id', 'user_id', 'shop_id', 'payment_method', 'payment_status'])
        .where('user_id', 'in', ids)
        .where('delivery_status', 'in', states)
        .execute();

    for (let step = 0; step < OPERATIONS; step++) {
      const who = pick(people)!;
      const roll = random();
      if (roll < 0.16) {
        const amount = 1000 + Math.floor(random() * 40_000);
        const input = { wallet_code: walletType.code, amount, transaction_id: `prop-${dialect}-${process.pid}-${++serial}`, voucher: vouchers.get(who.id)! };
        count('top-up', (await submitRecharge(db, who.id, input, { mediaBaseUrl: '/media' })).ok);
      } else if (roll < 0.3) {
        const pending = await db.selectFrom('recharge').select(['id', 'amount']).where('state', '=', 'pending').where('user_id', 'in', ids).execute();
        const record = pick(pending);
        if (record) {
          const approve = random() < 0.75 ? 1 : 0;
          const actual = random() < 0.3 ? Math.max(1, Math.round(Number(record.amount) * 0.9)) : undefined;
          count(
            'review top-up',
            (await reviewRecharge(db, admin.id, { id: record.id, approve, actual_amount: actual, remark: approve ? '' : 'not received' })).ok,
          );
        }
      } else if (roll < 0.5) {
        const line = pick(lines)!;
        const method = pick(['wallet', 'wallet', 'card', 'cod'] as const)!;
        const input = checkoutPlaceInputSchema.parse({
          product_id: line.productId,
          variant_id: line.variantId,
          quantity: 1 + Math.floor(random() * 3),
          address_id: who.addressId,
          payment_method: method,
          agree: 1,
          idempotency_key: `prop-${dialect}-${process.pid}-${++serial}`,
          ...(method === 'card'
            ? { card_number: random() < 0.8 ? '4242424242424242' : '4000000000000002', card_exp: '12/40', card_cvc: '123', card_name: 'Racer' }
            : {}),
        });
        count(`order by ${method}`, (await placeCheckout({ db, provider, userId: who.id }, input)).ok);
      } else if (roll < 0.58) {
        const order = pick(await ordersIn(['to_ship']));
        if (order) count('cancel order', (await cancelOrder(db, provider, 'en', order.user_id, { id: order.id, cancel_remark: 'changed my mind' })).ok);
      } else if (roll < 0.72) {
        // One step of delivery for a random order on its way, as its shop and its buyer would take it.
        const order = pick(await ordersIn(['to_ship', 'on_the_road', 'in_transit', 'delivered']));
        if (order) {
          const state = (await db.selectFrom('orders').select('delivery_status').where('id', '=', order.id).executeTakeFirstOrThrow()).delivery_status;
          if (state === 'to_ship')
            count('ship', (await shipOrder(db, 'en', order.shop_id, { id: order.id, log_sn: `LOG${order.id}`, arrival_method: 'Post' })).ok);
          else if (state === 'on_the_road' || state === 'in_transit')
            count('deliver', (await setDelivery(db, 'en', order.shop_id, { id: order.id, delivery_status: 'delivered' })).ok);
          else {
            if (order.payment_method === 'cod' && order.payment_status === 'unpaid' && random() < 0.5)
              count('cash received', (await markCodPaid(db, 'en', order.shop_id, order.id)).ok);
            else count('receipt', (await confirmReceipt(db, 'en', order.user_id, order.id)).ok);
          }
        }
      } else if (roll < 0.76) {
        const order = pick(await ordersIn(['completed']));
        if (order?.payment_method === 'cod' && order.payment_status === 'unpaid')
          count('cash received late', (await markCodPaid(db, 'en', order.shop_id, order.id)).ok);
      } else if (roll < 0.8) {
        // A refund or return of one piece of a paid line.
        const paid = await db
          .selectFrom('order_item')
          .innerJoin('orders', 'orders.id', 'order_item.order_id')
          .select(['order_item.id', 'orders.user_id'])
          .where('orders.user_id', 'in', ids)
          .where('orders.payment_status', '=', 'paid')
          .where('orders.delivery_status', '!=', 'cancelled')
          .execute();
        const line = pick(paid);
        if (line) {
          const type: 'refund' | 'return' = random() < 0.7 ? 'refund' : 'return';
          const input = { order_item_id: line.id, quantity: 1, type, reason: 'damaged' as const, description: '', images: [] };
          count('ask refund', (await applyRefund(db, 'en', line.user_id, input)).ok);
        }
      } else if (roll < 0.84) {
        // The next step of an open request, by whoever takes it.
        const open = await db
          .selectFrom('refund_request')
          .select(['id', 'user_id', 'shop_id', 'state'])
          .where('user_id', 'in', ids)
          .where('state', 'in', ['pending', 'awaiting_goods', 'goods_sent', 'rejected', 'escalated'])
          .execute();
        const request = pick(open);
        const deps = { db, provider };
        const yes = random() < 0.7 ? 1 : 0;
        if (request?.state === 'pending')
          count('review refund', (await reviewRefund(deps, 'en', request.shop_id, { id: request.id, approve: yes, reason: yes ? '' : 'looks fine' })).ok);
        else if (request?.state === 'awaiting_goods' && yes)
          count('send back', (await scheduleReturn(deps, 'en', request.user_id, { id: request.id, log_sn: `RET${request.id}`, date: '2099-01-01' })).ok);
        else if (request?.state === 'awaiting_goods' || request?.state === 'goods_sent')
          count('goods received', (await receiveReturnedGoods(deps, 'en', request.shop_id, request.id)).ok);
        else if (request?.state === 'rejected')
          count(
            yes ? 'escalate' : 'cancel refund',
            yes
              ? (await escalateRefund(deps, 'en', request.user_id, { id: request.id, reason: 'it was broken' })).ok
              : (await cancelRefund(deps, 'en', request.user_id, request.id)).ok,
          );
        else if (request?.state === 'escalated')
          count('decide refund', (await decideRefund(deps, 'en', { id: request.id, approve: yes, reason: 'decided' })).ok);
      } else if (roll < 0.9) {
        count('withdraw', (await requestWithdrawal(db, who.id, { amount: 1000 + Math.floor(random() * 30_000), method: 'bank' })).ok);
      } else {
        const pending = await db.selectFrom('withdrawal').select(['id', 'user_id']).where('state', '=', 'pending').where('user_id', 'in', ids).execute();
        const record = pick(pending);
        if (record) {
          const choice = random();
          if (choice < 0.25) count('cancel withdrawal', (await cancelWithdrawal(db, record.user_id, record.id)).ok);
          else
            count(
              'review withdrawal',
              (await reviewWithdrawal(db, admin.id, { id: record.id, approve: choice < 0.8 ? 1 : 0, remark: choice < 0.8 ? '' : 'details wrong' })).ok,
            );
        }
      }
    }

    // Enough of everything happened for the check to mean something.
    for (const name of [
      'top-up:ok',
      'review top-up:ok',
      'order by wallet:ok',
      'order by card:ok',
      'order by cod:ok',
      'cancel order:ok',
      'receipt:ok',
      'withdraw:ok',
      'review withdrawal:ok',
      'ask refund:ok',
      'review refund:ok',
    ])
      expect(done.get(name) ?? 0, name).toBeGreaterThan(3);
    expect(done.get('withdraw:refused') ?? 0).toBeGreaterThan(0);

    expect((await auditLedger(db)).problems).toEqual([]);

    // The whole mall: wallets hold what came in (adjustments, top-ups credited) less what went out
    // (withdrawals paid), less what buyers spent from wallets net of cancellations and refunds to
    // wallets, plus what settled orders paid their sellers (net of commission and of what refunds
    // took back) and referrers: read from the records, not the ledger.
    const one = async <T>(query: Promise<{ n: T }[]>) => Number((await query)[0]?.n ?? 0);
    const held = await one(db.selectFrom('wallet').select(sql<number>`coalesce(sum(balance + frozen), 0)`.as('n')).execute());
    const adjustments = await one(
      db.selectFrom('wallet_ledger').select(sql<number>`coalesce(sum(amount), 0)`.as('n')).where('kind', '=', 'adjustment').execute(),
    );
    const topUps = await one(db.selectFrom('recharge').select(sql<number>`coalesce(sum(actual_amount), 0)`.as('n')).where('state', '=', 'completed').execute());
    const withdrawn = await one(db.selectFrom('withdrawal').select(sql<number>`coalesce(sum(amount), 0)`.as('n')).where('state', '=', 'completed').execute());
    const walletOrders = db.selectFrom('orders').where('payment_method', '=', 'wallet').where('payment_status', '=', 'paid');
    const spent = await one(walletOrders.select(sql<number>`coalesce(sum(actual_pay), 0)`.as('n')).execute());
    const refunded = await one(walletOrders.select(sql<number>`coalesce(sum(actual_pay), 0)`.as('n')).where('delivery_status', '=', 'cancelled').execute());
    const toWallets = await one(
      db
        .selectFrom('refund_request')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('n'))
        .where('state', '=', 'refunded')
        .where('refund_to', '=', 'wallet')
        .execute(),
    );
    const settled = db.selectFrom('orders').where('settled_at', 'is not', null);
    const sellers = await one(
      settled
        .select(sql<number>`coalesce(sum(subtotal - discount + mall_discount + shipping_fee - commission - refunded_sale + refunded_commission), 0)`.as('n'))
        .execute(),
    );
    const referrers = await one(settled.select(sql<number>`coalesce(sum(affiliate_amount), 0)`.as('n')).execute());
    expect(done.get('goods received:ok') ?? 0).toBeGreaterThan(0);
    expect(held).toBe(adjustments + topUps - withdrawn - spent + refunded + toWallets + sellers + referrers);
  }, 240_000);
});

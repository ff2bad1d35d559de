/**
 * Random money steps for the property test and its longer run in `npm run bench`: a world of
 * buyers with payment details and two shops' lines, and one step at a time, picked at random and
 * taken through the services the routes call: top-ups submitted and reviewed; orders placed by
 * wallet, card (some declined) and cash on delivery, with or without the mall's coupon; unpaid
 * orders paid again; cancels; shipping, delivery, cash received and receipt (which settles);
 * refunds and returns asked and taken through every decision; withdrawals asked, cancelled, paid
 * out and refused; operators' adjustments. Many are refused on the way (short balances, wrong
 * states, a step another actor took a moment before): that is part of the point. Several actors
 * run steps at once on the same orders and wallets.
 */
import { checkoutPlaceInputSchema } from '@agora/contract/checkout';
import type { FastifyInstance } from 'fastify';
import type { DeliveryStatus } from '../../db/schema';
import { refusable } from '../../db/transaction';
import { refuse } from '../../lib/errors';
import { proveEmail } from '../account/test-account';
import { postAdjustment } from '../books/wallet-entries';
import { placeCheckout } from '../checkout/place';
import { type Buyer, buyers, linesFromTwoShops, type TestLine } from '../checkout/test-checkout';
import { cancelOrder, confirmReceipt, payOrder } from '../orders/buyer-service';
import { markCodPaid, setDelivery, shipOrder } from '../orders/seller-service';
import type { PaymentProvider } from '../payments/provider';
import { sandboxProvider } from '../payments/sandbox';
import { applyRefund } from '../refunds/apply';
import { cancelRefund, decideRefund, escalateRefund, receiveReturnedGoods, reviewRefund, scheduleReturn } from '../refunds/steps';
import { seededRandom } from '../seed/seeded-random';
import { uploadsOf } from '../seller/test-seller';
import { reviewRecharge } from '../topups/review-recharge';
import { submitRecharge } from '../topups/submit-recharge';
import { TEST_PIN } from '../wallet/test-pin';
import { reviewWithdrawal } from '../withdrawals/review';
import { cancelWithdrawal, requestWithdrawal } from '../withdrawals/withdraw';

export interface MoneyWorld {
  app: FastifyInstance;
  tag: string;
  provider: PaymentProvider;
  people: Buyer[];
  ids: number[];
  lines: TestLine[];
  adminId: number;
  walletCode: string;
  vouchers: Map<number, string>;
  mallCoupons: string[];
  /** How many of each step were taken (`name:ok`) or refused (`name:refused`). */
  done: Map<string, number>;
  serial: number;
}

/** Buyers with a proof picture and bank details, two shops' lines in plenty, and the mall's coupon codes. */
export async function moneyWorld(app: FastifyInstance, tag: string, people = 8): Promise<MoneyWorld> {
  const db = app.db;
  await db
    .insertInto('website_config')
    .values({ key: 'recharge_per_day', value: '100000' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '100000' }))
    .execute();
  const made = await buyers(app, people);
  const admin = await db.selectFrom('user').select('id').where('email', '=', 'admin@agora.test').executeTakeFirstOrThrow();
  const walletType = await db.selectFrom('wallet_type').select('code').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const vouchers = new Map<number, string>();
  for (const person of made) {
    // Withdrawing waits for a proved e-mail address.
    await proveEmail(app, person.id);
    vouchers.set(person.id, (await uploadsOf(app, person.id))[0] as string);
    await db
      .insertInto('payment_settings')
      .values({ user_id: person.id, bank_name: 'Test Bank', account_name: 'Racer', account_number: '0001112223', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
  }
  const coupons = await db.selectFrom('coupon').select('code').where('shop_id', 'is', null).execute();
  return {
    app,
    tag,
    provider: sandboxProvider(),
    people: made,
    ids: made.map((p) => p.id),
    lines: await linesFromTwoShops(app, 1_000_000),
    adminId: admin.id,
    walletCode: walletType.code,
    vouchers,
    mallCoupons: coupons.map((c) => c.code),
    done: new Map(),
    serial: 0,
  };
}

/** One actor: `steps` random steps, one after another, from its own random sequence. */
export async function runActor(world: MoneyWorld, seed: number, steps: number): Promise<void> {
  const random = seededRandom(seed);
  for (let step = 0; step < steps; step++) await randomStep(world, random);
}

async function randomStep(world: MoneyWorld, random: () => number): Promise<void> {
  const { app, provider, people, ids, lines, adminId, vouchers } = world;
  const db = app.db;
  const pick = <T>(list: T[]): T | undefined => list[Math.floor(random() * list.length)];
  const count = (name: string, ok: boolean) => {
    const key = `${name}:${ok ? 'ok' : 'refused'}`;
    world.done.set(key, (world.done.get(key) ?? 0) + 1);
  };
  const key = () => `prop-${world.tag}-${process.pid}-${++world.serial}`;
  const ordersIn = (states: DeliveryStatus[]) =>
    db
      .selectFrom('orders')
      .select(['id', 'user_id', 'shop_id', 'payment_method', 'payment_status', 'actual_pay'])
      .where('user_id', 'in', ids)
      .where('delivery_status', 'in', states)
      .execute();
  const card = () => ({ card_number: random() < 0.8 ? '4242424242424242' : '4000000000000002', card_exp: '12/40', card_cvc: '123', card_name: 'Racer' });
  const who = pick(people)!;
  const roll = random();

  if (roll < 0.13) {
    const input = { wallet_code: world.walletCode, amount: 1000 + Math.floor(random() * 40_000), transaction_id: key(), voucher: vouchers.get(who.id)! };
    count('top-up', (await submitRecharge(db, who.id, input, { mediaBaseUrl: '/media' })).ok);
  } else if (roll < 0.24) {
    const record = pick(await db.selectFrom('recharge').select(['id', 'amount']).where('state', '=', 'pending').where('user_id', 'in', ids).execute());
    if (record) {
      const approve = random() < 0.75 ? 1 : 0;
      const actual = random() < 0.3 ? Math.max(1, Math.round(Number(record.amount) * 0.9)) : undefined;
      count('review top-up', (await reviewRecharge(db, adminId, { id: record.id, approve, actual_amount: actual, remark: approve ? '' : 'not received' })).ok);
    }
  } else if (roll < 0.42) {
    const line = pick(lines)!;
    const method = pick(['wallet', 'wallet', 'card', 'cod'] as const)!;
    const coupon = random() < 0.25 ? pick(world.mallCoupons) : undefined;
    const input = checkoutPlaceInputSchema.parse({
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: 1 + Math.floor(random() * 3),
      address_id: who.addressId,
      payment_method: method,
      agree: 1,
      idempotency_key: key(),
      ...(coupon ? { coupon_code: coupon } : {}),
      ...(method === 'card' ? card() : {}),
      ...(method === 'wallet' ? { pin: TEST_PIN } : {}),
    });
    count(`order by ${method}${coupon ? ' with a coupon' : ''}`, (await placeCheckout({ db, provider, userId: who.id }, input)).ok);
  } else if (roll < 0.46) {
    // An unpaid card order paid again, from the wallet or by card.
    const order = pick((await ordersIn(['to_ship'])).filter((o) => o.payment_status === 'unpaid' && o.payment_method === 'card'));
    if (order) {
      const by = random() < 0.5 ? 'wallet' : 'card';
      count(
        `pay again by ${by}`,
        (await payOrder(db, provider, 'en', order.user_id, { id: order.id, payment_method: by, ...(by === 'card' ? card() : { pin: TEST_PIN }) })).ok,
      );
    }
  } else if (roll < 0.52) {
    const order = pick(await ordersIn(['to_ship']));
    if (order) count('cancel order', (await cancelOrder(db, provider, 'en', order.user_id, { id: order.id, cancel_remark: 'changed my mind' })).ok);
  } else if (roll < 0.66) {
    // One step of delivery for a random order on its way, as its shop and its buyer would take it.
    const order = pick(await ordersIn(['to_ship', 'on_the_road', 'in_transit', 'delivered']));
    if (order) {
      const state = (await db.selectFrom('orders').select('delivery_status').where('id', '=', order.id).executeTakeFirstOrThrow()).delivery_status;
      if (state === 'to_ship') count('ship', (await shipOrder(db, 'en', order.shop_id, { id: order.id, log_sn: `LOG${order.id}`, arrival_method: 'Post' })).ok);
      else if (state === 'on_the_road' || state === 'in_transit')
        count('deliver', (await setDelivery(db, 'en', order.shop_id, { id: order.id, delivery_status: 'delivered' })).ok);
      else if (order.payment_method === 'cod' && order.payment_status === 'unpaid' && random() < 0.5)
        count('cash received', (await markCodPaid(db, 'en', order.shop_id, order.id)).ok);
      else count('receipt', (await confirmReceipt(db, 'en', order.user_id, order.id)).ok);
    }
  } else if (roll < 0.7) {
    const order = pick(await ordersIn(['completed']));
    if (order?.payment_method === 'cod' && order.payment_status === 'unpaid')
      count('cash received late', (await markCodPaid(db, 'en', order.shop_id, order.id)).ok);
  } else if (roll < 0.75) {
    // A refund or return of one piece of a paid line.
    const line = pick(
      await db
        .selectFrom('order_item')
        .innerJoin('orders', 'orders.id', 'order_item.order_id')
        .select(['order_item.id', 'orders.user_id'])
        .where('orders.user_id', 'in', ids)
        .where('orders.payment_status', '=', 'paid')
        .where('orders.delivery_status', '!=', 'cancelled')
        .execute(),
    );
    if (line) {
      const type: 'refund' | 'return' = random() < 0.7 ? 'refund' : 'return';
      count(
        'ask refund',
        (await applyRefund(db, 'en', line.user_id, { order_item_id: line.id, quantity: 1, type, reason: 'damaged', description: '', images: [] })).ok,
      );
    }
  } else if (roll < 0.8) {
    // The next step of an open request, by whoever takes it.
    const request = pick(
      await db
        .selectFrom('refund_request')
        .select(['id', 'user_id', 'shop_id', 'state'])
        .where('user_id', 'in', ids)
        .where('state', 'in', ['pending', 'awaiting_goods', 'goods_sent', 'rejected', 'escalated'])
        .execute(),
    );
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
    else if (request?.state === 'escalated') count('decide refund', (await decideRefund(deps, 'en', { id: request.id, approve: yes, reason: 'decided' })).ok);
  } else if (roll < 0.86) {
    count('withdraw', (await requestWithdrawal(db, who.id, { amount: 1000 + Math.floor(random() * 30_000), method: 'bank', pin: TEST_PIN })).ok);
  } else if (roll < 0.94) {
    const record = pick(await db.selectFrom('withdrawal').select(['id', 'user_id']).where('state', '=', 'pending').where('user_id', 'in', ids).execute());
    if (record) {
      const choice = random();
      if (choice < 0.25) count('cancel withdrawal', (await cancelWithdrawal(db, record.user_id, record.id)).ok);
      else
        count(
          'review withdrawal',
          (await reviewWithdrawal(db, adminId, { id: record.id, approve: choice < 0.8 ? 1 : 0, remark: choice < 0.8 ? '' : 'details wrong' })).ok,
        );
    }
  } else {
    // An operator credits or debits a wallet (a debit the balance does not cover is refused).
    const amount = (random() < 0.7 ? 1 : -1) * (100 + Math.floor(random() * 20_000));
    const posted = await refusable(db, async (trx) => {
      const adjusted = await postAdjustment(trx, { userId: who.id, amount, remark: 'property', createdBy: adminId });
      if (!adjusted.ok) refuse(adjusted);
    });
    count('adjust', posted.ok);
  }
}

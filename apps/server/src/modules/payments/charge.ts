/**
 * Charging a card for orders already placed. The orders are claimed first (one conditional update:
 * unpaid, not cancelled, no other charge under way), so ten payments of one order at once ask the
 * provider once; the attempt is recorded (never the card), then the provider's answer. Whoever
 * moves the attempt out of `pending` (this answer, or the provider's webhook: stripe-webhook.ts)
 * pays the orders still payable and posts the money, once; a charge that finds an order paid or
 * cancelled meanwhile gives that order's money back to the card at once (an operator settles what
 * the provider refuses to take back).
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { MINUTE, nowIso } from '../../lib/time';
import { accounts } from '../books/accounts';
import { post } from '../books/journal';
import { orderMoney, orderShares, postCardReturned } from '../books/order-entries';
import { queueMail } from '../mail/queue-mail';
import { NoticeType, notify } from '../notices/notify';
import type { CardDetails, ChargeStatus, PaymentProvider } from './provider';

export interface CardCharge {
  checkoutId: number;
  userId: number;
  orderIds: number[];
  amount: number;
  card: CardDetails;
}

/** How long a charge holds its orders before another may start (a provider that never answers). */
const CHARGE_HOLD = 10 * MINUTE;

/**
 * Charges the card; answers the provider's verdict (`succeeded`: the orders are paid), or 1500019
 * (`paymentInProgress`, `wrongState`) when the orders cannot be charged now and nothing was asked.
 */
export async function chargeCard(db: Db, provider: PaymentProvider, charge: CardCharge, log?: FastifyBaseLogger): Promise<Result<ChargeStatus>> {
  const claimed = await claimOrders(db, charge.orderIds);
  if (!claimed.ok) return claimed;
  const payment = await recordAttempt(db, provider, charge);
  // A provider that fails to answer leaves the attempt pending for its webhook; the hold lapses by itself.
  const outcome = await provider.charge({
    amount: charge.amount,
    card: charge.card,
    reference: `checkout:${charge.checkoutId}`,
    orderIds: charge.orderIds,
    paymentId: payment.id,
  });
  await db
    .updateTable('card_payment')
    .set({ provider_ref: outcome.providerRef, brand: outcome.brand, last4: outcome.last4 })
    .where('id', '=', payment.id)
    .execute();
  if (outcome.status !== 'pending')
    await settleAttempt(db, provider, { paymentId: payment.id, providerRef: outcome.providerRef, outcome: outcome.status }, log);
  return ok(outcome.status);
}

/**
 * The attempt, `pending`, written before the provider is asked: its webhook finds the attempt even
 * when it arrives before the provider's answer, or when that answer never comes back.
 */
export async function recordAttempt(db: Db, provider: PaymentProvider, charge: Omit<CardCharge, 'card'>) {
  return db
    .insertInto('card_payment')
    .values({
      checkout_id: charge.checkoutId,
      user_id: charge.userId,
      order_ids: JSON.stringify(charge.orderIds),
      provider: provider.name,
      amount: charge.amount,
      status: 'pending',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Holds the orders for this charge, all or none; 1500019 when one is paid, cancelled or being charged. */
export async function claimOrders(db: Db, orderIds: number[]): Promise<Result<true>> {
  const now = nowIso();
  const until = new Date(Date.now() + CHARGE_HOLD).toISOString();
  return inTransaction(db, async (trx) => {
    const held = await trx
      .updateTable('orders')
      .set({ paying_until: until })
      .where('id', 'in', orderIds)
      .where('payment_status', '=', 'unpaid')
      .where('delivery_status', '<>', 'cancelled')
      .where((eb) => eb.or([eb('paying_until', 'is', null), eb('paying_until', '<', now)]))
      .returning('id')
      .execute();
    if (held.length === orderIds.length) return ok(true as const);
    // Release what this claim took: the whole set is charged together or not at all.
    if (held.length) {
      await trx
        .updateTable('orders')
        .set({ paying_until: null })
        .where(
          'id',
          'in',
          held.map((row) => row.id),
        )
        .execute();
    }
    const orders = await trx.selectFrom('orders').select(['payment_status', 'delivery_status']).where('id', 'in', orderIds).execute();
    const busy = orders.every((order) => order.payment_status === 'unpaid' && order.delivery_status !== 'cancelled');
    return fail(ErrorCode.orderPaymentFailed, { field: 'id', reason: busy ? 'paymentInProgress' : 'wrongState' });
  });
}

export interface Settlement {
  /** Our `card_payment` row, as the charge told the provider. */
  paymentId: number;
  /** The provider's reference; the row must carry it, or none yet (its answer never came back). */
  providerRef: string;
  outcome: 'succeeded' | 'declined';
}

/**
 * Moves a pending attempt to its outcome, once: a success pays its orders still payable (and tells
 * their buyers) and posts the money; the part for orders paid or cancelled meanwhile is given back
 * to the card after the commit. Answers the orders it paid (none when the attempt was not pending).
 * A success may also follow a decline: in the provider's own card form the buyer can try another
 * card on the same charge, and money the provider says it took is always accounted for.
 */
export async function settleAttempt(db: Db, provider: PaymentProvider, settlement: Settlement, log?: FastifyBaseLogger): Promise<number[]> {
  const settled = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('card_payment')
      .set({ status: settlement.outcome, provider_ref: settlement.providerRef })
      .where('id', '=', settlement.paymentId)
      .where('provider', '=', provider.name)
      .where('status', 'in', settlement.outcome === 'succeeded' ? ['pending', 'declined'] : ['pending'])
      .where('provider_ref', 'in', ['', settlement.providerRef])
      .returning(['order_ids', 'user_id'])
      .executeTakeFirst();
    if (!row) return null;
    const orderIds = JSON.parse(row.order_ids) as number[];
    await trx.updateTable('orders').set({ paying_until: null }).where('id', 'in', orderIds).execute();
    if (settlement.outcome !== 'succeeded') {
      for (const orderId of orderIds) queueMail(trx, { kind: 'payment', template: 'paymentDeclined', userId: row.user_id, refId: orderId });
      return null;
    }
    const paid = await payOrders(trx, orderIds, nowIso(), 'card');
    const paidIds = new Set(paid.map((order) => order.id));
    const unpayable = await trx.selectFrom('orders').select(['id', 'actual_pay']).where('id', 'in', orderIds).execute();
    const giveBack = unpayable.filter((order) => !paidIds.has(order.id)).map((order) => ({ orderId: order.id, amount: Number(order.actual_pay) }));
    await postCardPayment(trx, settlement.paymentId, paid, giveBack);
    for (const order of paid) {
      await notify(trx, { userId: order.user_id, type: NoticeType.order, state: 1, template: 'orderPaid', params: { order: order.order_sn }, refId: order.id });
    }
    return { paid: [...paidIds], giveBack };
  });
  if (!settled) return [];
  if (settled.giveBack.length > 0) await giveBackToCard(db, provider, settlement, settled.giveBack, log);
  return settled.paid;
}

/** The charge's money: the orders it paid into the books, the rest owed back to the card. */
async function postCardPayment(trx: Executor, paymentId: number, paid: PaidOrder[], giveBack: { orderId: number; amount: number }[]) {
  const posted = await post(trx, {
    reference: `pay:card:${paymentId}`,
    kind: 'payment',
    postings: [
      ...paid.flatMap((order) => [{ account: accounts.card, amount: -order.actual_pay, orderId: order.id }, ...orderShares(order)]),
      ...giveBack.flatMap((part) => [
        { account: accounts.card, amount: -part.amount, orderId: part.orderId },
        { account: accounts.cardRefundsDue, amount: part.amount, orderId: part.orderId },
      ]),
    ],
  });
  if (!posted.ok) throw new Error(`card payment ${paymentId}: its entry could not be posted`);
}

/** Gives back the part of a charge no order could take; a refusal stays owed in the books for an operator. */
async function giveBackToCard(
  db: Db,
  provider: PaymentProvider,
  settlement: Settlement,
  parts: { orderId: number; amount: number }[],
  log?: FastifyBaseLogger,
) {
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  let refunded = false;
  let fault: unknown;
  try {
    refunded = await provider.refund(settlement.providerRef, amount);
  } catch (error) {
    fault = error;
  }
  if (refunded) {
    await inTransaction(db, (trx) => postCardReturned(trx, `card:${settlement.paymentId}`, parts));
    log?.info({ paymentId: settlement.paymentId, amount }, 'card payment for orders no longer payable given back');
  } else log?.error({ err: fault, paymentId: settlement.paymentId, amount }, 'card payment for orders no longer payable: refund it by hand');
}

type PaidOrder = Awaited<ReturnType<typeof payOrders>>[number];

/**
 * Marks unpaid, uncancelled orders paid, and by what (an order placed for a card may be paid from
 * the wallet later, and its refund must go back there); answers the orders this update marked,
 * with their money, as the update left them.
 */
export async function payOrders(db: Executor, orderIds: number[], now: string, method: 'wallet' | 'card') {
  if (orderIds.length === 0) return [];
  const rows = await db
    .updateTable('orders')
    .set({ payment_status: 'paid', payment_method: method, pay_time: now, updated_at: now })
    .where('id', 'in', orderIds)
    .where('payment_status', '=', 'unpaid')
    .where('delivery_status', '<>', 'cancelled')
    .returning(['id', 'user_id', 'order_sn', 'shop_id', 'subtotal', 'discount', 'mall_discount', 'shipping_fee', 'tax', 'actual_pay'])
    .execute();
  return rows.map(orderMoney);
}

/**
 * Charging a card for orders already placed: the attempt is recorded first (never the card), then
 * the provider's answer; on success the orders are marked paid in one conditional update, so a
 * late or repeated success cannot pay a cancelled or already-paid order twice over. A `pending`
 * answer leaves the orders unpaid until the provider's webhook settles the attempt (settle-charge.ts).
 */
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import type { CardDetails, ChargeStatus, PaymentProvider } from './provider';

export interface CardCharge {
  checkoutId: number;
  userId: number;
  orderIds: number[];
  amount: number;
  card: CardDetails;
}

/** Charges the card; answers the provider's verdict (`succeeded`: the orders are paid). */
export async function chargeCard(db: Db, provider: PaymentProvider, charge: CardCharge): Promise<ChargeStatus> {
  // The row exists before the provider is asked, so its webhook finds the attempt even when it
  // arrives before this answer, or when the answer never comes back.
  const payment = await db
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
  const outcome = await provider.charge({
    amount: charge.amount,
    card: charge.card,
    reference: `checkout:${charge.checkoutId}`,
    orderIds: charge.orderIds,
    paymentId: payment.id,
  });
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('card_payment')
      .set({ provider_ref: outcome.providerRef, brand: outcome.brand, last4: outcome.last4 })
      .where('id', '=', payment.id)
      .execute();
    // A webhook that came first has settled it already.
    await trx.updateTable('card_payment').set({ status: outcome.status }).where('id', '=', payment.id).where('status', '=', 'pending').execute();
    if (outcome.status === 'succeeded') await markOrdersPaid(trx, charge.orderIds, nowIso(), 'card');
  });
  return outcome.status;
}

/**
 * Marks unpaid, uncancelled orders paid, and by what (an order placed for a card may be paid from
 * the wallet later, and its refund must go back there); answers how many it marked.
 */
export async function markOrdersPaid(db: Executor, orderIds: number[], now: string, method: 'wallet' | 'card'): Promise<number> {
  return (await payOrders(db, orderIds, now, method)).length;
}

/** `markOrdersPaid`, answering the orders it marked (a late payment tells their buyers, and gives back the rest). */
export async function payOrders(db: Executor, orderIds: number[], now: string, method: 'wallet' | 'card') {
  if (orderIds.length === 0) return [];
  return db
    .updateTable('orders')
    .set({ payment_status: 'paid', payment_method: method, pay_time: now, updated_at: now })
    .where('id', 'in', orderIds)
    .where('payment_status', '=', 'unpaid')
    .where('delivery_status', '<>', 'cancelled')
    .returning(['id', 'user_id', 'order_sn'])
    .execute();
}

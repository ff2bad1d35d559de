/**
 * Charging a card for orders already placed: the provider's answer is recorded (never the card),
 * and on success the orders are marked paid in one conditional update, so a late or repeated
 * success cannot pay a cancelled or already-paid order twice over.
 */
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import type { CardDetails, PaymentProvider } from './provider';

export interface CardCharge {
  checkoutId: number;
  userId: number;
  orderIds: number[];
  amount: number;
  card: CardDetails;
}

/** Charges the card; true when it succeeded and the orders are paid. */
export async function chargeCard(db: Db, provider: PaymentProvider, charge: CardCharge): Promise<boolean> {
  const outcome = await provider.charge({ amount: charge.amount, card: charge.card, reference: `checkout:${charge.checkoutId}` });
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('card_payment')
      .values({
        checkout_id: charge.checkoutId,
        user_id: charge.userId,
        order_ids: JSON.stringify(charge.orderIds),
        provider: provider.name,
        provider_ref: outcome.providerRef,
        amount: charge.amount,
        status: outcome.status,
        brand: outcome.brand,
        last4: outcome.last4,
        created_at: now,
      })
      .execute();
    if (outcome.status === 'succeeded') await markOrdersPaid(trx, charge.orderIds, now, 'card');
  });
  return outcome.status === 'succeeded';
}

/**
 * Marks unpaid, uncancelled orders paid, and by what (an order placed for a card may be paid from
 * the wallet later, and its refund must go back there); answers how many it marked.
 */
export async function markOrdersPaid(db: Executor, orderIds: number[], now: string, method: 'wallet' | 'card'): Promise<number> {
  const paid = await db
    .updateTable('orders')
    .set({ payment_status: 'paid', payment_method: method, pay_time: now, updated_at: now })
    .where('id', 'in', orderIds)
    .where('payment_status', '=', 'unpaid')
    .where('delivery_status', '<>', 'cancelled')
    .executeTakeFirst();
  return Number(paid.numUpdatedRows);
}

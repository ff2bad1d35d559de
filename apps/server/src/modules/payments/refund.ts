/** Giving card money back (a cancelled order, an approved refund): through the provider that took it. */
import type { Db } from '../../db/database';
import type { PaymentProvider } from './provider';

/**
 * The successful charge that paid the order: one of its checkout's charges (the checkout's own, or
 * a later payment of that order alone); undefined when there is none.
 */
export async function findCharge(db: Db, order: { id: number; checkout_id: number }) {
  const charges = await db
    .selectFrom('card_payment')
    .select(['id', 'provider_ref', 'order_ids'])
    .where('checkout_id', '=', order.checkout_id)
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .execute();
  return charges.find((row) => (JSON.parse(row.order_ids) as number[]).includes(order.id));
}

/**
 * Refunds `amount` of the charge that paid the order; false when there is none, or the provider
 * refused or could not be reached (the caller records the failure for an operator).
 */
export async function refundCard(db: Db, provider: PaymentProvider, order: { id: number; checkout_id: number }, amount: number): Promise<boolean> {
  const charge = await findCharge(db, order);
  if (!charge) return false;
  try {
    return await provider.refund(charge.provider_ref, amount);
  } catch {
    return false;
  }
}

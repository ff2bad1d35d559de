/** Giving card money back for a cancelled order: through the provider that took it. */
import type { Db } from '../../db/database';
import type { PaymentProvider } from './provider';

/**
 * Refunds `amount` of the successful charge that paid the order: one of its checkout's charges
 * (the checkout's own, or a later payment of that order alone); false when there is none or the
 * provider refused.
 */
export async function refundCard(db: Db, provider: PaymentProvider, order: { id: number; checkout_id: number }, amount: number): Promise<boolean> {
  const charges = await db
    .selectFrom('card_payment')
    .select(['provider_ref', 'order_ids'])
    .where('checkout_id', '=', order.checkout_id)
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .execute();
  const charge = charges.find((row) => (JSON.parse(row.order_ids) as number[]).includes(order.id));
  if (!charge) return false;
  return provider.refund(charge.provider_ref, amount);
}

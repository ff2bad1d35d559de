/** Giving card money back (a cancelled order, an approved refund): through the provider that took it. */
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { postCardReturned } from '../books/order-entries';
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
 * Refunds `amount` of the charge that paid the order and, once the provider took it, moves it out
 * of the card refunds owed in the books (`owed` names what owed it: `cancel:order:12`,
 * `refund:3`); false when there is no charge, or the provider refused or could not be reached (the
 * money stays owed, and the caller flags it for an operator).
 */
export async function refundCard(
  db: Db,
  provider: PaymentProvider,
  order: { id: number; checkout_id: number },
  amount: number,
  owed: string,
): Promise<boolean> {
  const charge = await findCharge(db, order);
  if (!charge) return false;
  let refunded = false;
  try {
    refunded = await provider.refund(charge.provider_ref, amount);
  } catch {
    return false;
  }
  if (refunded) await inTransaction(db, (trx) => postCardReturned(trx, owed, [{ orderId: order.id, amount }]));
  return refunded;
}

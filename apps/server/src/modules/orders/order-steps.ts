/**
 * The steps that end an order, shared by everyone who may take them: the buyer's cancel and the
 * mall's (admin console), the buyer's "received" and the mall's confirmation of delivery. Each runs
 * inside the caller's transaction and decides from the row its own conditional update moved,
 * never from an earlier read; the caller adds its own notices in the same transaction.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Db, Executor } from '../../db/database';
import { fail, type Result } from '../../lib/errors';
import { orderMoney, postCancellation } from '../books/order-entries';
import { giveBackCoupons } from '../coupons/give-back';
import { settleOrder } from '../earnings/settle-order';
import type { PaymentProvider } from '../payments/provider';
import { refundCard } from '../payments/refund';
import { closeOpenRefunds } from '../refunds/close-open';
import { findOrder, itemsOf, moveOrder, restock, SHIPPED } from './queries';

/**
 * Cancels an order not yet shipped and whole (no refund paid back): its open refund requests close,
 * its goods go back on the shelf, its coupons back to the buyer, and a paid order's money back out
 * of the books to the wallet (or owed to the card: `giveBackCancelled` after the commit). Answers
 * the moved row and how it was paid, or null when the order was not cancellable as the update
 * found it.
 */
export async function cancelWhole(trx: Executor, id: number, now: string, remark: string) {
  const moved = await moveOrder(
    trx,
    id,
    // An order with a refund paid back is no longer whole: its other lines go by refund requests.
    { delivery: ['to_ship'], nothingRefunded: true },
    { delivery_status: 'cancelled', cancel_time: now, cancel_remark: remark, updated_at: now },
  );
  if (!moved) return null;
  await closeOpenRefunds(trx, id, now);
  await restock(trx, await itemsOf(trx, [id]));
  await giveBackCoupons(trx, moved);
  // Paid or not as this update found it: a payment that committed a moment before is given back.
  const paidBy = moved.payment_status === 'paid' && moved.payment_method !== 'cod' ? moved.payment_method : null;
  if (paidBy) {
    const back = await postCancellation(trx, orderMoney(moved), paidBy);
    if (!back.ok) throw new Error(`cancelling order ${id}: its money could not be given back`);
  }
  return { paidBy, order: moved };
}

/** Why `cancelWhole` found the order not cancellable, read again after it: 2000033 once shipped, else 2000032. */
export async function cancelRefusal(db: Executor, id: number): Promise<Result<never>> {
  const now = await findOrder(db, id);
  if (now && SHIPPED.includes(now.delivery_status)) return fail(ErrorCode.shippedCannotCancel, { field: 'id', reason: 'wrongState' });
  return fail(ErrorCode.cancelOrderFailed, { field: 'id', reason: 'wrongState' });
}

/** After the commit: the card takes its money back; a refusal stays owed in the books and flagged for an operator. */
export async function giveBackCancelled(db: Db, provider: PaymentProvider, order: { id: number; checkout_id: number; actual_pay: number }) {
  if (!(await refundCard(db, provider, order, Number(order.actual_pay), `cancel:order:${order.id}`))) {
    // Kept for an operator to settle by hand (the admin console lists it); the cancel stands.
    await db.updateTable('orders').set({ card_refund_failed: 1 }).where('id', '=', order.id).execute();
  }
}

/** Receipt confirmed: a shipped order is completed (and, if paid, settled). Answers the moved row, or null when it was not shipped. */
export async function completeReceived(trx: Executor, id: number, now: string) {
  const moved = await moveOrder(trx, id, { delivery: SHIPPED }, { delivery_status: 'completed', success_time: now, updated_at: now });
  if (!moved) return null;
  // Delivered at the latest now: a parcel never marked delivered arrived when the receipt says.
  await trx.updateTable('orders').set({ delivery_time: now }).where('id', '=', id).where('delivery_time', 'is', null).execute();
  await settleOrder(trx, id, now);
  return moved;
}

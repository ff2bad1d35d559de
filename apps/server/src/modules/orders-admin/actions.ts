/**
 * The mall's actions on an order, each through the same step the buyer's takes (orders/order-steps.ts):
 * cancel with a reason told to the buyer and the shop (an order not yet shipped and whole; a shipped
 * one is refunded through a refund request instead: 2000033), confirm delivery of a shipped order
 * (what the buyer's "received" does, e.g. the carrier confirmed but the buyer never clicked), and a
 * note for the other operators. Each leaves a row in `order_note` with its operator.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { AdminOrderDetail } from '@agora/contract/orders-admin';
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { NoticeType, notify } from '../notices/notify';
import { cancelRefusal, cancelWhole, completeReceived, giveBackCancelled } from '../orders/order-steps';
import { findOrder } from '../orders/queries';
import type { PaymentProvider } from '../payments/provider';
import { adminOrderDetail } from './detail';

const notFound = () => fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });

async function detail(db: Db, lang: Lang, id: number): Promise<Result<AdminOrderDetail>> {
  const found = await adminOrderDetail(db, lang, id);
  return found ? ok(found) : notFound();
}

const addNoteRow = (trx: Executor, orderId: number, authorId: number, kind: 'note' | 'cancel' | 'deliver', body: string, now: string) =>
  trx.insertInto('order_note').values({ order_id: orderId, author_id: authorId, kind, body, created_at: now }).execute();

/**
 * Cancels the order for the mall: as the buyer's cancel does (goods, coupons and a paid order's
 * money back), with `reason` as its cancel remark and in a notice to the buyer and to the shop.
 * 2000033 once shipped, 2000032 when completed, cancelled already or partly refunded.
 */
export async function cancelByMall(
  db: Db,
  provider: PaymentProvider,
  lang: Lang,
  operatorId: number,
  input: { id: number; reason: string },
): Promise<Result<AdminOrderDetail>> {
  const row = await findOrder(db, input.id);
  if (!row) return notFound();
  const now = nowIso();
  const cancelled = await inTransaction(db, async (trx) => {
    const done = await cancelWhole(trx, row.id, now, input.reason);
    if (!done) return null;
    await addNoteRow(trx, row.id, operatorId, 'cancel', input.reason, now);
    const shop = await trx.selectFrom('shop').select('user_id').where('id', '=', done.order.shop_id).executeTakeFirstOrThrow();
    const params = { order: done.order.order_sn, reason: input.reason };
    await notify(trx, { userId: done.order.user_id, type: NoticeType.order, state: -1, template: 'orderCancelledByMall', params, refId: row.id });
    await notify(trx, { userId: shop.user_id, type: NoticeType.order, state: -1, template: 'orderCancelledByMallForShop', params, refId: row.id });
    return done;
  });
  if (!cancelled) return cancelRefusal(db, row.id);
  if (cancelled.paidBy === 'card') await giveBackCancelled(db, provider, cancelled.order);
  return detail(db, lang, row.id);
}

/** Confirms a shipped order delivered and received for the buyer: it completes (and settles, if paid). 2000006 before it ships or once done. */
export async function deliverByMall(db: Db, lang: Lang, operatorId: number, id: number): Promise<Result<AdminOrderDetail>> {
  const row = await findOrder(db, id);
  if (!row) return notFound();
  const now = nowIso();
  const done = await inTransaction(db, async (trx) => {
    const moved = await completeReceived(trx, row.id, now);
    if (!moved) return null;
    await addNoteRow(trx, row.id, operatorId, 'deliver', '', now);
    await notify(trx, {
      userId: moved.user_id,
      type: NoticeType.order,
      state: 1,
      template: 'orderCompletedByMall',
      params: { order: moved.order_sn },
      refId: row.id,
    });
    return moved;
  });
  if (!done) {
    const now = await findOrder(db, row.id);
    return fail(ErrorCode.receiptFailed, { field: 'id', reason: now?.delivery_status === 'to_ship' ? 'notShipped' : 'wrongState' });
  }
  return detail(db, lang, row.id);
}

/** An operator's note on the order (seen by operators only). */
export async function addOrderNote(db: Db, lang: Lang, operatorId: number, input: { id: number; body: string }): Promise<Result<AdminOrderDetail>> {
  const row = await findOrder(db, input.id);
  if (!row) return notFound();
  await addNoteRow(db, row.id, operatorId, 'note', input.body, nowIso());
  return detail(db, lang, row.id);
}

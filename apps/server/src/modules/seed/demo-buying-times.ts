/**
 * Moving a demo order's history into the past. The services place and move orders only "now",
 * but the demo needs weeks of shopping: the seller dashboard charts this month's sales against
 * last month's, and a purchase history placed within one second reads as fake. So once the
 * services have done every step, the seed rewrites the times they stamped on each row that
 * carries one: the order (and the date its number starts with), its checkout, its ledger rows
 * (settlement's at completion), its card payment, its notices and its review.
 */
import type { LedgerKind } from '@agora/contract/wallet';
import type { Db } from '../../db/database';
import type { DeliveryStatus } from '../../db/schema';
import { DAY, HOUR, MINUTE } from '../../lib/time';
import { NoticeType } from '../notices/notify';

export interface OrderTimes {
  placed: Date;
  paid?: Date;
  shipped?: Date;
  transit?: Date;
  delivered?: Date;
  completed?: Date;
  cancelled?: Date;
  reviewed?: Date;
}

/** Days after placement of each step, when there is time for them all. */
const AFTER = { shipped: 1, transit: 2, delivered: 3.5, completed: 5, reviewed: 5.25, cancelled: 0.15 };

/** Which steps an order ending in `end` went through, in order. */
function stepsTo(end: DeliveryStatus): (keyof typeof AFTER)[] {
  if (end === 'cancelled') return ['cancelled'];
  const path: (keyof typeof AFTER)[] = ['shipped', 'transit', 'delivered', 'completed', 'reviewed'];
  const last = { to_ship: 0, on_the_road: 1, in_transit: 2, delivered: 3, completed: 5 }[end];
  return path.slice(0, last);
}

/**
 * The times of an order placed `daysAgo` (a little earlier, by `jitter` of two hours) that went
 * as far as `end`; its steps squeezed to end half an hour ago when the order is too recent for them.
 */
export function orderTimes(now: number, purchase: { daysAgo: number; end: DeliveryStatus; pay: string }, jitter: number): OrderTimes {
  const placed = now - purchase.daysAgo * DAY - jitter * 2 * HOUR;
  const steps = stepsTo(purchase.end);
  const lastAfter = Math.max(0, ...steps.map((step) => AFTER[step])) * DAY;
  const squeeze = lastAfter ? Math.min(1, (now - 30 * MINUTE - placed) / lastAfter) : 1;
  const times: OrderTimes = { placed: new Date(placed) };
  for (const step of steps) times[step] = new Date(placed + AFTER[step] * DAY * squeeze);
  // Cash is paid at the door; wallet and card when placing.
  if (purchase.pay !== 'cod') times.paid = times.placed;
  else if (times.delivered) times.paid = times.delivered;
  return times;
}

/** The ledger rows settling a completed order writes (modules/earnings). */
const SETTLEMENT_KINDS: LedgerKind[] = ['sale', 'commission', 'affiliate'];

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);
const stamp = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/** When an order's notice was sent, by its template. */
function noticeTime(template: string, times: OrderTimes): Date {
  if (template === 'orderPaid') return times.paid ?? times.placed;
  if (template === 'orderShipped') return times.shipped ?? times.placed;
  if (template === 'orderInTransit') return times.transit ?? times.placed;
  if (template === 'orderDelivered') return times.delivered ?? times.placed;
  if (template.startsWith('orderCancelled')) return times.cancelled ?? times.placed;
  return times.placed;
}

/** Rewrites one order's times (and everything stamped with them) to `times`. */
export async function backdateOrder(db: Db, order: { id: number; checkoutId: number; orderSn: string; reviewId?: number }, times: OrderTimes): Promise<void> {
  const orderSn = `${stamp(times.placed)}${order.orderSn.slice(8)}`;
  const latest = new Date(
    Math.max(
      ...[times.placed, times.paid, times.shipped, times.transit, times.delivered, times.completed, times.cancelled].map((time) => time?.getTime() ?? 0),
    ),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({
        order_sn: orderSn,
        created_at: iso(times.placed) as string,
        pay_time: iso(times.paid),
        deliver_time: iso(times.shipped),
        delivery_time: iso(times.delivered),
        success_time: iso(times.completed),
        cancel_time: iso(times.cancelled),
        updated_at: latest.toISOString(),
      })
      .where('id', '=', order.id)
      .execute();
    await trx
      .updateTable('checkout')
      .set({ created_at: iso(times.placed) as string })
      .where('id', '=', order.checkoutId)
      .execute();
    await trx
      .updateTable('wallet_ledger')
      .set({ created_at: iso(times.placed) as string })
      .where('reference', '=', `checkout:${order.checkoutId}`)
      .execute();
    await trx
      .updateTable('wallet_ledger')
      .set({ created_at: iso(times.cancelled ?? times.placed) as string })
      .where('reference', '=', `order:${order.id}`)
      .where('kind', 'not in', SETTLEMENT_KINDS)
      .execute();
    // Settled when it was both completed and paid: the seller's earnings fall in that month.
    const settled = times.completed && times.paid ? new Date(Math.max(times.completed.getTime(), times.paid.getTime())) : undefined;
    if (settled) {
      await trx.updateTable('orders').set({ settled_at: settled.toISOString() }).where('id', '=', order.id).where('settled_at', 'is not', null).execute();
      await trx
        .updateTable('wallet_ledger')
        .set({ created_at: settled.toISOString() })
        .where('reference', '=', `order:${order.id}`)
        .where('kind', 'in', SETTLEMENT_KINDS)
        .execute();
    }
    await trx
      .updateTable('card_payment')
      .set({ created_at: iso(times.placed) as string })
      .where('checkout_id', '=', order.checkoutId)
      .execute();
    if (order.reviewId && times.reviewed) {
      await trx.updateTable('review').set({ created_at: times.reviewed.toISOString() }).where('id', '=', order.reviewId).execute();
    }
    const notices = await trx
      .selectFrom('notice')
      .select(['id', 'template', 'params'])
      .where('type', '=', NoticeType.order)
      .where('ref_id', '=', order.id)
      .orderBy('id')
      .execute();
    for (const notice of notices) {
      const at = noticeTime(notice.template, times);
      const params = { ...(JSON.parse(notice.params) as Record<string, unknown>), order: orderSn };
      await trx
        .updateTable('notice')
        .set({ created_at: at.toISOString(), params: JSON.stringify(params) })
        .where('id', '=', notice.id)
        .execute();
    }
  });
}

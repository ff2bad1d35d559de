/**
 * The orders' background work, run every minute and once at start: card orders still unpaid past
 * their time are cancelled (stock and deal allowance back), and shipped orders past the set
 * number of days complete by themselves (and settle, when paid). Both read their state from the
 * orders table and move each order with one conditional update (and unpaid ones are reminded
 * half-way, by mail, once), so a restart, a second instance or
 * a repeated run does no harm.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { DAY, MINUTE } from '../../lib/time';
import { checkoutSettings } from '../checkout/settings';
import { settleOrder } from '../earnings/settle-order';
import { queueMail } from '../mail/queue-mail';
import { NoticeType, notify } from '../notices/notify';
import { itemsOf, moveOrder, restock, SHIPPED } from './queries';

/** Cancels unpaid card orders placed before `now - card_pay_minutes`; answers how many. */
export async function cancelUnpaidCardOrders(db: Db, now = new Date()): Promise<number> {
  const { card_pay_minutes } = await checkoutSettings(db);
  const before = new Date(now.getTime() - card_pay_minutes * MINUTE).toISOString();
  const due = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'order_sn'])
    .where('payment_status', '=', 'unpaid')
    .where('payment_method', '=', 'card')
    .where('delivery_status', '=', 'to_ship')
    .where('created_at', '<', before)
    // Not while a card charge for it is with the provider: its answer pays it or gives the money back.
    .where((eb) => eb.or([eb('paying_until', 'is', null), eb('paying_until', '<', now.toISOString())]))
    .limit(500)
    .execute();
  let cancelled = 0;
  for (const order of due) {
    const stamp = now.toISOString();
    const done = await inTransaction(db, async (trx) => {
      const moved = await moveOrder(
        trx,
        order.id,
        { delivery: ['to_ship'], payment: 'unpaid' },
        { delivery_status: 'cancelled', cancel_time: stamp, updated_at: stamp },
      );
      if (!moved) return false;
      await restock(trx, await itemsOf(trx, [order.id]));
      await notify(trx, {
        userId: order.user_id,
        type: NoticeType.order,
        state: -1,
        template: 'orderCancelled',
        params: { order: order.order_sn },
        refId: order.id,
      });
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/**
 * Reminds the buyers of unpaid card orders half-way through their time to pay that the order is
 * about to be cancelled: once per order (`pay_reminded_at`, set by a conditional update), by mail
 * after the commit. Answers how many were reminded.
 */
export async function remindUnpaidCardOrders(db: Db, now = new Date()): Promise<number> {
  const { card_pay_minutes } = await checkoutSettings(db);
  const halfWay = new Date(now.getTime() - (card_pay_minutes * MINUTE) / 2).toISOString();
  const due = await db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where('payment_status', '=', 'unpaid')
    .where('payment_method', '=', 'card')
    .where('delivery_status', '=', 'to_ship')
    .where('pay_reminded_at', 'is', null)
    .where('created_at', '<', halfWay)
    .where('created_at', '>=', new Date(now.getTime() - card_pay_minutes * MINUTE).toISOString())
    .limit(500)
    .execute();
  let reminded = 0;
  for (const order of due) {
    const done = await inTransaction(db, async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set({ pay_reminded_at: now.toISOString() })
        .where('id', '=', order.id)
        .where('pay_reminded_at', 'is', null)
        .where('payment_status', '=', 'unpaid')
        .where('delivery_status', '=', 'to_ship')
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      queueMail(trx, { kind: 'unpaid', template: 'unpaidReminder', userId: order.user_id, refId: order.id });
      return true;
    });
    if (done) reminded++;
  }
  return reminded;
}

/** Completes orders shipped before `now - auto_complete_days`, each settled in its own transaction; answers how many. */
export async function completeShippedOrders(db: Db, now = new Date()): Promise<number> {
  const { auto_complete_days } = await checkoutSettings(db);
  const before = new Date(now.getTime() - auto_complete_days * DAY).toISOString();
  const stamp = now.toISOString();
  const due = await db.selectFrom('orders').select('id').where('delivery_status', 'in', SHIPPED).where('deliver_time', '<', before).limit(500).execute();
  let completed = 0;
  for (const order of due) {
    const done = await inTransaction(db, async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set((eb) => ({ delivery_status: 'completed', success_time: stamp, delivery_time: eb.fn.coalesce('delivery_time', eb.val(stamp)), updated_at: stamp }))
        .where('id', '=', order.id)
        .where('delivery_status', 'in', SHIPPED)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      await settleOrder(trx, order.id, stamp);
      return true;
    });
    if (done) completed++;
  }
  return completed;
}

/** Runs the sweeps every minute while the app is up. */
export function addOrderSweeps(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await cancelUnpaidCardOrders(app.db);
      await remindUnpaidCardOrders(app.db);
      await completeShippedOrders(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'order sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, MINUTE);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * A provider's later word on a pending charge (Stripe's webhook): it succeeded, or it failed. Only
 * a pending attempt moves, in one conditional update, so a repeated or late event changes nothing.
 * A success pays the attempt's orders that are still payable and tells their buyers; money for an
 * order cancelled meanwhile (the unpaid-card sweep) or paid some other way goes back to the card.
 * @example await settleCharge(app.db, app.cardProvider, { paymentId: 12, providerRef: 'pi_…', outcome: 'succeeded' }, request.log)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import { NoticeType, notify } from '../notices/notify';
import { payOrders } from './charge';
import type { PaymentProvider } from './provider';

export interface Settlement {
  /** Our `card_payment` row, as the charge told the provider. */
  paymentId: number;
  /** The provider's reference; the row must carry it, or none yet (its answer never came back). */
  providerRef: string;
  outcome: 'succeeded' | 'declined';
}

/** Settles the attempt; answers the orders it paid (none when it was not pending). */
export async function settleCharge(db: Db, provider: PaymentProvider, settlement: Settlement, log: FastifyBaseLogger): Promise<number[]> {
  const settled = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('card_payment')
      .set({ status: settlement.outcome, provider_ref: settlement.providerRef })
      .where('id', '=', settlement.paymentId)
      .where('provider', '=', provider.name)
      .where('status', '=', 'pending')
      .where('provider_ref', 'in', ['', settlement.providerRef])
      .returning(['order_ids'])
      .executeTakeFirst();
    if (!row || settlement.outcome !== 'succeeded') return null;
    const orderIds = JSON.parse(row.order_ids) as number[];
    const paid = await payOrders(trx, orderIds, nowIso(), 'card');
    for (const order of paid) {
      await notify(trx, { userId: order.user_id, type: NoticeType.order, state: 1, template: 'orderPaid', params: { order: order.order_sn }, refId: order.id });
    }
    const paidIds = new Set(paid.map((order) => order.id));
    return { paid: [...paidIds], unpayable: orderIds.filter((id) => !paidIds.has(id)) };
  });
  if (!settled) return [];
  if (settled.unpayable.length > 0) await giveBack(db, provider, settlement, settled.unpayable, log);
  return settled.paid;
}

/** Refunds the orders' share of the charge; a refund that fails is logged for an operator to finish (the attempt is settled either way). */
async function giveBack(db: Db, provider: PaymentProvider, settlement: Settlement, orderIds: number[], log: FastifyBaseLogger) {
  const orders = await db.selectFrom('orders').select(['actual_pay']).where('id', 'in', orderIds).execute();
  const amount = orders.reduce((sum, order) => sum + order.actual_pay, 0);
  if (amount <= 0) return;
  let refunded = false;
  let fault: unknown;
  try {
    refunded = await provider.refund(settlement.providerRef, amount);
  } catch (error) {
    fault = error;
  }
  if (refunded) log.info({ paymentId: settlement.paymentId, orderIds, amount }, 'late card payment for orders no longer payable refunded');
  else log.error({ err: fault, paymentId: settlement.paymentId, orderIds, amount }, 'late card payment for orders no longer payable: refund it by hand');
}

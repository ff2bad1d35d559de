/**
 * Settling an order: once it is both completed and paid (whichever came last), the shop's owner
 * is credited the sale and debited the commission, and the buyer's referrer is paid a share, each
 * with its ledger row referencing `order:<id>`. The orders module calls this inside the
 * transaction that completes an order or marks it paid; it claims the order with one conditional
 * update (`settled_at is null`, completed, paid), so a receipt, the sweep and a cash payment racing
 * each other settle it once, and an order not yet both does nothing.
 * @example await inTransaction(db, async (trx) => { if (await moveOrder(trx, …)) await settleOrder(trx, id, now); });
 */
import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/time';
import { moveBalance } from '../wallet/ledger';
import { affiliateShareOf, saleOf } from './amounts';
import { affiliateBps } from './settings';

/** Settles the order if it is completed, paid and not settled yet; answers whether this call did. */
export async function settleOrder(trx: Executor, orderId: number, now = nowIso()): Promise<boolean> {
  const claimed = await trx
    .updateTable('orders')
    .set({ settled_at: now })
    .where('id', '=', orderId)
    .where('settled_at', 'is', null)
    .where('delivery_status', '=', 'completed')
    .where('payment_status', '=', 'paid')
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return false;

  const order = await trx
    .selectFrom('orders')
    .innerJoin('shop', 'shop.id', 'orders.shop_id')
    .innerJoin('user as buyer', 'buyer.id', 'orders.user_id')
    .select([
      'orders.subtotal',
      'orders.discount',
      'orders.mall_discount',
      'orders.shipping_fee',
      'orders.commission',
      'orders.refunded_sale',
      'orders.refunded_commission',
      'shop.user_id as owner_id',
      'buyer.invited_by',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const money = {
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    mall_discount: Number(order.mall_discount),
    shipping_fee: Number(order.shipping_fee),
    commission: Number(order.commission),
  };
  const reference = `order:${orderId}`;
  // Refunds approved before settling (modules/refunds) have already taken their share of the sale and commission.
  const refundedSale = Number(order.refunded_sale);
  const commissionLeft = Math.max(0, money.commission - Number(order.refunded_commission));
  const sale = await moveBalance(trx, { userId: order.owner_id, amount: Math.max(0, saleOf(money) - refundedSale), kind: 'sale', reference });
  if (!sale.ok) throw new Error(`settling ${reference}: the sale could not be credited`);
  if (commissionLeft > 0) {
    // Just credited with the sale, which is never less than the commission taken on its goods.
    const commission = await moveBalance(trx, { userId: order.owner_id, amount: -commissionLeft, kind: 'commission', reference });
    if (!commission.ok) throw new Error(`settling ${reference}: the commission is more than the sale`);
  }

  // The referral share is on the goods not refunded, and never more than the commission left.
  const goodsLeft = { ...money, subtotal: Math.max(0, money.subtotal - refundedSale), commission: commissionLeft };
  const share = order.invited_by === null ? 0 : affiliateShareOf(goodsLeft, await affiliateBps(trx));
  if (order.invited_by !== null && share > 0) {
    const paid = await moveBalance(trx, { userId: order.invited_by, amount: share, kind: 'affiliate', reference });
    if (!paid.ok) throw new Error(`settling ${reference}: the referral share could not be credited`);
    await trx.updateTable('orders').set({ affiliate_user_id: order.invited_by, affiliate_amount: share }).where('id', '=', orderId).execute();
  }
  return true;
}

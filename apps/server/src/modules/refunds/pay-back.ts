/**
 * Paying an approved request back, inside the transaction that moves it to `refunded`: the buyer's
 * money (to the wallet with its ledger row, or recorded for the card, which is refunded after the
 * commit), the seller's share reversed (ledger rows when the order has settled, else less to
 * settle), the order's `refunded_*` sums, and returned goods back on the shelf, in one journal
 * entry. A seller whose balance does not cover the reversal refuses it with 2000022 and nothing
 * changes, unless the mall decided it: then the seller owes the mall the rest.
 * @example const card = await payBack(trx, request, now); // after commit: if (card) await refundToCard(…)
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Db, Executor } from '../../db/database';
import { fail, refuse } from '../../lib/errors';
import { postRefund } from '../books/refund-entries';
import { restock } from '../orders/queries';
import type { PaymentProvider } from '../payments/provider';
import { refundCard } from '../payments/refund';
import { refundAmounts } from './refund-amounts';

export interface PayBackRequest {
  id: number;
  order_id: number;
  user_id: number;
  type: 'refund' | 'return';
  quantity: number;
  price: number;
  variant_id: number;
  product_id: number;
  /** Goods came back (a return the seller received): they go back on the shelf. */
  restock: boolean;
}

/** What is left to do after the commit: the card refund of `amount` for the order. */
export interface CardRefund {
  requestId: number;
  order: { id: number; checkout_id: number };
  amount: number;
}

/**
 * Takes the order's row (paid, not cancelled) before anything else in a paying step, so two
 * approvals on one order queue and the second reads the first's sums, and a step and an order's
 * cancel take their locks in one order (the order, then the request); 2000009 when it is not.
 */
export async function lockPaidOrder(trx: Executor, orderId: number, now: string): Promise<void> {
  const touched = await trx
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', '=', orderId)
    .where('delivery_status', '<>', 'cancelled')
    .where('payment_status', '=', 'paid')
    .executeTakeFirst();
  if (touched.numUpdatedRows === 0n) refuse(fail(ErrorCode.noAfterSales, { field: 'id', reason: 'wrongState' }));
}

/** Pays the request back; call `lockPaidOrder` first in the same transaction. `sellerMayOwe`: the mall decided, and the seller's balance may go below zero for it. */
export async function payBack(trx: Executor, request: PayBackRequest, now: string, sellerMayOwe = false): Promise<{ amount: number; card: CardRefund | null }> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('shop', 'shop.id', 'orders.shop_id')
    .select([
      'orders.id',
      'orders.shop_id',
      'orders.checkout_id',
      'orders.payment_method',
      'orders.settled_at',
      'orders.subtotal',
      'orders.discount',
      'orders.mall_discount',
      'orders.shipping_fee',
      'orders.tax',
      'orders.actual_pay',
      'orders.commission',
      'orders.refunded_amount',
      'orders.refunded_sale',
      'orders.refunded_commission',
      'orders.refunded_tax',
      'orders.refunded_mall_discount',
      'shop.user_id as owner_id',
    ])
    .where('orders.id', '=', request.order_id)
    .executeTakeFirstOrThrow();
  const [bought, refunded] = await Promise.all([
    trx
      .selectFrom('order_item')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('refund_request')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('order_id', '=', order.id)
      .where('state', '=', 'refunded')
      .where('id', '<>', request.id)
      .executeTakeFirstOrThrow(),
  ]);
  const money = {
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    mall_discount: Number(order.mall_discount),
    shipping_fee: Number(order.shipping_fee),
    tax: Number(order.tax),
    actual_pay: Number(order.actual_pay),
    commission: Number(order.commission),
    refunded_amount: Number(order.refunded_amount),
    refunded_sale: Number(order.refunded_sale),
    refunded_commission: Number(order.refunded_commission),
    refunded_tax: Number(order.refunded_tax),
    refunded_mall_discount: Number(order.refunded_mall_discount),
  };
  const final = Number(refunded.n ?? 0) + request.quantity >= Number(bought.n ?? 0);
  const amounts = refundAmounts(money, { lineGoods: request.price * request.quantity, final });
  const toCard = order.payment_method === 'card';
  // Stock before money, the order every checkout and cancel takes its locks in (goods, then
  // wallets): a return paid back while its buyer checks out the same goods never waits in a circle.
  if (request.restock) await restock(trx, [{ variant_id: request.variant_id, product_id: request.product_id, quantity: request.quantity, deal_item_id: null }]);

  const posted = await postRefund(trx, {
    requestId: request.id,
    orderId: order.id,
    shopId: order.shop_id,
    buyerId: request.user_id,
    ownerId: order.owner_id,
    settled: order.settled_at !== null,
    toCard,
    sellerMayOwe,
    amounts,
  });
  if (!posted.ok) refuse(fail(ErrorCode.balanceInsufficient, { field: 'id', reason: 'balanceShort' }));
  await trx
    .updateTable('orders')
    .set({
      refunded_amount: money.refunded_amount + amounts.amount,
      refunded_sale: money.refunded_sale + amounts.sale,
      refunded_commission: money.refunded_commission + amounts.commission,
      refunded_tax: money.refunded_tax + amounts.tax,
      refunded_mall_discount: money.refunded_mall_discount + amounts.mall_coupon,
    })
    .where('id', '=', order.id)
    .execute();
  await trx
    .updateTable('refund_request')
    .set({
      amount: amounts.amount,
      sale_amount: amounts.sale,
      commission_amount: amounts.commission,
      tax_amount: amounts.tax,
      mall_coupon_amount: amounts.mall_coupon,
      refund_to: toCard ? 'card' : 'wallet',
      refunded_at: now,
    })
    .where('id', '=', request.id)
    .execute();
  return {
    amount: amounts.amount,
    card: toCard && amounts.amount > 0 ? { requestId: request.id, order: { id: order.id, checkout_id: order.checkout_id }, amount: amounts.amount } : null,
  };
}

/**
 * After the commit: gives the card its money back; a refusal is logged and kept as
 * `card_refund_failed` on the request, for an operator to settle by hand.
 */
export async function refundToCard(db: Db, provider: PaymentProvider, card: CardRefund, log?: { warn: (obj: object, msg: string) => void }): Promise<boolean> {
  if (await refundCard(db, provider, card.order, card.amount, `refund:${card.requestId}`)) return true;
  log?.warn({ refund: card.requestId, order: card.order.id, amount: card.amount }, 'card refund refused by the provider');
  await db.updateTable('refund_request').set({ card_refund_failed: 1 }).where('id', '=', card.requestId).execute();
  return false;
}

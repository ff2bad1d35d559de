/**
 * The buyer's orders: list with tab counts, detail, and the buyer's actions (pay, cancel, confirm
 * receipt, review a line). Another buyer's order answers 1500018, as if it did not exist.
 */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Order, OrderTab } from '@agora/contract/orders';
import type { Db } from '../../db/database';
import { inTransaction, refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { postPayment } from '../books/order-entries';
import { refreshProductRatings } from '../catalog/product-ratings';
import { checkoutSettings } from '../checkout/settings';
import { ownUploads } from '../media/owned-uploads';
import { NoticeType, notify } from '../notices/notify';
import { readCard } from '../payments/card-input';
import { type StartedCardIntent, startCardIntent } from '../payments/card-intent';
import { chargeCard, payOrders } from '../payments/charge';
import type { PaymentProvider } from '../payments/provider';
import { checkWalletPin } from '../wallet/pin';
import { cancelRefusal, cancelWhole, completeReceived, giveBackCancelled } from './order-steps';
import { findOrder, findOrderBySn, orderPage, tabCounts } from './queries';
import { itemsShown, orderView } from './view';

export async function listOrders(db: Db, lang: Lang, userId: number, query: { status: OrderTab; page: number; page_size: number }) {
  const [{ rows, total }, counts] = await Promise.all([orderPage(db, { userId }, query.status, query.page, query.page_size), tabCounts(db, { userId })]);
  const items = await itemsShown(
    db,
    rows.map((row) => row.id),
    lang,
  );
  const { card_pay_minutes } = await checkoutSettings(db);
  const page: Page<Order> & { counts: Record<OrderTab, number> } = {
    list: rows.map((row) => orderView(row, items, lang, card_pay_minutes)),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
  return page;
}

/** The caller's order, or 1500018. */
async function ownOrder(db: Db, userId: number, id: number) {
  const row = await findOrder(db, id);
  return row && row.user_id === userId ? row : null;
}

export async function orderDetail(db: Db, lang: Lang, userId: number, id: number): Promise<Result<Order>> {
  const row = await ownOrder(db, userId, id);
  if (!row) return fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });
  return ok(orderView(row, await itemsShown(db, [row.id], lang), lang, (await checkoutSettings(db)).card_pay_minutes));
}

const orderNotice = (order: { user_id: number; id: number; order_sn: string }, template: string, params: Record<string, string> = {}) => ({
  userId: order.user_id,
  type: NoticeType.order,
  state: 1 as const,
  template,
  params: { order: order.order_sn, ...params },
  refId: order.id,
});

/** Pays an unpaid order again (a declined card, or a card order not yet paid) from the wallet (asking its PIN) or by card. */
export async function payOrder(
  db: Db,
  provider: PaymentProvider,
  lang: Lang,
  userId: number,
  input: { id: number; payment_method: 'wallet' | 'card'; card_number?: string; card_exp?: string; card_cvc?: string; card_name?: string; pin?: string },
): Promise<Result<Order>> {
  const row = await ownOrder(db, userId, input.id);
  if (!row) return fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });
  if (row.payment_status === 'paid') return fail(ErrorCode.orderPaymentFailed, { field: 'id', reason: 'alreadyPaid' });
  if (row.delivery_status === 'cancelled') return fail(ErrorCode.orderPaymentFailed, { field: 'id', reason: 'wrongState' });
  // With the provider's card form the page pays through card_intent; the card never comes here.
  if (input.payment_method === 'card' && provider.element) return fail(ErrorCode.invalidParameter, { field: 'card_number', reason: 'useCardElement' });
  if (input.payment_method === 'card') {
    const card = readCard(input);
    if (!card.ok) return card;
    const charged = await chargeCard(db, provider, { checkoutId: row.checkout_id, userId, orderIds: [row.id], amount: row.actual_pay, card: card.value });
    if (!charged.ok) return charged;
    if (charged.value === 'declined') return fail(ErrorCode.orderPaymentFailed, { field: 'card_number', reason: 'cardDeclined' });
  } else {
    // The wallet PIN (wallet/pin.ts) after the cheap refusals above, before any money moves.
    const pin = await checkWalletPin(db, userId, input.pin);
    if (!pin.ok) return pin;
    const paid = await refusable(db, async (trx) => {
      // Someone paid or cancelled it a moment ago: nothing to charge. The money comes from what this update marked.
      const [order] = await payOrders(trx, [row.id], nowIso(), 'wallet');
      if (!order) return refuse(fail(ErrorCode.orderPaymentFailed, { field: 'id', reason: 'wrongState' }));
      const moved = await postPayment(trx, `pay:order:${order.id}`, { wallet: { userId, reference: `order:${order.id}` } }, [order]);
      if (!moved.ok) refuse(moved);
      await notify(trx, orderNotice(order, 'orderPaid'));
    });
    if (!paid.ok) return paid;
  }
  return orderDetail(db, lang, userId, row.id);
}

/** The intent the page confirms to pay an unpaid order by card in the provider's own form (card-intent.ts). */
export async function orderCardIntent(db: Db, provider: PaymentProvider, userId: number, id: number): Promise<Result<StartedCardIntent>> {
  if (!provider.element) return fail(ErrorCode.invalidParameter, { field: 'payment_method', reason: 'invalid' });
  const row = await ownOrder(db, userId, id);
  if (!row) return fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });
  if (row.payment_status === 'paid') return fail(ErrorCode.orderPaymentFailed, { field: 'id', reason: 'alreadyPaid' });
  if (row.delivery_status === 'cancelled') return fail(ErrorCode.orderPaymentFailed, { field: 'id', reason: 'wrongState' });
  return startCardIntent(db, provider, { checkoutId: row.checkout_id, userId, orderIds: [row.id], amount: row.actual_pay });
}

/**
 * Cancels an order not yet shipped: its goods go back on the shelf and a paid order's money back
 * where it came from (the wallet, with its ledger row, or the card through the provider). 2000033
 * once shipped, 2000032 when it is already completed or cancelled.
 */
export async function cancelOrder(
  db: Db,
  provider: PaymentProvider,
  lang: Lang,
  userId: number,
  input: { id: number; cancel_remark: string },
): Promise<Result<Order>> {
  const row = await ownOrder(db, userId, input.id);
  if (!row) return fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });
  const now = nowIso();
  const cancelled = await inTransaction(db, async (trx) => {
    const done = await cancelWhole(trx, row.id, now, input.cancel_remark);
    if (!done) return null;
    await notify(trx, orderNotice(row, 'orderCancelled'));
    return done;
  });
  if (!cancelled) return cancelRefusal(db, row.id);
  if (cancelled.paidBy === 'card') await giveBackCancelled(db, provider, cancelled.order);
  return orderDetail(db, lang, userId, row.id);
}

/** Receipt confirmed: a shipped order is completed (and, if paid, settled). 2000006 before it ships. */
export async function confirmReceipt(db: Db, lang: Lang, userId: number, id: number): Promise<Result<Order>> {
  const row = await ownOrder(db, userId, id);
  if (!row) return fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });
  const now = nowIso();
  const done = await inTransaction(db, (trx) => completeReceived(trx, row.id, now));
  if (!done) return fail(ErrorCode.receiptFailed, { field: 'id', reason: row.delivery_status === 'to_ship' ? 'notShipped' : 'wrongState' });
  return orderDetail(db, lang, userId, row.id);
}

/**
 * A review of one line of a completed order, once; it counts in the product's rating. 2000007
 * otherwise. `lang` is the writer's app language, kept as the review's (the product page offers
 * readers of another language a translation).
 */
export async function commentLine(
  db: Db,
  userId: number,
  lang: Lang,
  input: { order_item_id: number; rating: number; comment: string; images: string[] },
): Promise<Result<{ id: number; productId: number }>> {
  const item = await db
    .selectFrom('order_item')
    .innerJoin('orders', 'orders.id', 'order_item.order_id')
    .select(['order_item.id', 'order_item.product_id', 'order_item.commented', 'orders.user_id', 'orders.delivery_status'])
    .where('order_item.id', '=', input.order_item_id)
    .executeTakeFirst();
  if (!item || item.user_id !== userId) return fail(ErrorCode.orderNotFound, { field: 'order_item_id', reason: 'invalid' });
  if (item.delivery_status !== 'completed') return fail(ErrorCode.auditFailed, { field: 'order_item_id', reason: 'notCompleted' });
  const owned = await ownUploads(db, userId, input.images);
  const foreign = input.images.findIndex((path) => !owned.has(path));
  if (foreign >= 0) return fail(ErrorCode.invalidParameter, { field: `images.${foreign}`, reason: 'notOwnUpload' });
  const review = await inTransaction(db, async (trx) => {
    const marked = await trx.updateTable('order_item').set({ commented: 1 }).where('id', '=', item.id).where('commented', '=', 0).executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return null;
    return trx
      .insertInto('review')
      .values({
        product_id: item.product_id,
        user_id: userId,
        rating: input.rating,
        comment: input.comment,
        images: JSON.stringify(input.images),
        created_at: nowIso(),
        lang,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  if (!review) return fail(ErrorCode.auditFailed, { field: 'order_item_id', reason: 'alreadyReviewed' });
  await refreshProductRatings(db, [item.product_id]);
  return ok({ id: review.id, productId: item.product_id });
}

/** Anyone holding an order's number and its email sees it (no address beyond the city). */
export async function trackOrder(db: Db, lang: Lang, orderSn: string, email: string): Promise<Result<Order>> {
  const row = await findOrderBySn(db, orderSn);
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) return fail(ErrorCode.orderNotFound, { field: 'order_sn', reason: 'invalid' });
  const view = orderView(row, await itemsShown(db, [row.id], lang), lang, (await checkoutSettings(db)).card_pay_minutes);
  return ok({ ...view, telephone: '', address: { ...view.address, address: '', postcode: '' } });
}

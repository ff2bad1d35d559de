/**
 * Asking for a refund or return of one order line, and what each line of an order may still ask
 * for. Refusals: 2000009 the order cannot have after-sales (unpaid, cancelled, past the window),
 * 2000010 an open request holds the line, 2000011 more than bought less refunded, 2000012 it could
 * not be saved; pictures must be the buyer's own uploads (1000008 naming `images.N`).
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Refund, RefundApplyInput, RefundEligibility } from '@agora/contract/refunds';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { nameIn } from '../../lib/translations';
import { ownUploads } from '../media/owned-uploads';
import { findRefund, lineRefunds } from './queries';
import { refundAmounts } from './refund-amounts';
import { tellRefundStep } from './refund-notices';
import { afterSalesDays } from './settings';
import { refundView } from './view';

const DAY = 86_400_000;

interface OrderState {
  payment_status: string;
  delivery_status: string;
  success_time: string | null;
}

/** When the order's after-sales window closes (null until completed), and whether it is open now. */
function windowOf(order: OrderState, days: number, now: number) {
  const closesAt = order.success_time ? new Date(Date.parse(order.success_time) + days * DAY).toISOString() : null;
  const eligible = order.payment_status === 'paid' && order.delivery_status !== 'cancelled' && (closesAt === null || Date.parse(closesAt) >= now);
  return { closesAt, eligible };
}

export async function applyRefund(db: Db, lang: Lang, userId: number, input: RefundApplyInput): Promise<Result<Refund>> {
  const item = await db
    .selectFrom('order_item')
    .innerJoin('orders', 'orders.id', 'order_item.order_id')
    .select([
      'order_item.id',
      'order_item.order_id',
      'order_item.quantity',
      'order_item.price',
      'order_item.names',
      'orders.user_id',
      'orders.shop_id',
      'orders.order_sn',
      'orders.payment_status',
      'orders.delivery_status',
      'orders.success_time',
    ])
    .where('order_item.id', '=', input.order_item_id)
    .executeTakeFirst();
  if (!item || item.user_id !== userId) return fail(ErrorCode.noData, { field: 'order_item_id', reason: 'invalid' });
  const { eligible } = windowOf(item, await afterSalesDays(db), Date.now());
  if (!eligible)
    return fail(ErrorCode.noAfterSales, {
      field: 'order_item_id',
      reason: item.payment_status === 'paid' && item.delivery_status !== 'cancelled' ? 'afterSalesClosed' : 'wrongState',
    });
  const owned = await ownUploads(db, userId, input.images);
  const foreign = input.images.findIndex((path) => !owned.has(path));
  if (foreign >= 0) return fail(ErrorCode.invalidParameter, { field: `images.${foreign}`, reason: 'notOwnUpload' });

  const now = nowIso();
  let saved: Result<number>;
  try {
    saved = await refusable(db, async (trx) => {
      // Takes the line's row, so two requests for one line queue and the second sees the first.
      await trx
        .updateTable('order_item')
        .set({ commented: (eb) => eb.ref('commented') })
        .where('id', '=', item.id)
        .execute();
      const line = (await lineRefunds(trx, [item.order_id])).get(item.id);
      if (line?.open) refuse(fail(ErrorCode.returnExists, { field: 'order_item_id', reason: 'taken' }));
      if (input.quantity > item.quantity - (line?.refunded ?? 0) - (line?.held ?? 0))
        refuse(fail(ErrorCode.returnQuantityLimit, { field: 'quantity', reason: 'tooBig', params: { max: item.quantity - (line?.refunded ?? 0) } }));
      // What it would give back now (the approval works it out again, as things are then).
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', item.order_id).executeTakeFirstOrThrow();
      const estimate = refundAmounts(
        {
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
        },
        { lineGoods: Number(item.price) * input.quantity, final: false },
      );
      const row = await trx
        .insertInto('refund_request')
        .values({
          order_id: item.order_id,
          order_item_id: item.id,
          user_id: userId,
          shop_id: item.shop_id,
          type: input.type,
          quantity: input.quantity,
          amount: estimate.amount,
          sale_amount: estimate.sale,
          commission_amount: estimate.commission,
          reason: input.reason,
          description: input.description,
          images: JSON.stringify(input.images),
          refund_to: order.payment_method === 'card' ? 'card' : 'wallet',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tellRefundStep(trx, 'Applied', {
        id: row.id,
        user_id: userId,
        shop_id: item.shop_id,
        order_sn: item.order_sn,
        product: nameIn(item.names, 'en'),
        amount: estimate.amount,
      });
      return row.id;
    });
  } catch {
    return fail(ErrorCode.returnSubmitFailed, { field: 'order_item_id', reason: 'invalid' });
  }
  if (!saved.ok) return saved;
  const row = await findRefund(db, saved.value);
  return ok(refundView(row!, lang));
}

/** Per line of the buyer's order: refundable quantity and the open request, if any. */
export async function refundEligibility(db: Db, userId: number, orderId: number): Promise<Result<RefundEligibility>> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'payment_status', 'delivery_status', 'success_time'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.user_id !== userId) return fail(ErrorCode.orderNotFound, { field: 'order_id', reason: 'invalid' });
  const { closesAt, eligible } = windowOf(order, await afterSalesDays(db), Date.now());
  const [items, byLine] = await Promise.all([
    db.selectFrom('order_item').select(['id', 'quantity']).where('order_id', '=', order.id).orderBy('id').execute(),
    lineRefunds(db, [order.id]),
  ]);
  return ok({
    order_id: order.id,
    eligible,
    closes_at: closesAt,
    lines: items.map((item) => {
      const line = byLine.get(item.id);
      const refunded = line?.refunded ?? 0;
      return {
        order_item_id: item.id,
        quantity: item.quantity,
        refunded_quantity: refunded,
        refundable_quantity: eligible && !line?.open ? Math.max(0, item.quantity - refunded) : 0,
        open_request: line?.open ?? null,
      };
    }),
  });
}

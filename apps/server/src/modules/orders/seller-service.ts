/**
 * The shop's side of its orders: the list with filters, shipping with a logistics number, the
 * delivery steps, and cash on delivery marked paid. A shop sees and moves only its own orders;
 * another shop's answers 1500018.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Order, OrderTab } from '@agora/contract/orders';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { orderMoney, postPayment } from '../books/order-entries';
import { checkoutSettings } from '../checkout/settings';
import { settleOrder } from '../earnings/settle-order';
import { NoticeType, notify } from '../notices/notify';
import { findOrder, moveOrder, orderPage, SHIPPED, tabCounts } from './queries';
import { itemsShown, orderView } from './view';

export async function listShopOrders(db: Db, lang: Lang, shopId: number, query: { status: OrderTab; page: number; page_size: number; q?: string }) {
  const [{ rows, total }, counts] = await Promise.all([
    orderPage(db, { shopId }, query.status, query.page, query.page_size, query.q),
    tabCounts(db, { shopId }),
  ]);
  const items = await itemsShown(
    db,
    rows.map((row) => row.id),
    lang,
  );
  const { card_pay_minutes } = await checkoutSettings(db);
  return { list: rows.map((row) => orderView(row, items, lang, card_pay_minutes)), total, page: query.page, page_size: query.page_size, counts };
}

async function shopOrder(db: Db, shopId: number, id: number) {
  const row = await findOrder(db, id);
  return row && row.shop_id === shopId ? row : null;
}

type Step = {
  from: Parameters<typeof moveOrder>[2];
  values: Parameters<typeof moveOrder>[3];
  template: string;
  params?: Record<string, string>;
  /** The step is the buyer's cash taken at the door: it pays the order (and settles one already completed). */
  cashIn?: boolean;
};

/** Moves the shop's order one step and tells the buyer; 2000018 naming `id` when the order is not where the step starts. */
async function step(
  db: Db,
  lang: Lang,
  shopId: number,
  id: number,
  make: (row: NonNullable<Awaited<ReturnType<typeof shopOrder>>>) => Step | null,
): Promise<Result<Order>> {
  const row = await shopOrder(db, shopId, id);
  if (!row) return fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' });
  const next = make(row);
  const moved =
    next &&
    (await inTransaction(db, async (trx) => {
      const moved = await moveOrder(trx, row.id, next.from, next.values);
      if (!moved) return false;
      if (next.cashIn) {
        const paid = await postPayment(trx, `pay:cod:order:${row.id}`, 'cod', [orderMoney(moved)]);
        if (!paid.ok) throw new Error(`order ${row.id}: the cash taken could not be posted`);
        await settleOrder(trx, row.id);
      }
      await notify(trx, {
        userId: row.user_id,
        type: NoticeType.order,
        state: 1,
        template: next.template,
        params: { order: row.order_sn, ...next.params },
        refId: row.id,
      });
      return true;
    }));
  if (!moved) return fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'wrongState' });
  const fresh = await findOrder(db, row.id);
  return ok(orderView(fresh!, await itemsShown(db, [row.id], lang), lang, (await checkoutSettings(db)).card_pay_minutes));
}

/** Ships an order that is paid, or cash on delivery: on the road with its logistics number. */
export function shipOrder(db: Db, lang: Lang, shopId: number, input: { id: number; log_sn: string; arrival_method: string }) {
  const now = nowIso();
  return step(db, lang, shopId, input.id, (row) =>
    row.payment_status === 'paid' || row.payment_method === 'cod'
      ? {
          // Decided again by the update itself: a card order still unpaid never ships.
          from: row.payment_method === 'cod' ? { delivery: ['to_ship'], paymentMethod: 'cod' } : { delivery: ['to_ship'], payment: 'paid' },
          values: { delivery_status: 'on_the_road', log_sn: input.log_sn, arrival_method: input.arrival_method, deliver_time: now, updated_at: now },
          template: 'orderShipped',
          params: { carrier: input.arrival_method, log_sn: input.log_sn },
        }
      : null,
  );
}

/** The parcel's next state: in transit (from on the road), or delivered (from either). */
export function setDelivery(db: Db, lang: Lang, shopId: number, input: { id: number; delivery_status: 'in_transit' | 'delivered' }) {
  const now = nowIso();
  return step(db, lang, shopId, input.id, (row) =>
    input.delivery_status === 'in_transit'
      ? {
          from: { delivery: ['on_the_road'] },
          values: { delivery_status: 'in_transit', updated_at: now },
          template: 'orderInTransit',
          params: { carrier: row.arrival_method, log_sn: row.log_sn },
        }
      : {
          from: { delivery: ['on_the_road', 'in_transit'] },
          values: { delivery_status: 'delivered', delivery_time: now, updated_at: now },
          template: 'orderDelivered',
        },
  );
}

/**
 * Cash on delivery: the shop received the money at the door, so only once the order has shipped
 * (an order already completed settles now). The update itself requires the order unpaid, cash on
 * delivery, shipped and not cancelled, so a buyer's cancel (possible only before shipping) can never
 * leave a cancelled order paid.
 */
export function markCodPaid(db: Db, lang: Lang, shopId: number, id: number) {
  const now = nowIso();
  return step(db, lang, shopId, id, (row) =>
    row.payment_method === 'cod' && row.delivery_status !== 'cancelled'
      ? {
          from: { delivery: [...SHIPPED, 'completed'], payment: 'unpaid', paymentMethod: 'cod', notCancelled: true },
          values: { payment_status: 'paid', pay_time: now, updated_at: now },
          template: 'orderPaid',
          cashIn: true,
        }
      : null,
  );
}

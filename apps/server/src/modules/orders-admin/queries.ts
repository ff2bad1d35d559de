/**
 * Every order of the mall, filtered as the console asks (state, payment method, shop, buyer by id
 * or e-mail, days placed, order number), newest first, with its buyer and shop.
 * @example await adminOrderPage(db, { state: 'to_ship', shop_id: 2 }, 1, 20) // { rows, total }
 */
import type { AdminOrderFilter } from '@agora/contract/orders-admin';
import type { Executor } from '../../db/database';
import { SHIPPED } from '../orders/queries';

/** The day after `day` (YYYY-MM-DD), so `to` includes its whole day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filtered(db: Executor, filter: AdminOrderFilter) {
  let query = db.selectFrom('orders');
  const { state } = filter;
  if (state === 'unpaid') query = query.where('payment_status', '=', 'unpaid').where('delivery_status', '<>', 'cancelled').where('payment_method', '<>', 'cod');
  if (state === 'to_ship')
    query = query.where('delivery_status', '=', 'to_ship').where((eb) => eb.or([eb('payment_status', '=', 'paid'), eb('payment_method', '=', 'cod')]));
  if (state === 'shipped') query = query.where('delivery_status', 'in', SHIPPED);
  if (state === 'on_the_road' || state === 'in_transit' || state === 'delivered' || state === 'completed' || state === 'cancelled')
    query = query.where('delivery_status', '=', state);
  if (state === 'refund_failed') query = query.where('card_refund_failed', '=', 1);
  if (filter.payment_method) query = query.where('payment_method', '=', filter.payment_method);
  if (filter.shop_id) query = query.where('shop_id', '=', filter.shop_id);
  if (filter.buyer) {
    const buyer = filter.buyer;
    query = /^\d{1,10}$/.test(buyer)
      ? query.where('user_id', '=', Number(buyer))
      : query.where('user_id', 'in', (eb) => eb.selectFrom('user').select('user.id').where('user.email', '=', buyer.toLowerCase()));
  }
  if (filter.from) query = query.where('orders.created_at', '>=', filter.from);
  if (filter.to) query = query.where('orders.created_at', '<', nextDay(filter.to));
  if (filter.q) query = query.where('order_sn', 'like', `${filter.q.replace(/[%_\\]/g, '')}%`);
  return query;
}

const withPeople = (db: Executor, ids: number[]) =>
  db
    .selectFrom('orders')
    .innerJoin('shop', 'shop.id', 'orders.shop_id')
    .innerJoin('user', 'user.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.order_sn',
      'orders.created_at',
      'orders.shop_id',
      'shop.name as shop_name',
      'orders.user_id',
      'user.email as buyer_email',
      'user.firstname as buyer_name',
      'orders.customer_name',
      'orders.num',
      'orders.subtotal',
      'orders.discount',
      'orders.shipping_fee',
      'orders.tax',
      'orders.actual_pay',
      'orders.payment_method',
      'orders.payment_status',
      'orders.delivery_status',
      'orders.log_sn',
      'orders.pay_time',
      'orders.cancel_time',
      'orders.card_refund_failed',
    ])
    .where('orders.id', 'in', ids)
    .orderBy('orders.id', 'desc');

export type AdminOrderListRow = Awaited<ReturnType<ReturnType<typeof withPeople>['execute']>>[number];

/** One page of the filtered orders, newest first, and how many there are. */
export async function adminOrderPage(db: Executor, filter: AdminOrderFilter, page: number, pageSize: number) {
  const [ids, count] = await Promise.all([
    filtered(db, filter)
      .select('orders.id')
      .orderBy('orders.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? await withPeople(
        db,
        ids.map((row) => row.id),
      ).execute()
    : [];
  return { rows, total: Number(count.n) };
}

/** The filtered orders for the export, newest first, at most `max`, read in slices of ids. */
export async function adminOrderRows(db: Executor, filter: AdminOrderFilter, max: number): Promise<AdminOrderListRow[]> {
  const ids = await filtered(db, filter).select('orders.id').orderBy('orders.id', 'desc').limit(max).execute();
  const rows: AdminOrderListRow[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...(await withPeople(
        db,
        ids.slice(start, start + 500).map((row) => row.id),
      ).execute()),
    );
  }
  return rows;
}

/** Reading and changing orders. Every state change is one conditional UPDATE on the state it leaves. */
import type { OrderTab } from '@agora/contract/orders';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database, DeliveryStatus } from '../../db/schema';

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & {};

const orderColumns = (db: Executor) =>
  db.selectFrom('orders').innerJoin('shop', 'shop.id', 'orders.shop_id').selectAll('orders').select(['shop.name as shop_name', 'shop.address as shop_address']);

export const findOrder = (db: Executor, id: number) => orderColumns(db).where('orders.id', '=', id).executeTakeFirst();

export const findOrderBySn = (db: Executor, orderSn: string) => orderColumns(db).where('orders.order_sn', '=', orderSn).executeTakeFirst();

export const itemsOf = (db: Executor, orderIds: number[]) =>
  orderIds.length ? db.selectFrom('order_item').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute() : Promise.resolve([]);

export const SHIPPED: DeliveryStatus[] = ['on_the_road', 'in_transit', 'delivered'];

/** One tab of a list, for a buyer (`userId`) or a shop (`shopId`), newest first. */
function filtered(db: Executor, owner: { userId?: number; shopId?: number }, tab: OrderTab, q?: string) {
  let query = db.selectFrom('orders');
  if (owner.userId !== undefined) query = query.where('orders.user_id', '=', owner.userId);
  if (owner.shopId !== undefined) query = query.where('orders.shop_id', '=', owner.shopId);
  if (tab === 'unpaid') query = query.where('payment_status', '=', 'unpaid').where('delivery_status', '<>', 'cancelled').where('payment_method', '<>', 'cod');
  if (tab === 'to_ship')
    query = query.where('delivery_status', '=', 'to_ship').where((eb) => eb.or([eb('payment_status', '=', 'paid'), eb('payment_method', '=', 'cod')]));
  if (tab === 'shipped') query = query.where('delivery_status', 'in', SHIPPED);
  if (tab === 'completed' || tab === 'cancelled') query = query.where('delivery_status', '=', tab);
  if (q)
    query = query.where((eb) =>
      eb.or([eb('order_sn', '=', q), eb('email', '=', q.toLowerCase()), eb('customer_name', 'like', `%${q.replace(/[%_\\]/g, '')}%`)]),
    );
  return query;
}

export async function orderPage(db: Executor, owner: { userId?: number; shopId?: number }, tab: OrderTab, page: number, pageSize: number, q?: string) {
  const [ids, count] = await Promise.all([
    filtered(db, owner, tab, q)
      .select('orders.id')
      .orderBy('orders.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, owner, tab, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? await orderColumns(db)
        .where(
          'orders.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('orders.id', 'desc')
        .execute()
    : [];
  return { rows, total: Number(count.n) };
}

export async function tabCounts(db: Executor, owner: { userId?: number; shopId?: number }): Promise<Record<OrderTab, number>> {
  const tabs: OrderTab[] = ['all', 'unpaid', 'to_ship', 'shipped', 'completed', 'cancelled'];
  const counts = await Promise.all(
    tabs.map((tab) =>
      filtered(db, owner, tab)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(tabs.map((tab, i) => [tab, Number(counts[i]?.n ?? 0)])) as Record<OrderTab, number>;
}

/** What a moved order's row holds once this statement moved it: what the step decides from. */
export const MOVED_ORDER = [
  'id',
  'user_id',
  'shop_id',
  'checkout_id',
  'order_sn',
  'payment_status',
  'payment_method',
  'delivery_status',
  'subtotal',
  'discount',
  'mall_discount',
  'shipping_fee',
  'tax',
  'actual_pay',
] as const;

/**
 * Moves an order from one of `from` to a new state with `values`; answers the row as this update
 * left it (a step decides what else to do from it, never from a copy read before: a racing step
 * may have paid or moved the order in between), or undefined when it was not in one of them
 * (someone else moved it first, or it never was).
 */
export async function moveOrder(
  db: Executor,
  id: number,
  from: { delivery?: DeliveryStatus[]; payment?: 'paid' | 'unpaid'; nothingRefunded?: boolean; notCancelled?: boolean; paymentMethod?: 'cod' },
  values: Updateable<Database['orders']>,
) {
  let query = db.updateTable('orders').set(values).where('id', '=', id);
  if (from.delivery) query = query.where('delivery_status', 'in', from.delivery);
  if (from.payment) query = query.where('payment_status', '=', from.payment);
  if (from.nothingRefunded) query = query.where('refunded_amount', '=', 0);
  if (from.paymentMethod) query = query.where('payment_method', '=', from.paymentMethod);
  if (from.notCancelled) query = query.where('delivery_status', '<>', 'cancelled');
  return query.returning(MOVED_ORDER).executeTakeFirst();
}

/** Puts a cancelled order's goods back on the shelf (and a deal's allowance back). */
export async function restock(db: Executor, items: { variant_id: number; product_id: number; quantity: number; deal_item_id: number | null }[]) {
  for (const item of [...items].sort((a, b) => a.variant_id - b.variant_id)) {
    await db
      .updateTable('product_variant')
      .set((eb) => ({ stock: eb('stock', '+', item.quantity) }))
      .where('id', '=', item.variant_id)
      .execute();
    await db
      .updateTable('product')
      .set((eb) => ({ stock: eb('stock', '+', item.quantity), sales: eb('sales', '-', item.quantity) }))
      .where('id', '=', item.product_id)
      .execute();
    if (item.deal_item_id !== null) {
      await db
        .updateTable('flash_deal_item')
        .set((eb) => ({ sold: eb('sold', '-', item.quantity) }))
        .where('id', '=', item.deal_item_id)
        .where('sold', '>=', item.quantity)
        .execute();
    }
  }
}

/** Reading and moving refund requests. Every state change is one conditional UPDATE on the states it leaves. */
import { OPEN_REFUND_STATES, type RefundState } from '@agora/contract/refunds';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';

export type RefundRow = Awaited<ReturnType<typeof findRefund>> & {};

const refundColumns = (db: Executor) =>
  db
    .selectFrom('refund_request as r')
    .innerJoin('orders', 'orders.id', 'r.order_id')
    .innerJoin('order_item as item', 'item.id', 'r.order_item_id')
    .innerJoin('shop', 'shop.id', 'r.shop_id')
    .innerJoin('user as buyer', 'buyer.id', 'r.user_id')
    .selectAll('r')
    .select([
      'orders.order_sn',
      'shop.name as shop_name',
      'item.names',
      'item.image',
      'item.options',
      'item.price',
      'item.product_id',
      'buyer.firstname',
      'buyer.email',
    ]);

export const findRefund = (db: Executor, id: number) => refundColumns(db).where('r.id', '=', id).executeTakeFirst();

/** A page of requests of a buyer, a shop or everyone, optionally in one state, newest first. */
export async function refundPage(
  db: Executor,
  owner: { userId?: number; shopId?: number },
  states: readonly RefundState[] | undefined,
  page: number,
  pageSize: number,
) {
  let filtered = db.selectFrom('refund_request as r');
  if (owner.userId !== undefined) filtered = filtered.where('r.user_id', '=', owner.userId);
  if (owner.shopId !== undefined) filtered = filtered.where('r.shop_id', '=', owner.shopId);
  if (states?.length) filtered = filtered.where('r.state', 'in', states);
  const [ids, count] = await Promise.all([
    filtered
      .select('r.id')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? await refundColumns(db)
        .where(
          'r.id',
          'in',
          ids.map((row) => row.id),
        )
        .orderBy('r.id', 'desc')
        .execute()
    : [];
  return { rows, total: Number(count.n) };
}

/** Per line of the orders: quantity refunded, quantity held by open requests, and the open request (newest). */
export async function lineRefunds(db: Executor, orderIds: number[]) {
  const rows = orderIds.length
    ? await db
        .selectFrom('refund_request')
        .select(['id', 'order_item_id', 'quantity', 'state'])
        .where('order_id', 'in', orderIds)
        .where('state', 'in', ['refunded', ...OPEN_REFUND_STATES])
        .orderBy('id')
        .execute()
    : [];
  const byLine = new Map<number, { refunded: number; held: number; open: { id: number; state: RefundState } | null }>();
  for (const row of rows) {
    const line = byLine.get(row.order_item_id) ?? { refunded: 0, held: 0, open: null };
    if (row.state === 'refunded') line.refunded += row.quantity;
    else {
      line.held += row.quantity;
      line.open = { id: row.id, state: row.state };
    }
    byLine.set(row.order_item_id, line);
  }
  return byLine;
}

/** Moves a request from one of `from` to `values`; false when it was in none of them (someone moved it first). */
export async function moveRefund(db: Executor, id: number, from: readonly RefundState[], values: Updateable<Database['refund_request']>) {
  const moved = await db.updateTable('refund_request').set(values).where('id', '=', id).where('state', 'in', from).executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

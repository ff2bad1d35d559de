/** Reads and writes of the checkout: commission rates, checkouts and their orders. */
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';

/** The shops' owners and commission rates (null: the mall's default). */
export const shopTermsOf = (db: Executor, shopIds: number[]) =>
  db.selectFrom('shop').select(['id', 'user_id', 'commission_bps']).where('id', 'in', shopIds).execute();

export const findCheckout = (db: Executor, userId: number, key: string) =>
  db
    .selectFrom('checkout')
    .select(['id', 'total', 'payment_method', 'answer_code'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const insertCheckout = (db: Executor, row: Insertable<Database['checkout']>) =>
  db.insertInto('checkout').values(row).returning('id').executeTakeFirstOrThrow();

export const ordersOfCheckout = (db: Executor, checkoutId: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'order_sn', 'shop_id', 'actual_pay', 'payment_status', 'delivery_status', 'payment_method', 'created_at'])
    .where('checkout_id', '=', checkoutId)
    .orderBy('id')
    .execute();

/** Takes `quantity` off a variant's shelf only if that many are there; false when they are not. */
export async function takeStock(db: Executor, variantId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .updateTable('product_variant')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** The product's totals follow its variants: stock down, sales up. */
export const countSale = (db: Executor, productId: number, quantity: number) =>
  db
    .updateTable('product')
    .set((eb) => ({ stock: eb('stock', '-', quantity), sales: eb('sales', '+', quantity) }))
    .where('id', '=', productId)
    .execute();

/** Takes `quantity` of a running deal's allowance only if that much is left. */
export async function takeDealQuantity(db: Executor, dealItemId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .updateTable('flash_deal_item')
    .set((eb) => ({ sold: eb('sold', '+', quantity) }))
    .where('id', '=', dealItemId)
    .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('deal_quantity')))
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

export const insertOrder = (db: Executor, row: Insertable<Database['orders']>) => db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();

export const insertOrderItems = (db: Executor, rows: Insertable<Database['order_item']>[]) => db.insertInto('order_item').values(rows).execute();

/**
 * After-sales: refund and return requests on order lines, and what an order has given back.
 * Frozen once merged.
 *
 * - `refund_request.amount` is the buyer's money back; `sale_amount` and `commission_amount` the
 *   seller's share it reverses (docs/decisions.md "After-sales").
 * - `images`: JSON array of the buyer's own upload paths.
 * - `card_refund_failed` (also on `orders`, for a cancelled order's card refund): the provider
 *   refused to give the card money back after we recorded it; an operator settles it by hand.
 * - `orders.refunded_*`: the sums of refunded requests, so settling pays the seller less.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('refund_request')
    .addColumn('id', idType, id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_item.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('seller_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('escalate_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('log_sn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('send_date', 'text')
    .addColumn('escalated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_to', 'text', (c) => c.notNull().defaultTo('wallet'))
    .addColumn('card_refund_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('escalated_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refund_request_item_idx').on('refund_request').column('order_item_id').execute();
  await db.schema.createIndex('refund_request_user_idx').on('refund_request').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('refund_request_shop_idx').on('refund_request').columns(['shop_id', 'state']).execute();

  for (const column of ['refunded_amount', 'refunded_sale', 'refunded_commission'])
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('card_refund_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['card_refund_failed', 'refunded_commission', 'refunded_sale', 'refunded_amount'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('refund_request').execute();
}

/**
 * The operators' record on an order (admin console, Orders). Frozen once merged.
 *
 * - `order_note`: one row per thing an operator wrote or did to an order: a note (`kind` note),
 *   the reason of a cancel by the mall (`cancel`), a delivery the mall confirmed (`deliver`). With
 *   the order's own timestamps they make its timeline; `author_id` is the operator.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_note')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('note'))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_note_order_idx').on('order_note').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_note').execute();
}

/**
 * A shop's CSV imports (seller module, product-csv-import-record.ts): one row per import, what it
 * is doing and what it left. Kept in the database so that "one import at a time per shop" and
 * "10 an hour" hold across restarts and several processes. Frozen once merged.
 *
 * - `status`: 'running' | 'done' | 'refused' (a bad line: nothing written) | 'failed' (stopped
 *   part-way; `created` and `updated` say what it left, `error` why).
 * - `updated_at`: moved on by every batch; a running import not moved on for minutes is taken as
 *   dead (its process ended) and marked failed by the shop's next import.
 * - At most one running import per shop: a partial unique index, so that two imports sent at the
 *   same moment cannot both start, on SQLite and PostgreSQL alike.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_import')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('product_import_shop_idx').on('product_import').columns(['shop_id', 'started_at']).execute();
  await sql`create unique index product_import_one_running_idx on product_import (shop_id) where status = 'running'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_import').execute();
}

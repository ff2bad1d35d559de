/**
 * Users in the operator's console (modules/users-admin). Frozen once merged.
 *
 * - `user_block`: one row per block of an account: who blocked it, when and why, and who lifted
 *   it and when (null while it holds). The account's `user.status` is what logging in and every
 *   token check read; this is the history the user's page shows.
 * - `sign_in`: one row per successful login with the address and browser it came from; the
 *   user's page shows the latest.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_block')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('blocked_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('blocked_at', 'text', (c) => c.notNull())
    .addColumn('unblocked_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('unblocked_at', 'text')
    .execute();
  await db.schema.createIndex('user_block_user_idx').on('user_block').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('sign_in')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_user_idx').on('sign_in').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in').execute();
  await db.schema.dropTable('user_block').execute();
}

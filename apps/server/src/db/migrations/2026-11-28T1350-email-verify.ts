/**
 * E-mail verification (account/):
 * - `user.email_verified`: the address the account last proved by mailed code, or ''. Accounts from
 *   before this start unproved: withdrawing and applying for a shop wait for a code (docs/decisions.md).
 * - `email_code`: the mailed codes, stored and limited as password-reset codes are.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('email_verified', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('email_code')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_code_user_idx').on('email_code').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_code').execute();
  await db.schema.alterTable('user').dropColumn('email_verified').execute();
}

/**
 * Issue 22's last spec items. Frozen once merged.
 *
 * - `access_token.notices_seen_id`: the newest notice id this session had when it last opened the
 *   notices page; the session's notify flag (the bell's dot) is up while an unread notice newer
 *   than it exists (notices/notify-flag.ts). 0 for every session until it opens the page.
 * - `user.phone_verified`: the phone (WhatsApp) number the account last proved by SMS code, or ''.
 * - `phone_code`: SMS verification codes (phone-verify/), stored and limited as password-reset codes.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('access_token')
    .addColumn('notices_seen_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('phone_verified', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('phone_code')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phone_code_user_idx').on('phone_code').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_code').execute();
  await db.schema.alterTable('user').dropColumn('phone_verified').execute();
  await db.schema.alterTable('access_token').dropColumn('notices_seen_id').execute();
}

/**
 * Failed logins per account, in the database so the limits hold across restarts and between
 * server processes (auth/login-limits.ts has the policy). Frozen once merged.
 *
 * - `login_streak`: one row per account that has failed a login: the consecutive failures since
 *   its last successful login and when the last was counted. Attempts on one account queue on
 *   this row (auth/login-attempt.ts), so they are counted one after the other.
 * - `login_failure`: one row per failed login of the last hour (older ones are pruned), for the
 *   cap on failures per rolling hour.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_streak')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failed_at', 'text')
    .execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_user_idx').on('login_failure').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
  await db.schema.dropTable('login_streak').execute();
}

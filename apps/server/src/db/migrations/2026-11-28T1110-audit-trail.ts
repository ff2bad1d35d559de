/**
 * The audit trail (modules/audit-trail): every write by an operator or a seller, append-only and
 * hash-chained. Frozen once merged.
 *
 * - `audit_trail`: one row per write. `id` is the row's place in the chain (1, 2, 3 …, given by
 *   the appender, never by the database), so a gap is a deleted row. `hash` = sha256 of
 *   `prev_hash` and the row's fields; `prev_hash` is the row before's `hash`. No foreign keys: a
 *   deleted account or shop must neither take its rows with it nor be held back by them.
 * - `audit_trail_head`: one row, the chain's last id and hash. Appends take it first (a row lock
 *   on PostgreSQL), so concurrent appends queue instead of forking the chain, and a deleted last
 *   row is found (the head names a row that is not there).
 */
import type { Kysely } from 'kysely';

export const GENESIS_HASH = '0'.repeat(64);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_trail')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_roles', 'text', (c) => c.notNull())
    .addColumn('actor_shop_id', 'integer')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_trail_actor_idx').on('audit_trail').columns(['actor_user_id', 'id']).execute();
  await db.schema.createIndex('audit_trail_target_idx').on('audit_trail').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('audit_trail_created_idx').on('audit_trail').column('created_at').execute();

  await db.schema
    .createTable('audit_trail_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('audit_trail_head').values({ id: 1, last_id: 0, hash: GENESIS_HASH }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_trail_head').execute();
  await db.schema.dropTable('audit_trail').execute();
}

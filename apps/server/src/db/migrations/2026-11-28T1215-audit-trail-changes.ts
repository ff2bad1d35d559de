/**
 * Counts every change the audit trail's rows see after they are appended: the app only ever
 * inserts them, so an UPDATE, DELETE (or TRUNCATE) of `audit_trail` is someone editing the record.
 * `audit_trail_head.changes` goes up with each one (triggers), which lets the console's list check
 * only the rows appended since its last check while nothing else moved, and the whole chain again
 * once something did (modules/audit-trail/recheck-trail.ts). Frozen once merged.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_trail_head')
    .addColumn('changes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`create function audit_trail_changed() returns trigger language plpgsql as $$
      begin
        update audit_trail_head set changes = changes + 1 where id = 1;
        return null;
      end $$`.execute(db);
    await sql`create trigger audit_trail_changed after update or delete or truncate on audit_trail
      for each statement execute function audit_trail_changed()`.execute(db);
    return;
  }
  for (const event of ['update', 'delete'])
    await sql`create trigger ${sql.raw(`audit_trail_${event}d`)} after ${sql.raw(event)} on audit_trail
      begin update audit_trail_head set changes = changes + 1 where id = 1; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_trail_changed on audit_trail`.execute(db);
    await sql`drop function audit_trail_changed()`.execute(db);
  } else {
    await sql`drop trigger audit_trail_updated`.execute(db);
    await sql`drop trigger audit_trail_deleted`.execute(db);
  }
  await db.schema.alterTable('audit_trail_head').dropColumn('changes').execute();
}

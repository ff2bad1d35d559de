/**
 * At most one open shop application per user: a pending or approved one. Two applications sent
 * at the same moment both pass the service's check on PostgreSQL (READ COMMITTED); this index
 * lets exactly one insert through, and the other answers 2000016. Frozen once merged.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A partial unique index, the same SQL on SQLite and PostgreSQL.
  await sql`create unique index shop_application_one_open_idx on shop_application (user_id) where status in ('pending', 'approved')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shop_application_one_open_idx').ifExists().execute();
}

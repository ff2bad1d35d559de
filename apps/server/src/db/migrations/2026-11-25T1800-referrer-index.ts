/**
 * Referrals are looked up by referrer: the affiliate page's count and list, and the affiliate
 * role on every login and userinfo. Without this index each is a scan of every user. Frozen once merged.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('user_invited_by_idx').on('user').column('invited_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_invited_by_idx').ifExists().execute();
}

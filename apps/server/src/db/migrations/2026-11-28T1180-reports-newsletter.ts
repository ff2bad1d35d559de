/**
 * Newsletter subscribers can leave: each row gets a random unsubscribe token (unique; the link in
 * every newsletter carries it) and the time it unsubscribed (null while subscribed). Rows that
 * exist already get their token here. Frozen once merged.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriber').addColumn('unsubscribe_token', 'text').execute();
  await db.schema.alterTable('newsletter_subscriber').addColumn('unsubscribed_at', 'text').execute();
  const rows = await db.selectFrom('newsletter_subscriber').select('id').execute();
  for (const row of rows)
    await db
      .updateTable('newsletter_subscriber')
      .set({ unsubscribe_token: randomBytes(24).toString('base64url') })
      .where('id', '=', row.id)
      .execute();
  await db.schema.createIndex('newsletter_subscriber_token_idx').on('newsletter_subscriber').column('unsubscribe_token').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscriber_token_idx').execute();
  await db.schema.alterTable('newsletter_subscriber').dropColumn('unsubscribed_at').execute();
  await db.schema.alterTable('newsletter_subscriber').dropColumn('unsubscribe_token').execute();
}

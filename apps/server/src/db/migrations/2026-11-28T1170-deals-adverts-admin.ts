/**
 * Adverts get a time window, as flash deals have: the storefront serves an advert only from
 * `starts_at` (if set) until `ends_at` (if set), ISO-8601 UTC. Existing adverts keep both empty
 * and so run as before. Frozen once merged.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('advert').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('advert').addColumn('ends_at', 'text').execute();
  // Saving a deal looks up the other deals of each of its variants (the overlap rule).
  await db.schema.createIndex('flash_deal_item_variant_idx').ifNotExists().on('flash_deal_item').column('variant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('flash_deal_item_variant_idx').ifExists().execute();
  await db.schema.alterTable('advert').dropColumn('ends_at').execute();
  await db.schema.alterTable('advert').dropColumn('starts_at').execute();
}

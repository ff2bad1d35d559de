/**
 * Trending searches (catalog/search-counts.ts): how often each normalised search term was searched
 * on each day (UTC). No user, address or time of day: one row per term and day. Frozen once merged.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_query_day')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_query_day_pk', ['day', 'query'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_query_day').execute();
}

/**
 * `review.lang`: the language the review was written in (the writer's app language when they
 * wrote it), so the product page offers a translation to readers of another language. Reviews
 * written before this are '' (unknown): the page offers them a translation too, and the translator
 * detects the language itself.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('review')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('review').dropColumn('lang').execute();
}

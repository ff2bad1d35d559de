/**
 * A variant's own picture ("Rose Gold" shows the rose gold one): a media path, or null when the
 * variant has none and the product's pictures stand for it. The product page's gallery moves to
 * it when the buyer picks the variant; the cart and orders will show it on the line.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_variant').addColumn('image', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_variant').dropColumn('image').execute();
}

/**
 * The operator's hand on shops, products and reviews (admin console, modules/shops-admin). Frozen
 * once merged.
 *
 * - `shop.suspended_reason`, `shop.suspended_at`: why and since when a shop is suspended
 *   (`shop.status = 'suspended'`); '' and null otherwise.
 * - `shop_suspended_product`: the products a suspension took off sale (they were on sale), so
 *   resuming puts back exactly those and none the seller had taken off themselves.
 * - `product.taken_off_at`: when the operator last took the product off sale (status `rejected`
 *   with the reason in `review_reason`); null if never.
 * - `product.hot_rank`, `product.recommended_rank`: the operator's order of the featured products
 *   on the home page's hot and recommended lists (lowest first); null when not featured.
 * - `review.hidden`, `review.hidden_reason`, `review.hidden_at`: a review the operator hid is kept
 *   but leaves the product's reviews and its rating.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop')
    .addColumn('suspended_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('shop').addColumn('suspended_at', 'text').execute();
  await db.schema
    .createTable('shop_suspended_product')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('shop_suspended_product_pk', ['shop_id', 'product_id'])
    .execute();

  await db.schema.alterTable('product').addColumn('taken_off_at', 'text').execute();
  await db.schema.alterTable('product').addColumn('hot_rank', 'integer').execute();
  await db.schema.alterTable('product').addColumn('recommended_rank', 'integer').execute();

  await db.schema
    .alterTable('review')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('review')
    .addColumn('hidden_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('review').addColumn('hidden_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['hidden_at', 'hidden_reason', 'hidden']) await db.schema.alterTable('review').dropColumn(column).execute();
  for (const column of ['recommended_rank', 'hot_rank', 'taken_off_at']) await db.schema.alterTable('product').dropColumn(column).execute();
  await db.schema.dropTable('shop_suspended_product').execute();
  for (const column of ['suspended_at', 'suspended_reason']) await db.schema.alterTable('shop').dropColumn(column).execute();
}

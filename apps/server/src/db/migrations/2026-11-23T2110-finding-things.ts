/**
 * Finding things: the known words for near spellings, and indexes for the best-rated order.
 * SQLite: an fts5vocab table over the word index lists every word with how many products have it,
 * read from the index itself (catalog/search-vocabulary.ts); PostgreSQL splits its search texts
 * when asked. Best rated first (rating, rating count, newest) over all products and per category
 * reads an index instead of sorting every product; best selling already has its indexes
 * (status, sales), (category_id, status, sales) and (shop_id, status, sales).
 * Brand facets of the whole catalogue (get_all_products, hot, new) count on-sale products per brand
 * within a price range from one covering index: 7 ms instead of 55 at 100,000 products.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`create virtual table product_word_vocab using fts5vocab(product_word_fts, row)`.execute(db);
  await db.schema.createIndex('product_status_rating_idx').on('product').columns(['status', 'rating', 'rating_count', 'created_at']).execute();
  await db.schema.createIndex('product_category_rating_idx').on('product').columns(['category_id', 'status', 'rating', 'rating_count', 'created_at']).execute();
  await db.schema.createIndex('product_status_brand_idx').on('product').columns(['status', 'brand_id', 'effective_price']).execute();
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_status_brand_idx').execute();
  await db.schema.dropIndex('product_category_rating_idx').execute();
  await db.schema.dropIndex('product_status_rating_idx').execute();
  if (!isPostgres(db)) await sql`drop table if exists product_word_vocab`.execute(db);
}

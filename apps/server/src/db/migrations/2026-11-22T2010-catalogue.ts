/**
 * Catalogue: wholesale tiers, reviews, compare lists, flash deals, uploaded media, and the search
 * text (every language's name, folded) with its index: FTS5 trigram on SQLite, pg_trgm on
 * PostgreSQL. Frozen once merged.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType, isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('product_wholesale')
    .addColumn('id', idType, id)
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variant.id').onDelete('cascade'))
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('product_wholesale_variant_min_uq', ['variant_id', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('review')
    .addColumn('id', idType, id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('review_rating_check', sql`rating between 1 and 5`)
    .execute();
  await db.schema.createIndex('review_product_idx').on('review').columns(['product_id', 'created_at']).execute();

  await db.schema
    .createTable('compare_item')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('compare_item_pk', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('flash_deal')
    .addColumn('id', idType, id)
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flash_deal_window_idx').on('flash_deal').columns(['end_time', 'start_time']).execute();

  await db.schema
    .createTable('flash_deal_translation')
    .addColumn('flash_deal_id', 'integer', (c) => c.notNull().references('flash_deal.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('flash_deal_translation_pk', ['flash_deal_id', 'lang'])
    .execute();

  await db.schema
    .createTable('flash_deal_item')
    .addColumn('id', idType, id)
    .addColumn('flash_deal_id', 'integer', (c) => c.notNull().references('flash_deal.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variant.id').onDelete('cascade'))
    .addColumn('deal_price', 'bigint', (c) => c.notNull())
    .addColumn('deal_quantity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('flash_deal_item_variant_uq', ['flash_deal_id', 'variant_id'])
    .addCheckConstraint('flash_deal_item_sold_check', sql`sold <= deal_quantity`)
    .execute();
  await db.schema.createIndex('flash_deal_item_product_idx').on('flash_deal_item').column('product_id').execute();

  await db.schema
    .createTable('media')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // One row per product: every language's name, lower-cased with Latin diacritics folded
  // (see catalog/search-text.ts), so one query finds "dien thoai" in "Điện thoại".
  await db.schema
    .createTable('product_search')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('product.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index product_search_trgm_idx on product_search using gin (text gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table product_fts using fts5(text, content='product_search', content_rowid='product_id', tokenize='trigram')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists product_fts`.execute(db);
  for (const table of ['product_search', 'media', 'flash_deal_item', 'flash_deal_translation', 'flash_deal', 'compare_item', 'review', 'product_wholesale']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

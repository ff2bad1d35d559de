/**
 * `product.effective_price`: what one piece costs now, the running flash-deal price or else the
 * regular price. Price order and the price range read it through an index instead of joining the
 * running deals for every product in a listing; the deal clock keeps it true (flash-deals module).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('effective_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update product set effective_price = price`.execute(db);
  // Every listing filters on-sale products of one scope and pages them by price, newest or sales.
  await db.schema.dropIndex('product_category_idx').execute();
  await db.schema.createIndex('product_category_price_idx').on('product').columns(['category_id', 'status', 'effective_price']).execute();
  await db.schema.createIndex('product_status_price_idx').on('product').columns(['status', 'effective_price']).execute();
  await db.schema.createIndex('product_category_created_idx').on('product').columns(['category_id', 'status', 'created_at']).execute();
  // With more indexes to choose from, SQLite needs statistics to choose well (see openDatabase).
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_category_created_idx').execute();
  await db.schema.dropIndex('product_status_price_idx').execute();
  await db.schema.dropIndex('product_category_price_idx').execute();
  await db.schema.createIndex('product_category_idx').on('product').columns(['category_id', 'status', 'price']).execute();
  await db.schema.alterTable('product').dropColumn('effective_price').execute();
}

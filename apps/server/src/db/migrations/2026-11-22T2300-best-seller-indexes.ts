/**
 * Best sellers of a category and of a shop (the product page's "related" and "best sellers", the
 * shop page's default order) read in sales order through an index instead of sorting every
 * product of the category or shop.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_category_sales_idx').on('product').columns(['category_id', 'status', 'sales']).execute();
  await db.schema.dropIndex('product_shop_idx').execute();
  await db.schema.createIndex('product_shop_sales_idx').on('product').columns(['shop_id', 'status', 'sales']).execute();
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_shop_sales_idx').execute();
  await db.schema.createIndex('product_shop_idx').on('product').columns(['shop_id', 'status']).execute();
  await db.schema.dropIndex('product_category_sales_idx').execute();
}

/**
 * What operators keep of the catalogue in the console (modules/catalogue-admin). Frozen once merged.
 *
 * - `category.hidden`, `brand.hidden`: 1 takes the category (with its sub-categories) out of the
 *   storefront's menus and category pages, or the brand out of the brand lists; its products stay
 *   on sale and findable by search.
 * - `brand_translation`: a brand's name in the languages other than English (English stays in
 *   `brand.name`, which orders and facets read); a language without a row shows the English name.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('category')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('brand')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('brand_translation')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brand.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_translation_pk', ['brand_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brand_translation').execute();
  await db.schema.alterTable('brand').dropColumn('hidden').execute();
  await db.schema.alterTable('category').dropColumn('hidden').execute();
}

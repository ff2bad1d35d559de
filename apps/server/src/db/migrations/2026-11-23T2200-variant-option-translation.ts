/**
 * Variant option names and values per language, and ratings that agree with the reviews.
 *
 * `variant_option_translation` holds a product's option texts per language: the option name
 * ("color" → "カラー") when `option_value` is '', else one of its values ("Matte Black" →
 * "マットブラック"). Variants keep their options as written (`product_variant.options`), which stay
 * their identity; a text missing in a language falls back to English, then to that. Per product,
 * like product names, so one seller's wording never changes another's.
 *
 * `product.rating` and `rating_count` were numbers of their own ("4.7 with 0 reviews"): from now
 * on they are recomputed from the reviews whenever reviews are written (catalog/product-ratings.ts),
 * and here once from the reviews there are. Frozen once merged.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('variant_option_translation')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('option_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('variant_option_translation_pk', ['product_id', 'lang', 'option_name', 'option_value'])
    .execute();

  // The average rounded to one decimal as shown: round(sum * 10 / n) / 10, exact on both dialects.
  await sql`
    update product set
      rating = coalesce((select round(sum(review.rating) * 10.0 / count(*)) / 10 from review where review.product_id = product.id), 0),
      rating_count = (select count(*) from review where review.product_id = product.id)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('variant_option_translation').ifExists().execute();
}

/**
 * The shop's products as CSV (RFC 4180, written by csv-stringify): one row per variant, the
 * columns of product-csv-columns.ts, the product's names in every language ('' where none). Text
 * cells a spreadsheet would run as a formula (`=HYPERLINK(…)`) start with an apostrophe; numbers
 * are written as they are.
 * @example await exportCsv(db, 2) // 'product_id,variant_id,sku,name_en,…\r\n7,31,LAMP-01,Desk lamp,…'
 */
import { LANGS } from '@agora/contract/locale';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { CSV_COLUMNS, CSV_TEXT_COLUMNS, type CsvRow } from './product-csv-columns';
import { guardFormula } from './product-csv-formula-guard';

export async function exportCsv(db: Db, shopId: number): Promise<string> {
  const [variants, names, images] = await Promise.all([
    db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select([
        'product.id as product_id',
        'product.category_id',
        'product.brand_id',
        'product_variant.id',
        'product_variant.sku',
        'product_variant.options',
        'product_variant.price',
        'product_variant.market_price',
        'product_variant.stock',
      ])
      .where('product.shop_id', '=', shopId)
      .orderBy('product.id')
      .orderBy('product_variant.sort')
      .orderBy('product_variant.id')
      .execute(),
    db
      .selectFrom('product_translation')
      .innerJoin('product', 'product.id', 'product_translation.product_id')
      .select(['product_translation.product_id', 'product_translation.lang', 'product_translation.name'])
      .where('product.shop_id', '=', shopId)
      .execute(),
    db
      .selectFrom('product_image')
      .innerJoin('product', 'product.id', 'product_image.product_id')
      .select(['product_image.product_id', 'product_image.url'])
      .where('product.shop_id', '=', shopId)
      .orderBy('product_image.sort')
      .orderBy('product_image.id')
      .execute(),
  ]);
  const rows = variants.map((v): CsvRow => {
    const row: Record<string, string> = {
      product_id: String(v.product_id),
      variant_id: String(v.id),
      sku: v.sku,
      category_id: String(v.category_id),
      brand_id: v.brand_id === null ? '' : String(v.brand_id),
      options: v.options,
      price: String(v.price),
      market_price: String(v.market_price),
      stock: String(v.stock),
      images: images
        .filter((i) => i.product_id === v.product_id)
        .map((i) => i.url)
        .join('|'),
    };
    for (const lang of LANGS) row[`name_${lang}`] = names.find((n) => n.product_id === v.product_id && n.lang === lang)?.name ?? '';
    for (const column of CSV_TEXT_COLUMNS) row[column] = guardFormula(row[column] as string);
    return row as CsvRow;
  });
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' });
}

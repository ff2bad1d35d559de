/**
 * The columns of the product CSV, shared by export and import: one row per variant. `options` is
 * the variant's options as a JSON object (`{"Color":"Black"}`; unambiguous whatever the values
 * hold), `images` the product's pictures separated by `|` (needed only for a new product). Text
 * cells that a spreadsheet would run as a formula carry a leading apostrophe (product-csv-formula-guard.ts).
 */
import { LANGS } from '@agora/contract/locale';

export const CSV_COLUMNS = [
  'product_id',
  'variant_id',
  'sku',
  ...LANGS.map((lang) => `name_${lang}` as const),
  'category_id',
  'brand_id',
  'options',
  'price',
  'market_price',
  'stock',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** The columns that hold text; the others hold numbers (ids, prices, stock), written as numbers. */
export const CSV_TEXT_COLUMNS: readonly CsvColumn[] = ['sku', ...LANGS.map((lang) => `name_${lang}` as const), 'options', 'images'];
export type CsvRow = Record<CsvColumn, string>;

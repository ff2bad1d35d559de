/**
 * Delivery options (modules/shipping). Frozen once merged.
 *
 * - `shipping_option.countries`: JSON list of the ISO codes a shop's channel serves; `[]` every
 *   country (what every channel served before).
 * - `mall_shipping_option`: the mall's default channels, the same columns without a shop. A shop
 *   with no active channels of its own ships by them. Seeded with what such a shop was offered
 *   until now (free standard delivery in 3 to 7 days, everywhere), so nothing changes until an
 *   operator edits them.
 * - `shop_shipping`: a shop's handling days (added to each channel's days for the arrival window),
 *   pickup address (JSON) and return date while on vacation (null: open). No row: 0, {}, open.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

const STANDARD_NAMES = {
  en: 'Standard delivery',
  es: 'Envío estándar',
  jp: '通常配送',
  hi: 'सामान्य डिलीवरी',
  id: 'Pengiriman reguler',
  zh: '标准配送',
  th: 'จัดส่งแบบปกติ',
  zhtw: '標準配送',
  pt: 'Entrega padrão',
  ms: 'Penghantaran biasa',
  vn: 'Giao hàng tiêu chuẩn',
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shipping_option')
    .addColumn('countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('mall_shipping_option')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('free_above', 'bigint')
    .addColumn('days_min', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('days_max', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('mall_shipping_option')
    .values({ code: 'standard', names: JSON.stringify(STANDARD_NAMES), fee: 0, free_above: null, days_min: 3, days_max: 7, countries: '[]', sort: 0 })
    .execute();
  await db.schema
    .createTable('shop_shipping')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shop.id').onDelete('cascade'))
    .addColumn('handling_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pickup_address', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('vacation_until', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_shipping').execute();
  await db.schema.dropTable('mall_shipping_option').execute();
  await db.schema.alterTable('shipping_option').dropColumn('countries').execute();
}

/**
 * The mall's settings as operators edit them (modules/settings-admin). Frozen once merged.
 *
 * - `currency.rate` (a double) becomes `rate_micros`: millionths of a unit per US dollar, an
 *   integer, as wallet types keep theirs; `currency.enabled` says whether buyers are offered it.
 * - `language.enabled`: whether the language menu offers it (all eleven stay translated).
 * - `orders.affiliate_bps`: the referrer's share in force when the order was placed, so a later
 *   change applies to later orders only; null on orders placed before this (they settle at the
 *   setting in force when they settle, as before).
 *
 * The website config (`website_config`, key and value) already holds the other settings
 * (site_name, logo, tax_rate_bps, commission_bps, affiliate_bps, free_delivery_pieces).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('currency')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('currency')
    .addColumn('rate_micros', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .execute();
  await db.updateTable('currency').set({ rate_micros: sql`cast(round(rate * 1000000) as bigint)` }).execute();
  await db.schema.alterTable('currency').dropColumn('rate').execute();
  await db.schema
    .alterTable('language')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('orders').addColumn('affiliate_bps', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('affiliate_bps').execute();
  await db.schema.alterTable('language').dropColumn('enabled').execute();
  await db.schema
    .alterTable('currency')
    .addColumn('rate', 'double precision', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.updateTable('currency').set({ rate: sql`rate_micros / 1000000.0` }).execute();
  await db.schema.alterTable('currency').dropColumn('rate_micros').execute();
  await db.schema.alterTable('currency').dropColumn('enabled').execute();
}

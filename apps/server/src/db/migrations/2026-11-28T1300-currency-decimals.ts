/**
 * `currency.decimals`: the digits after the decimal point an amount in that currency is shown
 * with, which operators may change (spec §9: two decimals, but a yen or a dong has no cents).
 * Currencies without minor units by ISO 4217 get 0, and so do IDR and TWD, shown whole by local
 * shops; the three-decimal dinars get 3; every other one 2. Display only: money stays US cents.
 * Frozen once merged, so the codes are written out here rather than read from the contract.
 */
import type { Kysely } from 'kysely';

const ZERO = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'IDR', 'TWD'];
const THREE = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('currency')
    .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.updateTable('currency').set({ decimals: 0 }).where('code', 'in', ZERO).execute();
  await db.updateTable('currency').set({ decimals: 3 }).where('code', 'in', THREE).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('currency').dropColumn('decimals').execute();
}

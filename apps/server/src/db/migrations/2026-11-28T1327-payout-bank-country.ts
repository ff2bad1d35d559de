/**
 * Bank details by country (issue 23): `payment_settings` gains the bank's country and the IBAN,
 * BIC and local bank code some countries ask for instead of a routing number. Rows from before
 * keep country '' and are read as they were. `wallet_type.names` holds a wallet type's name in other
 * languages (JSON by language), as shipping channels keep theirs.
 */
import type { Kysely } from 'kysely';

const COLUMNS = ['country', 'iban', 'bic', 'bank_code'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('payment_settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('wallet_type')
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_type').dropColumn('names').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('payment_settings').dropColumn(column).execute();
}

/**
 * A top-up's transaction id is unique in its normal form: `recharge.transaction_key` holds it
 * (NFKC, no spaces or invisible characters, lower case; modules/topups/transaction-id.ts), under a
 * unique index, so 'ABC123', 'abc 123', 'abc\u200B123' and 'ＡＢＣ１２３' are one payment.
 * `transaction_id` keeps what the buyer typed, for operators, and keeps its own UNIQUE: it is
 * implied by the new one, and SQLite could only drop it by rebuilding the table. Frozen once merged.
 *
 * - Existing rows get their key here. Rows that already collide on it (the same payment submitted
 *   twice before this fix) keep the lowest id's key; each later one gets `<key> #<id>`. A key
 *   never contains a space, so no other row's key and no future submission can equal that.
 *   Those rows are not touched otherwise: operators still see and decide each one.
 * - NOT NULL: on SQLite the column is added with DEFAULT '' (it cannot be added NOT NULL without
 *   one, nor altered later); on PostgreSQL the default is dropped once filled. The normal form is
 *   written by code only, and submitting refuses an id with nothing left of it (1000008).
 * - The normal form is copied into this file, not imported: a migration is frozen, the module's
 *   function may change.
 */
import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const normal = (raw: string) => raw.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKC');

/** Each row's key, the lowest id first to keep its own; later duplicates suffixed with their id. */
function transactionKeys(rows: Array<{ id: number; transaction_id: string }>): Map<number, string> {
  const taken = new Set<string>();
  const keys = new Map<number, string>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = normal(row.transaction_id);
    const unique = taken.has(key) ? `${key} #${row.id}` : key;
    taken.add(unique);
    keys.set(row.id, unique);
  }
  return keys;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recharge')
    .addColumn('transaction_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db.selectFrom('recharge').select(['id', 'transaction_id']).execute();
  for (const [id, key] of transactionKeys(rows)) {
    await db.updateTable('recharge').set({ transaction_key: key }).where('id', '=', id).execute();
  }
  if (isPostgres(db)) {
    await db.schema
      .alterTable('recharge')
      .alterColumn('transaction_key', (c) => c.dropDefault())
      .execute();
  }
  await db.schema.createIndex('recharge_transaction_key_uq').on('recharge').column('transaction_key').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recharge_transaction_key_uq').execute();
  await db.schema.alterTable('recharge').dropColumn('transaction_key').execute();
}

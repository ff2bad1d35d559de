/**
 * Card top-ups and the wallet PIN (issue 23).
 * - `card_top_up`: one card charge that credits the buyer's wallet. The buyer typed `local_amount`
 *   (minor units of `currency`, shown with its decimals) and saw `rate_micros`; `amount` is the US
 *   cents charged and credited (rounded down, so never more than paid). `idempotency_key` is unique
 *   per user: the same key again, even at the same moment, charges and credits once. Only what the
 *   provider answered about the card is kept (reference, brand, last four digits).
 * - `wallet_pin`: the scrypt hash of a user's six-digit wallet PIN (never the PIN), the wrong tries
 *   since the last right one, and until when it is locked.
 * Frozen once merged.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_top_up')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('local_amount', 'bigint', (c) => c.notNull())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last4', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('card_top_up_key_uq').on('card_top_up').columns(['user_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('wallet_pin')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_pin').execute();
  await db.schema.dropTable('card_top_up').execute();
}

/**
 * Money in and out of wallets: offline top-ups with proof, withdrawals, users' payment settings,
 * and what settling a completed order pays (the seller's earnings, the mall's commission, the
 * referrer's share). Frozen once merged.
 *
 * - `wallet_ledger.frozen_change` is the signed change to `wallet.frozen` (a withdrawal moves money
 *   from balance to frozen: amount -X, frozen_change +X; paying it out: amount 0, frozen_change -X),
 *   so a wallet's balance is its ledger's `amount` sum and its frozen amount its `frozen_change` sum.
 * - `wallet_type` gains what a top-up needs: where to send the money (`receive_address`, free text:
 *   an address or bank details), the rate (units of that currency per US dollar, in millionths) and
 *   whether it is offered.
 * - `recharge.transaction_id` is unique (per wallet type is not enough: 2000028 is "exists").
 * - `orders.settled_at`: when completing the order paid the seller, the commission and the referrer;
 *   set once, by a conditional update, so a receipt and the auto-complete sweep can't both pay.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .alterTable('wallet_ledger')
    .addColumn('frozen_change', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('wallet_ledger_kind_idx').on('wallet_ledger').columns(['kind', 'created_at']).execute();

  await db.schema
    .alterTable('wallet_type')
    .addColumn('receive_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('wallet_type')
    .addColumn('rate_micros', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .execute();
  await db.schema
    .alterTable('wallet_type')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('recharge')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('wallet_type_id', 'integer', (c) => c.notNull().references('wallet_type.id'))
    .addColumn('wallet_name', 'text', (c) => c.notNull())
    // US cents asked for, and credited on approval (null until then).
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('actual_amount', 'bigint')
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('voucher', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notice_id', 'integer')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharge_user_idx').on('recharge').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('recharge_state_idx').on('recharge').columns(['state', 'id']).execute();

  await db.schema
    .createTable('payment_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    // JSON: wallet type code → the user's address on it.
    .addColumn('wallets', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('routing_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // US cents frozen; the fee is part of it, the rest is paid out.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    // `bank` or a wallet type code, and the details it goes to, as they were when asked.
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    // The details had changed in the 24 hours before: the operator looks twice.
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notice_id', 'integer')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_user_idx').on('withdrawal').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawal_state_idx').on('withdrawal').columns(['state', 'id']).execute();

  await db.schema.alterTable('orders').addColumn('settled_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('affiliate_user_id', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('affiliate_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['affiliate_amount', 'affiliate_user_id', 'settled_at']) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('withdrawal').execute();
  await db.schema.dropTable('payment_settings').execute();
  await db.schema.dropTable('recharge').execute();
  for (const column of ['enabled', 'rate_micros', 'receive_address']) await db.schema.alterTable('wallet_type').dropColumn(column).execute();
  await db.schema.dropIndex('wallet_ledger_kind_idx').execute();
  await db.schema.alterTable('wallet_ledger').dropColumn('frozen_change').execute();
}

/** Payment settings, withdrawals and the wallet types a payout may use: Kysely only. */
import type { WithdrawalState } from '@agora/contract/withdrawals';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { EMPTY_SETTINGS, parseWallets, type StoredSettings } from './payout-details';

export async function findPaymentSettings(db: Executor, userId: number): Promise<StoredSettings> {
  const row = await db.selectFrom('payment_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...row, wallets: parseWallets(row.wallets) } : EMPTY_SETTINGS;
}

export async function paymentSettingsOfUsers(db: Executor, userIds: number[]): Promise<Map<number, StoredSettings>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('payment_settings').selectAll().where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, { ...row, wallets: parseWallets(row.wallets) }]));
}

export async function writePaymentSettings(db: Executor, userId: number, settings: StoredSettings & { updated_at: string }): Promise<void> {
  const values = { ...settings, wallets: JSON.stringify(settings.wallets) };
  await db
    .insertInto('payment_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Wallet types the mall offers, in their order: a payout may go to an address on one of them. */
export const offeredWalletTypes = (db: Executor) =>
  db.selectFrom('wallet_type').select(['code', 'name', 'names']).where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();

const WITHDRAWAL_COLUMNS = [
  'id',
  'user_id',
  'amount',
  'fee',
  'method',
  'destination',
  'flagged',
  'state',
  'remark',
  'reviewed_by',
  'reviewed_at',
  'created_at',
] as const;

export const findWithdrawal = (db: Executor, id: number) => db.selectFrom('withdrawal').select(WITHDRAWAL_COLUMNS).where('id', '=', id).executeTakeFirst();
export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

/**
 * The one change out of `pending`: whoever makes it first decides, a second finds nothing to
 * change (answers false). `userId` limits it to the owner's own withdrawal (a cancel).
 */
export async function leavePending(
  db: Executor,
  id: number,
  change: { state: WithdrawalState; remark?: string; reviewedBy?: number; reviewedAt?: string },
  userId?: number,
): Promise<boolean> {
  let query = db
    .updateTable('withdrawal')
    .set({
      state: change.state,
      ...(change.remark !== undefined ? { remark: change.remark } : {}),
      ...(change.reviewedBy !== undefined ? { reviewed_by: change.reviewedBy, reviewed_at: change.reviewedAt ?? null } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'pending');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function userWithdrawals(db: Executor, userId: number, state: WithdrawalState | undefined, page: number, pageSize: number) {
  let base = db.selectFrom('withdrawal').where('user_id', '=', userId);
  if (state) base = base.where('state', '=', state);
  const [rows, count] = await Promise.all([
    base
      .select(WITHDRAWAL_COLUMNS)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The operators' queue: flagged pending ones first, then the other pending ones oldest first, then the decided ones newest first. */
export async function withdrawalQueue(db: Executor, state: WithdrawalState | undefined, page: number, pageSize: number) {
  let base = db.selectFrom('withdrawal').innerJoin('user', 'user.id', 'withdrawal.user_id');
  if (state) base = base.where('withdrawal.state', '=', state);
  const [rows, count] = await Promise.all([
    base
      .select(WITHDRAWAL_COLUMNS.map((column) => `withdrawal.${column}` as const))
      .select(['user.firstname', 'user.email'])
      .orderBy(sql`case when withdrawal.state = 'pending' and withdrawal.flagged = 1 then 0 when withdrawal.state = 'pending' then 1 else 2 end`)
      .orderBy(sql`case when withdrawal.state = 'pending' then withdrawal.id else -withdrawal.id end`)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Reading top-ups: one record, a user's history, the operators' queue; and the shape they answer in. */
import type { AdminRecharge, Recharge, RechargeState } from '@agora/contract/topups';
import type { Executor } from '../../db/database';
import { rateOf } from './wallet-types';

function base(db: Executor) {
  return db
    .selectFrom('recharge')
    .innerJoin('wallet_type', 'wallet_type.id', 'recharge.wallet_type_id')
    .innerJoin('user', 'user.id', 'recharge.user_id')
    .select([
      'recharge.id',
      'recharge.user_id',
      'recharge.amount',
      'recharge.actual_amount',
      'recharge.wallet_name',
      'wallet_type.code as wallet_code',
      'recharge.transaction_id',
      'recharge.voucher',
      'recharge.state',
      'recharge.remark',
      'recharge.rate_micros',
      'recharge.created_at',
      'recharge.reviewed_at',
      'recharge.reviewed_by',
      'user.email',
      'user.firstname',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export function rechargeView(row: Row): Recharge {
  return {
    id: row.id,
    amount: Number(row.amount),
    actual_amount: row.actual_amount === null ? null : Number(row.actual_amount),
    wallet_code: row.wallet_code,
    wallet_name: row.wallet_name,
    transaction_id: row.transaction_id,
    voucher: row.voucher,
    // 'cancelled' is a withdrawal's state; a top-up never takes it.
    state: row.state as RechargeState,
    remark: row.remark,
    rate: rateOf(row.rate_micros),
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
  };
}

export const adminRechargeView = (row: Row): AdminRecharge => ({
  ...rechargeView(row),
  user: { id: row.user_id, email: row.email, firstname: row.firstname },
  reviewed_by: row.reviewed_by,
});

export const findRecharge = (db: Executor, id: number) => base(db).where('recharge.id', '=', id).executeTakeFirst();

/**
 * A page of top-ups, of one user or everyone's, in one state or all. The operators' pending queue
 * reads oldest first (first come, first reviewed); every other list newest first.
 */
export async function rechargePage(db: Executor, filter: { userId?: number; state?: RechargeState }, page: number, pageSize: number) {
  let rows = base(db);
  let count = db.selectFrom('recharge').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.userId !== undefined) {
    rows = rows.where('recharge.user_id', '=', filter.userId);
    count = count.where('user_id', '=', filter.userId);
  }
  if (filter.state) {
    rows = rows.where('recharge.state', '=', filter.state);
    count = count.where('state', '=', filter.state);
  }
  const oldestFirst = filter.userId === undefined && filter.state === 'pending';
  const [list, total] = await Promise.all([
    rows
      .orderBy('recharge.id', oldestFirst ? 'asc' : 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n), page, page_size: pageSize };
}

/** How many top-ups the user submitted after `sinceIso`, whatever became of them. */
export async function submissionsSince(db: Executor, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('recharge')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether any top-up has this transaction id, compared in normal form (`normalTransactionId`). */
export async function transactionKeyUsed(db: Executor, transactionKey: string): Promise<boolean> {
  return !!(await db.selectFrom('recharge').select('id').where('transaction_key', '=', transactionKey).executeTakeFirst());
}

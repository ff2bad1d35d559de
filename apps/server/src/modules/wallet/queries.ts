/** Reading wallets and ledgers. */
import type { LedgerKind } from '@agora/contract/wallet';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export const findWallet = (db: Executor, userId: number) =>
  db.selectFrom('wallet').select(['balance', 'frozen']).where('user_id', '=', userId).executeTakeFirst();

export interface LedgerFilter {
  userId: number;
  kind?: LedgerKind;
  direction?: 'income' | 'expense';
}

function filtered(db: Executor, filter: LedgerFilter) {
  let query = db.selectFrom('wallet_ledger').where('user_id', '=', filter.userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.direction === 'income') query = query.where('amount', '>', 0);
  if (filter.direction === 'expense') query = query.where('amount', '<', 0);
  return query;
}

export async function ledgerPage(db: Executor, filter: LedgerFilter, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(['id', 'kind', 'amount', 'balance_after', 'reference', 'remark', 'created_at'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Wallets whose balance is not the sum of their ledger's amounts, or whose frozen part is not the
 * sum of its frozen changes (and ledgers without a wallet that sum to something): the books must
 * never show one.
 */
export async function unbalancedWallets(db: Executor) {
  const rows = await sql<{ user_id: number; balance: number | string; ledger: number | string; frozen: number | string; frozen_ledger: number | string }>`
    select coalesce(w.user_id, l.user_id) as user_id,
      coalesce(w.balance, 0) as balance, coalesce(l.total, 0) as ledger,
      coalesce(w.frozen, 0) as frozen, coalesce(l.frozen_total, 0) as frozen_ledger
    from wallet w
    full outer join (select user_id, sum(amount) as total, sum(frozen_change) as frozen_total from wallet_ledger group by user_id) l on l.user_id = w.user_id
    where coalesce(w.balance, 0) <> coalesce(l.total, 0) or coalesce(w.frozen, 0) <> coalesce(l.frozen_total, 0)`.execute(db);
  return rows.rows.map((r) => ({
    userId: r.user_id,
    balance: Number(r.balance),
    ledger: Number(r.ledger),
    frozen: Number(r.frozen),
    frozenLedger: Number(r.frozen_ledger),
  }));
}

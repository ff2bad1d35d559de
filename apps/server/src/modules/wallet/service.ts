/** The wallet as its owner and the mall's operators see it. */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Balance, LedgerKind, LedgerRow } from '@agora/contract/wallet';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { findUserById } from '../auth/queries';
import type { Posted } from '../books/journal';
import { postAdjustment } from '../books/wallet-entries';
import { findWallet, ledgerPage } from './queries';

/** A user who never had money has a wallet of zeros. */
export async function balanceOf(db: Db, userId: number): Promise<Balance> {
  const wallet = await findWallet(db, userId);
  return { balance: wallet?.balance ?? 0, frozen: wallet?.frozen ?? 0 };
}

export async function transactionDetails(
  db: Db,
  userId: number,
  query: { page: number; page_size: number; kind?: LedgerKind; direction?: 'income' | 'expense' },
): Promise<Page<LedgerRow>> {
  const { rows, total } = await ledgerPage(db, { userId, kind: query.kind, direction: query.direction }, query.page, query.page_size);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      direction: row.amount > 0 ? 'income' : 'expense',
      amount: Math.abs(row.amount),
      balance_after: row.balance_after,
      reference: row.reference,
      remark: row.remark,
      created_at: row.created_at,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** An operator credits (amount > 0) or debits a wallet, with the reason in the ledger's remark. */
export async function adjustWallet(
  db: Db,
  adminId: number,
  input: { user_id: number; amount: number; remark: string },
): Promise<Result<Balance & { ledger_id: number }>> {
  if (!(await findUserById(db, input.user_id))) return fail(ErrorCode.noData, { field: 'user_id', reason: 'invalid' });
  const moved = await refusable(db, async (trx) => {
    const posted = await postAdjustment(trx, { userId: input.user_id, amount: input.amount, remark: input.remark, createdBy: adminId });
    if (!posted.ok) return refuse(posted);
    return posted.value.wallets[0] as Posted['wallets'][number];
  });
  if (!moved.ok) return moved;
  return ok({ balance: moved.value.balance, frozen: moved.value.frozen, ledger_id: moved.value.ledgerId });
}

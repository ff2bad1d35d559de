/**
 * A wallet leg of a journal entry (modules/books/journal.ts posts them): one conditional UPDATE of
 * the wallet's columns (the balance never goes below zero unless the leg may owe, so two payments
 * racing for the same money cannot both win; frozen never goes below zero) and the owner's
 * statement row, in the caller's transaction. The wallet's columns therefore always equal both its
 * statement and its accounts' postings (the audit checks).
 */
import { ErrorCode } from '@agora/contract/errors';
import type { LedgerKind } from '@agora/contract/wallet';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';

export interface WalletLeg {
  userId: number;
  /** Signed cents to the available balance: income > 0, expense < 0. */
  amount?: number;
  /** Signed cents to the frozen part (a withdrawal's freeze +, its payout or release −). */
  frozen?: number;
  kind: LedgerKind;
  /** The statement's reference as its owner reads it: `checkout:12`, `order:34`, `refund:5`. */
  reference: string;
  remark?: string;
  /** The balance may go below zero: a seller owing the mall (cash on delivery, a refund the mall decided). */
  mayOwe?: boolean;
  /** The order the money belongs to. */
  orderId?: number;
  /** A payment of several orders at once: the balance change split by order (the parts sum to `amount`). */
  orders?: { orderId: number; amount: number }[];
}

/** Applies the leg to the wallet and writes its statement row; 2000022 when the balance (or frozen part) does not cover it. */
export async function applyWalletLeg(
  trx: Executor,
  leg: WalletLeg,
  createdBy: number | null,
  now: string,
): Promise<Result<{ balance: number; frozen: number; ledgerId: number }>> {
  const amount = leg.amount ?? 0;
  const frozen = leg.frozen ?? 0;
  let wallet = await update(trx, leg, now);
  if (!wallet && (amount + frozen > 0 || leg.mayOwe)) {
    // The user's first income (or first debt) opens the wallet.
    await trx
      .insertInto('wallet')
      .values({ user_id: leg.userId, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    wallet = await update(trx, leg, now);
  }
  if (!wallet) return fail(ErrorCode.balanceInsufficient, { field: 'amount', reason: 'balanceShort' });
  const row = await trx
    .insertInto('wallet_ledger')
    .values({
      user_id: leg.userId,
      kind: leg.kind,
      amount,
      frozen_change: frozen,
      balance_after: wallet.balance,
      frozen_after: wallet.frozen,
      reference: leg.reference,
      remark: leg.remark ?? '',
      created_by: createdBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ok({ balance: Number(wallet.balance), frozen: Number(wallet.frozen), ledgerId: row.id });
}

function update(trx: Executor, leg: WalletLeg, now: string) {
  const amount = leg.amount ?? 0;
  const frozen = leg.frozen ?? 0;
  let query = trx
    .updateTable('wallet')
    .set((eb) => ({ balance: eb('balance', '+', amount), frozen: eb('frozen', '+', frozen), updated_at: now }))
    .where('user_id', '=', leg.userId)
    .where('frozen', '>=', -frozen);
  if (!leg.mayOwe && amount < 0) query = query.where('balance', '>=', -amount);
  return query.returning(['balance', 'frozen']).executeTakeFirst();
}

/**
 * The only way a wallet's balance changes: one conditional UPDATE (it never goes below zero, so two
 * payments racing for the same money cannot both win) and its ledger row, in the caller's
 * transaction. A wallet's balance therefore always equals the sum of its ledger (audit.ts checks).
 * @example const moved = await moveBalance(trx, { userId, amount: -1299, kind: 'order_payment', reference: 'checkout:12' });
 */
import { ErrorCode } from '@agora/contract/errors';
import type { LedgerKind } from '@agora/contract/wallet';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';

export interface BalanceMove {
  userId: number;
  /** Signed cents: income > 0, expense < 0. */
  amount: number;
  kind: LedgerKind;
  /** What it is about: `checkout:12`, `order:34`. */
  reference: string;
  remark?: string;
  /** The operator who made an adjustment. */
  createdBy?: number | null;
}

/** Moves money in or out of a wallet with its ledger row; 2000022 when the balance does not cover an expense. */
export async function moveBalance(trx: Executor, move: BalanceMove): Promise<Result<{ balance: number; frozen: number; ledgerId: number }>> {
  const now = nowIso();
  let wallet = await applyToWallet(trx, move.userId, move.amount, now);
  if (!wallet && move.amount > 0) {
    // The user's first income opens the wallet.
    await trx
      .insertInto('wallet')
      .values({ user_id: move.userId, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    wallet = await applyToWallet(trx, move.userId, move.amount, now);
  }
  if (!wallet) return fail(ErrorCode.balanceInsufficient, { field: 'amount', reason: 'balanceShort' });
  return ok(await writeLedgerRow(trx, move, { amount: move.amount }, wallet, now));
}

/**
 * Moves money between a wallet's balance and its frozen part with its ledger row, in one
 * conditional UPDATE: `toFrozen` > 0 freezes (2000022 when the balance does not cover it), < 0
 * releases frozen money back to the balance; `payOut` takes frozen money out of the wallet (a paid
 * withdrawal). Neither part ever goes below zero.
 * @example await moveFrozen(trx, { userId, toFrozen: 5000, kind: 'withdraw_freeze', reference: 'withdrawal:3' });
 */
export async function moveFrozen(
  trx: Executor,
  move: Omit<BalanceMove, 'amount'> & ({ toFrozen: number; payOut?: never } | { payOut: number; toFrozen?: never }),
): Promise<Result<{ balance: number; frozen: number; ledgerId: number }>> {
  const now = nowIso();
  const balanceChange = move.toFrozen !== undefined ? -move.toFrozen : 0;
  const frozenChange = move.toFrozen !== undefined ? move.toFrozen : -move.payOut;
  const wallet = await trx
    .updateTable('wallet')
    .set((eb) => ({ balance: eb('balance', '+', balanceChange), frozen: eb('frozen', '+', frozenChange), updated_at: now }))
    .where('user_id', '=', move.userId)
    .where('balance', '>=', -balanceChange)
    .where('frozen', '>=', -frozenChange)
    .returning(['balance', 'frozen'])
    .executeTakeFirst();
  if (!wallet) return fail(ErrorCode.balanceInsufficient, { field: 'amount', reason: 'balanceShort' });
  return ok(await writeLedgerRow(trx, move, { amount: balanceChange, frozen_change: frozenChange }, wallet, now));
}

/** The move's ledger row, with the wallet as the move left it; answers that wallet and the row's id. */
async function writeLedgerRow(
  trx: Executor,
  move: Omit<BalanceMove, 'amount'>,
  change: { amount: number; frozen_change?: number },
  wallet: { balance: number; frozen: number },
  now: string,
) {
  const ledger = await trx
    .insertInto('wallet_ledger')
    .values({
      user_id: move.userId,
      kind: move.kind,
      ...change,
      balance_after: wallet.balance,
      frozen_after: wallet.frozen,
      reference: move.reference,
      remark: move.remark ?? '',
      created_by: move.createdBy ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...wallet, ledgerId: ledger.id };
}

/** `balance + amount`, only where that stays ≥ 0; undefined when the wallet is missing or short. */
function applyToWallet(trx: Executor, userId: number, amount: number, now: string) {
  return trx
    .updateTable('wallet')
    .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: now }))
    .where('user_id', '=', userId)
    .where('balance', '>=', -amount)
    .returning(['balance', 'frozen'])
    .executeTakeFirst();
}

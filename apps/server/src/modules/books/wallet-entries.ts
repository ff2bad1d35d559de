/**
 * Money that moves a wallet against the mall's own accounts: an operator's adjustment, an offline
 * top-up credited, and a withdrawal's three steps (frozen when asked, paid out less its fee, or
 * released back to the balance).
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
import type { Result } from '../../lib/errors';
import { accounts } from './accounts';
import { type Posted, post } from './journal';

/** An operator credits (> 0) or debits a wallet; a debit the balance does not cover refuses with 2000022. */
export function postAdjustment(trx: Executor, move: { userId: number; amount: number; remark: string; createdBy: number | null }): Promise<Result<Posted>> {
  return post(trx, {
    reference: `adjust:${randomUUID()}`,
    kind: 'adjustment',
    createdBy: move.createdBy,
    memo: move.remark,
    wallets: [{ userId: move.userId, amount: move.amount, kind: 'adjustment', reference: `admin:${move.createdBy ?? 0}`, remark: move.remark }],
    postings: [{ account: accounts.adjustments, amount: -move.amount }],
  });
}

/** An offline top-up approved for `amount`: money that came in by bank or crypto transfer. */
export function postTopUp(trx: Executor, topUp: { id: number; userId: number; amount: number; remark: string; createdBy: number }): Promise<Result<Posted>> {
  const reference = `recharge:${topUp.id}`;
  return post(trx, {
    reference,
    kind: 'top_up',
    createdBy: topUp.createdBy,
    wallets: [{ userId: topUp.userId, amount: topUp.amount, kind: 'recharge', reference, remark: topUp.remark }],
    postings: [{ account: accounts.topUps, amount: -topUp.amount }],
  });
}

/** A card top-up the card's processor said yes to: the card's money into the wallet (issue 23). */
export function postCardTopUp(trx: Executor, topUp: { id: number; userId: number; amount: number }): Promise<Result<Posted>> {
  const reference = `card_topup:${topUp.id}`;
  return post(trx, {
    reference,
    kind: 'top_up',
    wallets: [{ userId: topUp.userId, amount: topUp.amount, kind: 'recharge', reference }],
    postings: [{ account: accounts.card, amount: -topUp.amount }],
  });
}

export type WithdrawalStep = 'freeze' | 'paid' | 'release';

/**
 * A withdrawal's step: `freeze` moves the amount from the balance to the frozen part (2000022 when
 * the balance is short); `paid` sends it out (the fee stays with the mall); `release` gives it back.
 */
export function postWithdrawal(
  trx: Executor,
  step: WithdrawalStep,
  withdrawal: { id: number; userId: number; amount: number; fee: number; remark?: string; createdBy?: number | null },
): Promise<Result<Posted>> {
  const { amount, fee } = withdrawal;
  const legs = {
    freeze: { amount: -amount, frozen: amount, kind: 'withdraw_freeze' as const },
    paid: { frozen: -amount, kind: 'withdraw_paid' as const },
    release: { amount, frozen: -amount, kind: 'withdraw_release' as const },
  }[step];
  return post(trx, {
    reference: `withdrawal:${withdrawal.id}:${step}`,
    kind: 'withdrawal',
    createdBy: withdrawal.createdBy ?? null,
    wallets: [{ userId: withdrawal.userId, reference: `withdrawal:${withdrawal.id}`, remark: withdrawal.remark, ...legs }],
    postings:
      step === 'paid'
        ? [
            { account: accounts.payouts, amount: amount - fee },
            { account: accounts.withdrawalFees, amount: fee },
          ]
        : [],
  });
}

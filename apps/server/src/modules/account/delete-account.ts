/**
 * Deleting one's account: refused, naming the first reason, while anything is still open between
 * the user and others (orders, refunds, money in or on the way, a shop); otherwise the personal
 * data is erased and every session ends, while orders and the ledger stay for the books.
 * The checks and the erasure run in one transaction under the user's row lock.
 * @example unwrap(await deleteAccount(db, userId, { password }))
 */
import type { DeleteAccountInput, DeleteBlocker } from '@agora/contract/account';
import { ErrorCode } from '@agora/contract/errors';
import type { Db, Executor } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, type Result, refuse } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { formatUsd } from '../../lib/usd';
import { findUserById, lockUser } from '../auth/queries';
import { anonymiseUser, countOpenOrders, countOpenRefunds, countPending, ownShop, walletOf } from './queries';

type Blocker = { reason: DeleteBlocker; params: Record<string, string | number> };

/** The first thing that keeps the account open, or null. Amounts are US cents. */
export async function deleteBlocker(db: Executor, userId: number): Promise<Blocker | null> {
  const counted = async (reason: DeleteBlocker, count: Promise<number>): Promise<Blocker | null> => {
    const n = await count;
    return n > 0 ? { reason, params: { count: n } } : null;
  };
  const found =
    (await counted('openOrders', countOpenOrders(db, userId))) ??
    (await counted('openRefunds', countOpenRefunds(db, userId))) ??
    (await counted('pendingTopups', countPending(db, 'recharge', userId))) ??
    (await counted('pendingWithdrawals', countPending(db, 'withdrawal', userId)));
  if (found) return found;
  const wallet = await walletOf(db, userId);
  if (wallet && wallet.balance !== 0) return { reason: 'walletBalance', params: { amount: wallet.balance, usd: formatUsd(wallet.balance) } };
  if (wallet && wallet.frozen !== 0) return { reason: 'frozenMoney', params: { amount: wallet.frozen, usd: formatUsd(wallet.frozen) } };
  const shop = await ownShop(db, userId);
  if (shop) return { reason: 'activeShop', params: { shop: shop.name } };
  return null;
}

/** A wrong password → 1100004 naming `password`; something open → 2000018 with the blocker as reason and params. */
export async function deleteAccount(db: Db, userId: number, input: DeleteAccountInput): Promise<Result<null>> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) {
    return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'invalid' });
  }
  return refusable(db, async (trx) => {
    await lockUser(trx, userId);
    const blocker = await deleteBlocker(trx, userId);
    if (blocker) refuse(fail(ErrorCode.dataOperationFailed, { field: 'account', reason: blocker.reason, params: blocker.params }));
    await anonymiseUser(trx, { id: userId, email: user.email }, nowIso());
    return null;
  });
}

/**
 * Which other accounts a bank withdrawal's account number belongs to as well: another user's
 * payment settings hold the same number (compared as `accountKey` makes it). A withdrawal keeps
 * only a masked copy of where it went, so the other users' saved settings are what is compared.
 * @example
 * const repeats = await withdrawalRepeats(db, [{ id: 4, user_id: 3, account_number: 'GB29 NWBK 6016' }])
 * // repeats.get(4) = [{ kind: 'bank_account', other_user_id: 8, other_name: 'Mai' }]
 */
import { MAX_REPEATS, type Repeat } from '@agora/contract/repeat-flags';
import type { Executor } from '../../db/database';
import { accountKey, accountKeySql, MIN_KEY_LENGTH } from './normalise';

export interface WithdrawalKeys {
  id: number;
  user_id: number;
  /** The unmasked number it would be paid to; '' for a payout to a wallet address. */
  account_number: string;
}

export async function withdrawalRepeats(db: Executor, withdrawals: WithdrawalKeys[]): Promise<Map<number, Repeat[]>> {
  const out = new Map<number, Repeat[]>();
  const keyOf = new Map(withdrawals.map((w) => [w.id, accountKey(w.account_number)]));
  const keys = [...new Set([...keyOf.values()].filter((k) => k.length >= MIN_KEY_LENGTH))];
  if (!keys.length) return out;
  const holders = await db
    .selectFrom('payment_settings as p')
    .innerJoin('user as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.firstname', accountKeySql('p.account_number').as('key')])
    .where(accountKeySql('p.account_number'), 'in', keys)
    .orderBy('p.user_id')
    .execute();
  for (const w of withdrawals) {
    const list = holders
      .filter((h) => h.user_id !== w.user_id && h.key === keyOf.get(w.id))
      .slice(0, MAX_REPEATS)
      .map((h): Repeat => ({ kind: 'bank_account', other_user_id: h.user_id, other_name: h.firstname }));
    if (list.length) out.set(w.id, list);
  }
  return out;
}

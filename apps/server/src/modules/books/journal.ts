/**
 * The one way money moves: a journal entry whose postings sum to zero, written in the caller's
 * transaction beside the state change it records. Its reference is unique, so a retried or racing
 * step posts at most once (the second insert fails and rolls its transaction back). Wallet legs
 * change the wallet's columns by one conditional update each, as before, and keep the owner's
 * statement (`wallet_ledger`); every other leg is a posting alone.
 * @example await post(trx, { reference: `recharge:${id}`, kind: 'top_up', wallets: [{ userId, amount, kind: 'recharge', reference: `recharge:${id}` }], postings: [{ account: accounts.topUps, amount: -amount }] });
 */
import type { Executor } from '../../db/database';
import { ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { applyWalletLeg, type WalletLeg } from '../wallet/ledger';
import { type Account, accounts } from './accounts';

export type EntryKind = 'payment' | 'settlement' | 'cancellation' | 'refund' | 'card_refund' | 'top_up' | 'withdrawal' | 'adjustment';

export interface Posting {
  account: Account;
  /** Signed cents into the account. */
  amount: number;
  orderId?: number | null;
}

export interface Entry {
  reference: string;
  kind: EntryKind;
  wallets?: WalletLeg[];
  postings?: Posting[];
  memo?: string;
  createdBy?: number | null;
}

export interface Posted {
  entryId: number;
  /** Each wallet leg's wallet as it left it, by user (a user's legs in the order given). */
  wallets: { userId: number; balance: number; frozen: number; ledgerId: number }[];
}

/** Posts the entry; 2000022 naming `amount` when a wallet leg that may not owe finds the balance short (the caller refuses, rolling back). */
export async function post(trx: Executor, entry: Entry): Promise<Result<Posted>> {
  const now = nowIso();
  const { id: entryId } = await trx
    .insertInto('journal_entry')
    .values({ reference: entry.reference, kind: entry.kind, memo: entry.memo ?? '', created_by: entry.createdBy ?? null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  const postings: Posting[] = [...(entry.postings ?? [])];
  const wallets: Posted['wallets'] = [];
  // Wallets in one order (by user, a user's legs as given) in every entry, so two entries touching
  // the same two wallets never wait on each other in a circle (PostgreSQL locks each row it updates).
  const legs = [...(entry.wallets ?? [])].sort((a, b) => a.userId - b.userId);
  for (const leg of legs) {
    const applied = await applyWalletLeg(trx, leg, entry.createdBy ?? null, now);
    if (!applied.ok) return applied;
    wallets.push({ userId: leg.userId, ...applied.value });
    postings.push(...walletPostings(leg));
  }

  const sum = postings.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) throw new Error(`journal entry ${entry.reference} does not balance: its postings sum to ${sum}`);
  const rows = postings
    .filter((posting) => posting.amount !== 0)
    .map((posting) => ({
      entry_id: entryId,
      account: posting.account.code,
      type: posting.account.type,
      owner_id: posting.account.ownerId,
      order_id: posting.orderId ?? null,
      amount: posting.amount,
      created_at: now,
    }));
  if (rows.length) await trx.insertInto('posting').values(rows).execute();
  return ok({ entryId, wallets });
}

/** A wallet leg's postings: its balance change (split by order when it pays several) and its frozen change. */
function walletPostings(leg: WalletLeg): Posting[] {
  const balance = leg.amount ?? 0;
  const parts = leg.orders ?? [{ orderId: leg.orderId ?? null, amount: balance }];
  if (parts.reduce((sum, part) => sum + part.amount, 0) !== balance) throw new Error(`wallet leg ${leg.reference}: its orders' parts do not add up`);
  return [
    ...parts.map((part) => ({ account: accounts.wallet(leg.userId), amount: part.amount, orderId: part.orderId })),
    { account: accounts.frozen(leg.userId), amount: leg.frozen ?? 0, orderId: leg.orderId ?? null },
  ];
}

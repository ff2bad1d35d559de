/**
 * The books' own checks: every entry sums to zero, and every wallet's columns equal both its
 * statement and its accounts' postings. Read-only.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { unbalancedWallets } from '../wallet/queries';
import type { Breach } from './breach';

export async function checkEntries(db: Executor, add: Breach): Promise<void> {
  const uneven = await sql<{ entry_id: number; reference: string; total: number | string }>`
    select p.entry_id, e.reference, sum(p.amount) as total
    from posting p join journal_entry e on e.id = p.entry_id
    group by p.entry_id, e.reference
    having sum(p.amount) <> 0`.execute(db);
  for (const row of uneven.rows) add('entry', row.entry_id, `${row.reference}: postings sum to ${row.total}, not 0`);
}

export async function checkWallets(db: Executor, add: Breach): Promise<void> {
  for (const wallet of await unbalancedWallets(db)) {
    add('wallet', wallet.userId, `balance ${wallet.balance} vs statement ${wallet.ledger}; frozen ${wallet.frozen} vs statement ${wallet.frozenLedger}`);
  }
  const accounts = await sql<{ user_id: number; balance: number | string; posted: number | string; frozen: number | string; frozen_posted: number | string }>`
    select coalesce(w.user_id, p.owner_id) as user_id,
      coalesce(w.balance, 0) as balance, coalesce(p.posted, 0) as posted,
      coalesce(w.frozen, 0) as frozen, coalesce(p.frozen_posted, 0) as frozen_posted
    from wallet w
    full outer join (
      select owner_id,
        sum(case when type = 'wallet' then amount else 0 end) as posted,
        sum(case when type = 'frozen' then amount else 0 end) as frozen_posted
      from posting where type in ('wallet', 'frozen') group by owner_id
    ) p on p.owner_id = w.user_id
    where coalesce(w.balance, 0) <> coalesce(p.posted, 0) or coalesce(w.frozen, 0) <> coalesce(p.frozen_posted, 0)`.execute(db);
  for (const row of accounts.rows) {
    add('account', row.user_id, `wallet ${row.balance} vs its account ${row.posted}; frozen ${row.frozen} vs its account ${row.frozen_posted}`);
  }
  // A wallet may go below zero only for a seller owing the mall (cash on delivery, a refund the mall decided).
  const negative = await db
    .selectFrom('wallet')
    .leftJoin('shop', 'shop.user_id', 'wallet.user_id')
    .select(['wallet.user_id', 'wallet.balance', 'wallet.frozen', 'shop.id as shop_id'])
    .where((eb) => eb.or([eb('wallet.balance', '<', 0), eb('wallet.frozen', '<', 0)]))
    .execute();
  for (const row of negative) {
    if (Number(row.frozen) < 0) add('wallet', row.user_id, `frozen part below zero (${row.frozen})`);
    else if (row.shop_id === null) add('wallet', row.user_id, `balance below zero (${row.balance}) for a user without a shop`);
  }
}

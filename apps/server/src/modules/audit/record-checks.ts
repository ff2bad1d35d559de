/** Top-ups and withdrawals against their entries: a credited top-up once, each withdrawal's money where its state says. */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Breach } from './breach';

/** Per record id (the number after `prefix`): the sum of its entries' postings by account type. */
async function sumsByRecord(db: Executor, prefix: 'recharge' | 'withdrawal') {
  const rows = await sql<{ reference: string; type: string; owner_id: number | null; total: number | string }>`
    select e.reference, p.type, p.owner_id, sum(p.amount) as total
    from posting p join journal_entry e on e.id = p.entry_id
    where e.reference like ${`${prefix}:%`}
    group by e.reference, p.type, p.owner_id`.execute(db);
  const sums = new Map<number, { type: string; owner: number | null; total: number }[]>();
  for (const row of rows.rows) {
    const id = Number(row.reference.split(':')[1]);
    sums.set(id, [...(sums.get(id) ?? []), { type: row.type, owner: row.owner_id, total: Number(row.total) }]);
  }
  return sums;
}

const total = (rows: { type: string; owner: number | null; total: number }[] | undefined, types: string[], owner?: number) =>
  (rows ?? []).filter((row) => types.includes(row.type) && (owner === undefined || row.owner === owner)).reduce((sum, row) => sum + row.total, 0);

export async function checkTopUps(db: Executor, add: Breach): Promise<void> {
  const [recharges, sums] = await Promise.all([
    db.selectFrom('recharge').select(['id', 'user_id', 'state', 'actual_amount']).execute(),
    sumsByRecord(db, 'recharge'),
  ]);
  for (const recharge of recharges) {
    const rows = sums.get(recharge.id);
    const credited = recharge.state === 'completed' ? Number(recharge.actual_amount) : 0;
    if (total(rows, ['wallet'], recharge.user_id) !== credited || total(rows, ['top_ups']) !== -credited)
      add('recharge', recharge.id, `${recharge.state}: credited ${total(rows, ['wallet'], recharge.user_id)} for ${credited}`);
  }
}

export async function checkWithdrawals(db: Executor, add: Breach): Promise<void> {
  const [withdrawals, sums] = await Promise.all([
    db.selectFrom('withdrawal').select(['id', 'user_id', 'state', 'amount', 'fee']).execute(),
    sumsByRecord(db, 'withdrawal'),
  ]);
  for (const withdrawal of withdrawals) {
    const rows = sums.get(withdrawal.id);
    const amount = Number(withdrawal.amount);
    const expected = {
      frozen: withdrawal.state === 'pending' ? amount : 0,
      wallet: withdrawal.state === 'pending' || withdrawal.state === 'completed' ? -amount : 0,
      out: withdrawal.state === 'completed' ? amount : 0,
    };
    const actual = {
      frozen: total(rows, ['frozen'], withdrawal.user_id),
      wallet: total(rows, ['wallet'], withdrawal.user_id),
      out: total(rows, ['payouts', 'withdrawal_fees']),
    };
    if (actual.frozen !== expected.frozen || actual.wallet !== expected.wallet || actual.out !== expected.out)
      add(
        'withdrawal',
        withdrawal.id,
        `${withdrawal.state}: frozen ${actual.frozen}, from the balance ${-actual.wallet}, paid out ${actual.out} for ${amount}`,
      );
  }
}

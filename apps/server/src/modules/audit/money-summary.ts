/**
 * The mall's money by month, for operators: what came in (top-ups credited, card payments), what
 * went out (withdrawals paid), the commission earned, and what wallets held at each month's end.
 * Read from the ledger and the card payments, so it agrees with the audit by construction.
 */
import type { MoneyMonth } from '@agora/contract/wallet';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

const monthOf = sql<string>`substr(created_at, 1, 7)`;

/** The last `months` months (UTC, the current one included), oldest first. */
export async function moneyByMonth(db: Executor, months: number, now = new Date()): Promise<MoneyMonth[]> {
  const keys = Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)).toISOString().slice(0, 7),
  );
  const from = `${keys[0]}-01`;

  const [ledger, cards, before] = await Promise.all([
    db
      .selectFrom('wallet_ledger')
      .select([monthOf.as('month'), 'kind', sql<number>`sum(amount)`.as('amount'), sql<number>`sum(frozen_change)`.as('frozen')])
      .where('created_at', '>=', from)
      .groupBy([monthOf, 'kind'])
      .execute(),
    db
      .selectFrom('card_payment')
      .select([monthOf.as('month'), sql<number>`sum(amount)`.as('amount')])
      .where('status', '=', 'succeeded')
      .where('created_at', '>=', from)
      .groupBy(monthOf)
      .execute(),
    db
      .selectFrom('wallet_ledger')
      .select([sql<number>`coalesce(sum(amount), 0)`.as('amount'), sql<number>`coalesce(sum(frozen_change), 0)`.as('frozen')])
      .where('created_at', '<', from)
      .executeTakeFirstOrThrow(),
  ]);

  let held = Number(before.amount) + Number(before.frozen);
  return keys.map((month) => {
    const rows = ledger.filter((row) => row.month === month);
    const of = (kind: string, field: 'amount' | 'frozen' = 'amount') => Number(rows.find((row) => row.kind === kind)?.[field] ?? 0);
    held += rows.reduce((sum, row) => sum + Number(row.amount) + Number(row.frozen), 0);
    return {
      month,
      top_ups: of('recharge'),
      card_payments: Number(cards.find((row) => row.month === month)?.amount ?? 0),
      withdrawals: -of('withdraw_paid', 'frozen'),
      commission: -of('commission'),
      held_in_wallets: held,
    };
  });
}

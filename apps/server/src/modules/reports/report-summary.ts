/**
 * The dashboard's figures per day, per month and for the range. Money comes from the books'
 * postings, so it agrees with them by construction: sales are what payment entries put into the
 * shops' clearing, the tax and the mall's coupon (together what buyers paid for orders; card money
 * a charge gives back is not a sale); cancelled is the same taken out by cancellations; refunds are
 * what refund entries pay to the buyer (the buyer's wallet, or owed back to the card); commission
 * is every posting to the mall's commission (settling adds, refunds of settled orders take back).
 * Orders placed and accounts created are counted from their tables. All by UTC day.
 */
import type { ReportFigures, ReportSummary } from '@agora/contract/reports';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type ReportRange, rangeBounds } from './report-range';

/** The accounts whose postings in a payment make up what the buyer paid for the order. */
export const ORDER_SHARE_TYPES = ['shop_pending', 'tax', 'coupons'] as const;

const empty = (): ReportFigures => ({ sales: 0, orders: 0, new_users: 0, commission: 0, refunds: 0, cancelled: 0 });

/** Each day's figures, by day (YYYY-MM-DD). */
export async function figuresByDay(db: Executor, range: ReportRange): Promise<Map<string, ReportFigures>> {
  const { start, end } = rangeBounds(range);
  const day = sql<string>`substr(posting.created_at, 1, 10)`;
  const toBuyer = sql<number>`case when posting.type = 'card_refunds_due' or (posting.type = 'wallet' and posting.owner_id = orders.user_id) then 1 else 0 end`;
  const [money, orders, users] = await Promise.all([
    db
      .selectFrom('posting')
      .innerJoin('journal_entry', 'journal_entry.id', 'posting.entry_id')
      .leftJoin('orders', 'orders.id', 'posting.order_id')
      .select([day.as('day'), 'journal_entry.kind', 'posting.type', toBuyer.as('to_buyer'), sql<string>`sum(posting.amount)`.as('amount')])
      .where('posting.created_at', '>=', start)
      .where('posting.created_at', '<', end)
      .where('journal_entry.kind', 'in', ['payment', 'cancellation', 'refund', 'settlement'])
      .groupBy([day, 'journal_entry.kind', 'posting.type', toBuyer])
      .execute(),
    countByDay(db, 'orders', start, end),
    countByDay(db, 'user', start, end),
  ]);

  const out = new Map(range.days.map((d) => [d, empty()]));
  for (const row of money) {
    const figures = out.get(row.day);
    if (!figures) continue;
    const amount = Number(row.amount);
    const share = (ORDER_SHARE_TYPES as readonly string[]).includes(row.type);
    if (row.kind === 'payment' && share) figures.sales += amount;
    if (row.kind === 'cancellation' && share) figures.cancelled -= amount;
    if (row.kind === 'refund' && Number(row.to_buyer) === 1) figures.refunds += amount;
    if (row.type === 'commission') figures.commission += amount;
  }
  for (const row of orders) {
    const figures = out.get(row.day);
    if (figures) figures.orders += Number(row.n);
  }
  for (const row of users) {
    const figures = out.get(row.day);
    if (figures) figures.new_users += Number(row.n);
  }
  return out;
}

function countByDay(db: Executor, table: 'orders' | 'user', start: string, end: string) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  return db
    .selectFrom(table)
    .select([day.as('day'), sql<string>`count(*)`.as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy(day)
    .execute();
}

const add = (into: ReportFigures, more: ReportFigures) => {
  for (const key of Object.keys(into) as (keyof ReportFigures)[]) into[key] += more[key];
};

/** The range's figures: every day, every month it touches (its days only), and the totals. */
export async function reportSummary(db: Executor, range: ReportRange): Promise<ReportSummary> {
  const byDay = await figuresByDay(db, range);
  const totals = empty();
  const months = new Map(range.months.map((month) => [month, empty()]));
  const days = range.days.map((day) => {
    const figures = byDay.get(day) ?? empty();
    add(totals, figures);
    add(months.get(day.slice(0, 7))!, figures);
    return { day, ...figures };
  });
  return {
    from: range.from,
    to: range.to,
    currency: 'USD',
    totals,
    days,
    months: range.months.map((month) => ({ month, ...months.get(month)! })),
  };
}

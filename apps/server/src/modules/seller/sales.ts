/**
 * A shop's sales per day, for the dashboard: its paid orders by the day they were paid (UTC),
 * cancelled ones left out. A sale counts what the shop sold the goods for: the subtotal less the
 * shop's own coupon (the mall's coupon is the mall's gift, not the shop's discount); shipping and
 * tax are not sales.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Sales of one UTC day, in US cents. */
export interface DaySales {
  date: string;
  amount: number;
}

/** Sums a shop's sales per day from `from` (inclusive) to `to` (exclusive), ISO times; days without sales are left out. */
export async function salesPerDay(db: Db, shopId: number, from: string, to: string): Promise<DaySales[]> {
  const day = sql<string>`substr(pay_time, 1, 10)`;
  const rows = await db
    .selectFrom('orders')
    .select([day.as('date'), sql<number>`sum(subtotal - discount + mall_discount)`.as('amount')])
    .where('shop_id', '=', shopId)
    .where('payment_status', '=', 'paid')
    .where('delivery_status', '<>', 'cancelled')
    .where('pay_time', '>=', from)
    .where('pay_time', '<', to)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ date: row.date, amount: Number(row.amount) }));
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Every day from `from` up to and including `last`, with the sales of each (0 for none). */
function everyDay(from: Date, last: Date, sales: Map<string, number>): DaySales[] {
  const days: DaySales[] = [];
  for (let d = new Date(from); d <= last; d.setUTCDate(d.getUTCDate() + 1)) days.push({ date: dayOf(d), amount: sales.get(dayOf(d)) ?? 0 });
  return days;
}

/** The months around `now`: the first days of this month and last, today and tomorrow (UTC). */
export function monthBounds(now: Date) {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { thisMonth, lastMonth, today, tomorrow: new Date(today.getTime() + 86_400_000) };
}

/**
 * This month up to today and all of last month, per day, with the two totals, from the days' sales.
 * @example monthChart([{ date: '2026-11-02', amount: 12900 }], new Date('2026-11-23T10:00:00Z')) // { this_month: 12900, last_month: 0, chart: { this_month: [23 days], last_month: [31 days] } }
 */
export function monthChart(rows: DaySales[], now: Date) {
  const { thisMonth, lastMonth, today } = monthBounds(now);
  const sales = new Map<string, number>();
  for (const row of rows) sales.set(row.date, (sales.get(row.date) ?? 0) + row.amount);
  const chart = {
    this_month: everyDay(thisMonth, today, sales),
    last_month: everyDay(lastMonth, new Date(thisMonth.getTime() - 86_400_000), sales),
  };
  const sum = (days: DaySales[]) => days.reduce((total, d) => total + d.amount, 0);
  return { this_month: sum(chart.this_month), last_month: sum(chart.last_month), chart };
}

export async function monthlySales(db: Db, shopId: number, now = new Date()) {
  const { lastMonth, tomorrow } = monthBounds(now);
  return monthChart(await salesPerDay(db, shopId, lastMonth.toISOString(), tomorrow.toISOString()), now);
}

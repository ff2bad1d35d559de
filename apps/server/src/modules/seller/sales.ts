/**
 * A shop's sales per day, for the dashboard. Orders arrive with the checkout issue, so the sales
 * come from a source the orders module registers (`useSalesSource`); until then there is none and
 * every day is 0. The dashboard's arithmetic (months, days without sales) is written and tested
 * now against rows a test gives.
 *
 * Checkout's part: register a source that sums the shop's paid order lines per UTC day
 * (`select substr(paid_at, 1, 10) as date, sum(amount) … where shop_id = ? and paid_at >= ? and
 * paid_at < ? group by 1`), leaving out cancelled and refunded orders.
 * @example useSalesSource(async (db, shopId, from, to) => [{ date: '2026-11-02', amount: 12900 }])
 */
import type { Db } from '../../db/database';

/** Sales of one UTC day, in US cents. */
export interface DaySales {
  date: string;
  amount: number;
}

/** Sums a shop's sales per day from `from` (inclusive) to `to` (exclusive), ISO dates; days without sales may be left out. */
export type SalesSource = (db: Db, shopId: number, from: string, to: string) => Promise<DaySales[]>;

let source: SalesSource = async () => [];

/** Called once by the module that owns orders; answers the previous source (tests put it back). */
export function useSalesSource(next: SalesSource): SalesSource {
  const previous = source;
  source = next;
  return previous;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every day from `from` up to and including `last`, with the sales of each (0 for none). */
function everyDay(from: Date, last: Date, sales: Map<string, number>): DaySales[] {
  const days: DaySales[] = [];
  for (let d = new Date(from); d <= last; d.setUTCDate(d.getUTCDate() + 1)) days.push({ date: day(d), amount: sales.get(day(d)) ?? 0 });
  return days;
}

/**
 * This month up to today and all of last month, per day, with the two totals.
 * @example await monthlySales(db, 2, new Date('2026-11-23T10:00:00Z')) // { this_month: 12900, last_month: 0, chart: { this_month: [23 days], last_month: [31 days] } }
 */
export async function monthlySales(db: Db, shopId: number, now = new Date()) {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const tomorrow = new Date(today.getTime() + 86_400_000);
  const rows = await source(db, shopId, lastMonth.toISOString(), tomorrow.toISOString());
  const sales = new Map<string, number>();
  for (const row of rows) sales.set(row.date, (sales.get(row.date) ?? 0) + Number(row.amount));
  const chart = {
    this_month: everyDay(thisMonth, today, sales),
    last_month: everyDay(lastMonth, new Date(thisMonth.getTime() - 86_400_000), sales),
  };
  const sum = (days: DaySales[]) => days.reduce((total, d) => total + d.amount, 0);
  return { this_month: sum(chart.this_month), last_month: sum(chart.last_month), chart };
}

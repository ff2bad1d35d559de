/**
 * The console's CSV exports over a range of days (UTC, by when the row was created or the money
 * posted): orders, users, and each shop's sales and commission by month. Money is in integer US
 * cents, in columns named `…_cents`, beside a `currency` column (USD), so a sum in a spreadsheet is
 * exact. Text people typed is guarded against formula injection (audit-trail/trail-csv.ts).
 */
import type { ReportExportKind } from '@agora/contract/reports';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { csvLine } from '../audit-trail/trail-csv';
import { type ReportRange, rangeBounds } from './report-range';
import { ORDER_SHARE_TYPES } from './report-summary';

const BATCH = 1000;

const ORDER_COLUMNS = [
  'id',
  'order_sn',
  'created_at',
  'buyer_id',
  'buyer_email',
  'shop_id',
  'shop_name',
  'payment_method',
  'payment_status',
  'delivery_status',
  'currency',
  'subtotal_cents',
  'shipping_fee_cents',
  'tax_cents',
  'shop_discount_cents',
  'mall_discount_cents',
  'paid_cents',
  'commission_cents',
  'refunded_cents',
] as const;

async function ordersCsv(db: Executor, range: ReportRange): Promise<string> {
  const { start, end } = rangeBounds(range);
  const parts = [csvLine([...ORDER_COLUMNS])];
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('orders')
      .innerJoin('user', 'user.id', 'orders.user_id')
      .innerJoin('shop', 'shop.id', 'orders.shop_id')
      .select([
        'orders.id',
        'orders.order_sn',
        'orders.created_at',
        'orders.user_id',
        'user.email',
        'orders.shop_id',
        'shop.name',
        'orders.payment_method',
        'orders.payment_status',
        'orders.delivery_status',
        'orders.subtotal',
        'orders.shipping_fee',
        'orders.tax',
        'orders.discount',
        'orders.mall_discount',
        'orders.actual_pay',
        'orders.commission',
        'orders.refunded_amount',
      ])
      .where('orders.created_at', '>=', start)
      .where('orders.created_at', '<', end)
      .where('orders.id', '>', after)
      .orderBy('orders.id')
      .limit(BATCH)
      .execute();
    for (const o of rows)
      parts.push(
        csvLine([
          o.id,
          o.order_sn,
          o.created_at,
          o.user_id,
          o.email,
          o.shop_id,
          o.name,
          o.payment_method,
          o.payment_status,
          o.delivery_status,
          'USD',
          ...[o.subtotal, o.shipping_fee, o.tax, o.discount, o.mall_discount, o.actual_pay, o.commission, o.refunded_amount].map(Number),
        ]),
      );
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return parts.join('');
}

const USER_COLUMNS = ['id', 'email', 'name', 'phone', 'lang', 'status', 'created_at'] as const;

async function usersCsv(db: Executor, range: ReportRange): Promise<string> {
  const { start, end } = rangeBounds(range);
  const parts = [csvLine([...USER_COLUMNS])];
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('user')
      .select(['id', 'email', 'firstname', 'phone', 'lang', 'status', 'created_at'])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const u of rows) parts.push(csvLine([u.id, u.email, u.firstname, u.phone, u.lang, u.status, u.created_at]));
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return parts.join('');
}

const SHOP_COLUMNS = ['month', 'shop_id', 'shop_name', 'currency', 'sales_cents', 'cancelled_cents', 'refunds_cents', 'commission_cents'] as const;

/** Each shop's money by month, from the postings that name its orders (the same rules as the dashboard). */
async function shopSalesCsv(db: Executor, range: ReportRange): Promise<string> {
  const { start, end } = rangeBounds(range);
  const month = sql<string>`substr(posting.created_at, 1, 7)`;
  const toBuyer = sql<number>`case when posting.type = 'card_refunds_due' or (posting.type = 'wallet' and posting.owner_id = orders.user_id) then 1 else 0 end`;
  const rows = await db
    .selectFrom('posting')
    .innerJoin('journal_entry', 'journal_entry.id', 'posting.entry_id')
    .innerJoin('orders', 'orders.id', 'posting.order_id')
    .innerJoin('shop', 'shop.id', 'orders.shop_id')
    .select([
      month.as('month'),
      'orders.shop_id',
      'shop.name',
      'journal_entry.kind',
      'posting.type',
      toBuyer.as('to_buyer'),
      sql<string>`sum(posting.amount)`.as('amount'),
    ])
    .where('posting.created_at', '>=', start)
    .where('posting.created_at', '<', end)
    .where('journal_entry.kind', 'in', ['payment', 'cancellation', 'refund', 'settlement'])
    .groupBy([month, 'orders.shop_id', 'shop.name', 'journal_entry.kind', 'posting.type', toBuyer])
    .execute();
  const lines = new Map<string, { month: string; shopId: number; name: string; sales: number; cancelled: number; refunds: number; commission: number }>();
  for (const row of rows) {
    const key = `${row.month}|${row.shop_id}`;
    const line = lines.get(key) ?? { month: row.month, shopId: row.shop_id, name: row.name, sales: 0, cancelled: 0, refunds: 0, commission: 0 };
    lines.set(key, line);
    const amount = Number(row.amount);
    const share = (ORDER_SHARE_TYPES as readonly string[]).includes(row.type);
    if (row.kind === 'payment' && share) line.sales += amount;
    if (row.kind === 'cancellation' && share) line.cancelled -= amount;
    if (row.kind === 'refund' && Number(row.to_buyer) === 1) line.refunds += amount;
    if (row.type === 'commission') line.commission += amount;
  }
  const sorted = [...lines.values()].sort((a, b) => a.month.localeCompare(b.month) || a.shopId - b.shopId);
  return [csvLine([...SHOP_COLUMNS]), ...sorted.map((l) => csvLine([l.month, l.shopId, l.name, 'USD', l.sales, l.cancelled, l.refunds, l.commission]))].join(
    '',
  );
}

/** The export's CSV text (a header row first). */
export function reportCsv(db: Executor, kind: ReportExportKind, range: ReportRange): Promise<string> {
  if (kind === 'orders') return ordersCsv(db, range);
  if (kind === 'users') return usersCsv(db, range);
  return shopSalesCsv(db, range);
}

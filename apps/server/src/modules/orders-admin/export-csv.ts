/**
 * The filtered orders as CSV (RFC 4180, csv-stringify), a header row first, newest first, at most
 * ORDER_EXPORT_MAX rows. Amounts are US dollars with two decimals (exact, from the cents); text a
 * spreadsheet would run as a formula starts with an apostrophe (seller/product-csv-formula-guard.ts).
 * @example await exportOrdersCsv(db, { state: 'cancelled' }) // 'order_sn,date,…\r\nAG…'
 */
import { type AdminOrderFilter, ORDER_EXPORT_MAX } from '@agora/contract/orders-admin';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '../../db/database';
import { guardFormula } from '../seller/product-csv-formula-guard';
import { adminOrderRows } from './queries';

export const ORDER_CSV_COLUMNS = [
  'order_sn',
  'date',
  'shop_id',
  'shop',
  'buyer_id',
  'buyer_email',
  'customer_name',
  'payment_method',
  'payment_status',
  'delivery_status',
  'items',
  'goods_usd',
  'discount_usd',
  'shipping_usd',
  'tax_usd',
  'total_usd',
  'paid_at',
  'cancelled_at',
  'log_sn',
] as const;

/** Cents as dollars, exactly: 123456 → "1234.56", -5 → "-0.05". */
export function usd(cents: number | string): string {
  const value = Number(cents);
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export async function exportOrdersCsv(db: Executor, filter: AdminOrderFilter): Promise<string> {
  const rows = await adminOrderRows(db, filter, ORDER_EXPORT_MAX);
  const records = rows.map((row) => ({
    order_sn: guardFormula(row.order_sn),
    date: row.created_at,
    shop_id: String(row.shop_id),
    shop: guardFormula(row.shop_name),
    buyer_id: String(row.user_id),
    buyer_email: guardFormula(row.buyer_email),
    customer_name: guardFormula(row.customer_name),
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    delivery_status: row.delivery_status,
    items: String(row.num),
    goods_usd: usd(row.subtotal),
    discount_usd: usd(row.discount),
    shipping_usd: usd(row.shipping_fee),
    tax_usd: usd(row.tax),
    total_usd: usd(row.actual_pay),
    paid_at: row.pay_time ?? '',
    cancelled_at: row.cancel_time ?? '',
    log_sn: guardFormula(row.log_sn),
  }));
  return stringify(records, { header: true, columns: [...ORDER_CSV_COLUMNS], record_delimiter: 'windows' });
}

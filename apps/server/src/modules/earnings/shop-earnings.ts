/**
 * A shop's earnings for its dashboard, from its orders (the ledger rows are the same money, but a
 * user's wallet is not one shop's): what settling credited, net of commission, in this UTC month
 * and the last; what paid orders not yet settled will credit; and the commission paid in all.
 */
import type { ShopEarnings } from '@agora/contract/seller';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { monthBounds } from '../seller/sales';
import { saleSql } from './amounts';

const net = sql<number>`${saleSql} - commission`;

export async function shopEarnings(db: Executor, shopId: number, now = new Date()): Promise<ShopEarnings> {
  const { thisMonth, lastMonth } = monthBounds(now);
  const nextMonth = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() + 1, 1));
  const settledIn = (from: Date, to: Date) =>
    sql<number>`coalesce(sum(case when settled_at >= ${from.toISOString()} and settled_at < ${to.toISOString()} then ${net} else 0 end), 0)`;
  const [settled, pending] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        settledIn(thisMonth, nextMonth).as('this_month'),
        settledIn(lastMonth, thisMonth).as('last_month'),
        sql<number>`coalesce(sum(commission), 0)`.as('commission_paid'),
      ])
      .where('shop_id', '=', shopId)
      .where('settled_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(sql<number>`coalesce(sum(${net}), 0)`.as('pending'))
      .where('shop_id', '=', shopId)
      .where('settled_at', 'is', null)
      .where('payment_status', '=', 'paid')
      .where('delivery_status', '<>', 'cancelled')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    this_month: Number(settled.this_month),
    last_month: Number(settled.last_month),
    pending: Number(pending.pending),
    commission_paid: Number(settled.commission_paid),
  };
}

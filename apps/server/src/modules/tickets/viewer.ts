/**
 * Who is looking at conversations, and which they may see: a buyer their own, a shop's owner
 * those written to their shop, a mall operator those written to the mall (`shop_id` null).
 * Everything else is as if it did not exist (2000019).
 * @example scoped(db.selectFrom('ticket'), { side: 'shop', userId: 7, shopId: 3 }) // … where "ticket"."shop_id" = 3
 */
import type { TicketSide } from '@agora/contract/tickets';
import type { SelectQueryBuilder, UpdateQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

export type Viewer = { side: 'buyer'; userId: number } | { side: 'shop'; userId: number; shopId: number } | { side: 'mall'; userId: number };

/** The side that answers the buyer: the shop or the mall. */
export const isStaff = (viewer: Viewer): boolean => viewer.side !== 'buyer';

export const sideOf = (viewer: Viewer): TicketSide => viewer.side;

/** Limits a query on `ticket` to the viewer's conversations. */
export function scoped<Q extends SelectQueryBuilder<Database, 'ticket', any> | UpdateQueryBuilder<Database, 'ticket', 'ticket', any>>(
  query: Q,
  viewer: Viewer,
): Q {
  const q = query as SelectQueryBuilder<Database, 'ticket', any>;
  if (viewer.side === 'buyer') return q.where('ticket.user_id', '=', viewer.userId) as Q;
  if (viewer.side === 'shop') return q.where('ticket.shop_id', '=', viewer.shopId) as Q;
  return q.where('ticket.shop_id', 'is', null) as Q;
}

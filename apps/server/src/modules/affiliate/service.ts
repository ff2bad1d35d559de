/**
 * The referrer's view of the affiliate programme: the code and link to share, how many registered
 * with it, and what their completed orders earned (the shares settling recorded on each order).
 */
import type { AffiliateReferral, AffiliateSummary } from '@agora/contract/affiliate';
import type { Page, PageQuery } from '@agora/contract/envelope';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { maskName } from '../catalog/product-detail';
import { monthBounds } from '../seller/sales';

/** The registration page with the code filled in; the web app's register page reads `code`. */
export const invitationLink = (mallUrl: string, code: string) => `${mallUrl}/#/pages/users/register?code=${encodeURIComponent(code)}`;

export async function affiliateSummary(db: Db, userId: number, mallUrl: string, now = new Date()): Promise<AffiliateSummary> {
  const { thisMonth } = monthBounds(now);
  const [user, referred, earned] = await Promise.all([
    db.selectFrom('user').select('invitation_code').where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invited_by', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select([
        sql<number>`coalesce(sum(affiliate_amount), 0)`.as('total'),
        sql<number>`coalesce(sum(case when settled_at >= ${thisMonth.toISOString()} then affiliate_amount else 0 end), 0)`.as('this_month'),
      ])
      .where('affiliate_user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    invitation_code: user.invitation_code,
    link: invitationLink(mallUrl, user.invitation_code),
    referred_count: Number(referred.n),
    earnings_total: Number(earned.total),
    earnings_this_month: Number(earned.this_month),
  };
}

/** The users the caller referred, newest first, each with the shares their orders earned the caller. */
export async function affiliateReferrals(db: Db, userId: number, query: PageQuery): Promise<Page<AffiliateReferral>> {
  const shares = db
    .selectFrom('orders')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('orders'), (eb) => eb.fn.sum<number>('affiliate_amount').as('earnings')])
    .where('affiliate_user_id', '=', userId)
    .groupBy('user_id')
    .as('shares');
  const [rows, count] = await Promise.all([
    db
      .selectFrom('user')
      .leftJoin(shares, 'shares.user_id', 'user.id')
      .select(['user.id', 'user.firstname', 'user.created_at', 'shares.orders', 'shares.earnings'])
      .where('user.invited_by', '=', userId)
      .orderBy('user.created_at', 'desc')
      .orderBy('user.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invited_by', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: maskName(row.firstname),
      joined_at: row.created_at,
      orders: Number(row.orders ?? 0),
      earnings: Number(row.earnings ?? 0),
    })),
    total: Number(count.n),
    page: query.page,
    page_size: query.page_size,
  };
}

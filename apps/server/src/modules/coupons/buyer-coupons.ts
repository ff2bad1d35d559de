/**
 * Coupons for buyers: the ones a shop (and the mall) offers now, claiming one, and the buyer's own
 * in three states (usable, used, expired).
 */
import type { ClaimableCoupon, CouponTerms, MyCoupon, MyCouponState } from '@agora/contract/coupons';
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { COUPON_TERMS, countClaim, findCoupon, insertClaim } from './queries';
import { timeProblem } from './terms';

/** Offered on a page: a shop's running coupons (with `shopId`) and the mall's, that still have some left or that the reader holds. */
export async function claimableCoupons(db: Db, shopId: number | undefined, userId: number | null): Promise<ClaimableCoupon[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('coupon')
    .leftJoin('shop', 'shop.id', 'coupon.shop_id')
    .leftJoin('coupon_claim', (join) => join.onRef('coupon_claim.coupon_id', '=', 'coupon.id').on('coupon_claim.user_id', '=', userId ?? 0))
    .select([...COUPON_TERMS, 'coupon.quantity', 'coupon.claimed', 'coupon_claim.id as claim_id'])
    .where('coupon.active', '=', 1)
    .where('coupon.starts_at', '<=', now)
    .where('coupon.ends_at', '>', now)
    .where((eb) => (shopId === undefined ? eb('coupon.shop_id', 'is', null) : eb.or([eb('coupon.shop_id', 'is', null), eb('coupon.shop_id', '=', shopId)])))
    .orderBy('coupon.shop_id', 'desc')
    .orderBy('coupon.ends_at')
    .limit(50)
    .execute();
  return rows
    .filter((row) => row.claim_id !== null || row.claimed < row.quantity)
    .map(({ quantity, claimed, claim_id, ...terms }) => ({ ...terms, left: Math.max(0, quantity - claimed), claimed: claim_id !== null }));
}

/** Claims one for the buyer: 2000003 naming `id` when none is left, it is not running, or the buyer holds one already. */
export async function claimCoupon(db: Db, userId: number, couponId: number): Promise<Result<ClaimableCoupon>> {
  const coupon = await findCoupon(db, couponId);
  if (!coupon) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const problem = timeProblem(coupon, nowIso());
  if (problem) return fail(ErrorCode.couponFetchFailed, { field: 'id', reason: problem });
  const claimed = await refusable(db, async (trx) => {
    if (!(await insertClaim(trx, { coupon_id: couponId, user_id: userId, claimed_at: nowIso() })))
      refuse(fail(ErrorCode.couponFetchFailed, { field: 'id', reason: 'couponClaimed' }));
    if (!(await countClaim(trx, couponId, false))) refuse(fail(ErrorCode.couponFetchFailed, { field: 'id', reason: 'couponNoneLeft' }));
  });
  if (!claimed.ok) return claimed;
  const [offered] = (await claimableCoupons(db, coupon.shop_id ?? undefined, userId)).filter((c) => c.id === couponId);
  if (!offered) return fail(ErrorCode.couponFetchFailed, { field: 'id', reason: 'couponNoneLeft' });
  return ok(offered);
}

const stateOf = (row: { used_at: string | null; ends_at: string; active: number; starts_at: string }, now: string): MyCouponState =>
  row.used_at ? 'used' : timeProblem(row, now) === 'couponExpired' ? 'expired' : 'usable';

/** The buyer's coupons in one state, the ones ending soonest first (used: the latest used first). */
export async function myCoupons(db: Db, userId: number, state: MyCouponState, page: number, pageSize: number): Promise<Page<MyCoupon>> {
  const now = nowIso();
  const base = db
    .selectFrom('coupon_claim')
    .innerJoin('coupon', 'coupon.id', 'coupon_claim.coupon_id')
    .leftJoin('shop', 'shop.id', 'coupon.shop_id')
    .where('coupon_claim.user_id', '=', userId)
    .where((eb) => {
      if (state === 'used') return eb('coupon_claim.used_at', 'is not', null);
      const unused = eb('coupon_claim.used_at', 'is', null);
      const running = eb.and([eb('coupon.active', '=', 1), eb('coupon.ends_at', '>', now)]);
      return state === 'usable' ? eb.and([unused, running]) : eb.and([unused, eb.not(running)]);
    });
  const [rows, count] = await Promise.all([
    base
      .select([...COUPON_TERMS, 'coupon.active', 'coupon_claim.claimed_at', 'coupon_claim.used_at', 'coupon_claim.order_id'])
      .orderBy(state === 'used' ? 'coupon_claim.used_at' : 'coupon.ends_at', state === 'used' ? 'desc' : 'asc')
      .orderBy('coupon_claim.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map(({ active, ...row }) => ({ ...(row as CouponTerms & typeof row), state: stateOf({ ...row, active }, now) }));
  return { list, total: Number(count.n), page, page_size: pageSize };
}

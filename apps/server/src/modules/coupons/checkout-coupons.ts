/**
 * Coupons at checkout. The plan (read before the order's transaction) checks each code given and
 * works out what it takes off: a shop's coupon off its shop's order, the mall's off the whole
 * checkout, shared between the shop orders in proportion to what they cost. The spend (inside
 * the transaction) takes each coupon by conditional updates, so a coupon that ran out or a claim
 * spent a moment ago by another checkout rolls the whole placement back.
 */
import type { CheckoutCoupon } from '@agora/contract/coupons';
import { ErrorCode } from '@agora/contract/errors';
import type { Executor } from '../../db/database';
import { fail, ok, type Reason, type Result, refuse } from '../../lib/errors';
import { countClaim, countUse, findCouponsByCodes, insertClaim, spendClaim, unusedClaimsOf } from './queries';
import { type CouponRow, discountOn, splitByWeight, timeProblem } from './terms';

export interface AppliedCoupon {
  coupon: CouponRow;
  /** The buyer's claim it spends; null when the code was typed without claiming first. */
  claimId: number | null;
  discount: number;
}

export interface CouponPlan {
  byShop: Map<number, AppliedCoupon>;
  mall: (AppliedCoupon & { shares: Map<number, number> }) | null;
}

export const NO_COUPONS: CouponPlan = { byShop: new Map(), mall: null };

interface ShopAmount {
  shopId: number;
  subtotal: number;
}

const refusal = (reason: Reason) => fail(ErrorCode.couponByCodeFailed, { field: 'coupon_code', reason });

/** Checks the codes against what is bought; 2000004 naming `coupon_code` with the reason when one does not apply. */
export async function planCoupons(db: Executor, userId: number, codes: string[], shops: ShopAmount[], now: string): Promise<Result<CouponPlan>> {
  if (!codes.length) return ok(NO_COUPONS);
  const coupons = await findCouponsByCodes(db, codes);
  const claims = await claimsOf(
    db,
    userId,
    coupons.map((coupon) => coupon.id),
  );
  const subtotals = new Map(shops.map((shop) => [shop.shopId, shop.subtotal]));
  const plan: CouponPlan = { byShop: new Map(), mall: null };
  let mall: AppliedCoupon | null = null;

  for (const code of codes) {
    const coupon = coupons.find((c) => c.code === code);
    if (!coupon) return refusal('invalid');
    const claim = claims.get(coupon.id);
    const problem =
      timeProblem(coupon, now) ??
      (claim?.used_at ? 'couponUsed' : null) ??
      (!claim && coupon.claimed >= coupon.quantity ? 'couponNoneLeft' : null) ??
      (coupon.shop_id !== null && !subtotals.has(coupon.shop_id) ? 'couponOtherShop' : null) ??
      ((coupon.shop_id === null ? mall : plan.byShop.get(coupon.shop_id)) ? 'couponOnePerShop' : null);
    if (problem) return refusal(problem);
    const applied = { coupon, claimId: claim?.id ?? null, discount: 0 };
    if (coupon.shop_id === null) mall = applied;
    else plan.byShop.set(coupon.shop_id, applied);
  }

  for (const [shopId, applied] of plan.byShop) {
    const subtotal = subtotals.get(shopId) as number;
    if (subtotal < applied.coupon.min_spend) return refusal('couponMinSpend');
    applied.discount = discountOn(applied.coupon, subtotal);
  }
  if (mall) {
    // The mall's coupon counts what the shops' coupons left.
    const bases = shops.map((shop) => shop.subtotal - (plan.byShop.get(shop.shopId)?.discount ?? 0));
    const base = bases.reduce((sum, amount) => sum + amount, 0);
    if (base < mall.coupon.min_spend) return refusal('couponMinSpend');
    mall.discount = discountOn(mall.coupon, base);
    const shares = splitByWeight(mall.discount, bases);
    plan.mall = { ...mall, shares: new Map(shops.map((shop, index) => [shop.shopId, shares[index] as number])) };
  }
  return ok(plan);
}

async function claimsOf(db: Executor, userId: number, couponIds: number[]) {
  if (!couponIds.length) return new Map<number, { id: number; used_at: string | null }>();
  const rows = await db
    .selectFrom('coupon_claim')
    .select(['id', 'coupon_id', 'used_at'])
    .where('user_id', '=', userId)
    .where('coupon_id', 'in', couponIds)
    .execute();
  return new Map(rows.map((row) => [row.coupon_id, row]));
}

/**
 * The coupons a buyer could choose here, for the summary: their unspent claims of these shops and
 * the mall's, and whatever the plan applied, each with what it would take off on its own and why
 * it would not apply.
 */
export async function couponChoices(db: Executor, userId: number, shops: ShopAmount[], plan: CouponPlan, now: string): Promise<CheckoutCoupon[]> {
  const held = await unusedClaimsOf(
    db,
    userId,
    shops.map((shop) => shop.shopId),
  );
  const applied = [...plan.byShop.values(), ...(plan.mall ? [plan.mall] : [])].map((a) => a.coupon);
  const seen = new Set<number>();
  const subtotals = new Map(shops.map((shop) => [shop.shopId, shop.subtotal]));
  const whole = shops.reduce((sum, shop) => sum + shop.subtotal - (plan.byShop.get(shop.shopId)?.discount ?? 0), 0);
  const choices: CheckoutCoupon[] = [];
  for (const coupon of [...applied, ...held]) {
    if (seen.has(coupon.id)) continue;
    seen.add(coupon.id);
    const base = coupon.shop_id === null ? whole : (subtotals.get(coupon.shop_id) ?? 0);
    const problem = timeProblem(coupon, now) ?? (base < coupon.min_spend ? 'couponMinSpend' : null);
    choices.push({
      id: coupon.id,
      code: coupon.code,
      shop_id: coupon.shop_id,
      shop_name: null,
      kind: coupon.kind,
      value: coupon.value,
      max_discount: coupon.max_discount,
      min_spend: coupon.min_spend,
      starts_at: coupon.starts_at,
      ends_at: coupon.ends_at,
      discount: problem ? 0 : discountOn(coupon, base),
      problem,
    });
  }
  return choices;
}

/**
 * Spends the plan's coupons inside the placement's transaction, in coupon-id order so two
 * checkouts never wait on each other in a circle. Refuses (rolling the placement back) when a
 * coupon ran out or a claim was spent meanwhile.
 */
export async function spendCoupons(
  trx: Executor,
  spend: { userId: number; checkoutId: number; orderIdOfShop: Map<number, number>; now: string },
  plan: CouponPlan,
): Promise<void> {
  const uses = [
    ...[...plan.byShop].map(([shopId, applied]) => ({ applied, orderId: spend.orderIdOfShop.get(shopId) ?? null })),
    ...(plan.mall ? [{ applied: plan.mall as AppliedCoupon, orderId: null }] : []),
  ].sort((a, b) => a.applied.coupon.id - b.applied.coupon.id);

  for (const { applied, orderId } of uses) {
    const where = { used_at: spend.now, order_id: orderId, checkout_id: spend.checkoutId };
    if (applied.claimId !== null) {
      if (!(await spendClaim(trx, applied.claimId, where))) refuse(refusal('couponUsed'));
      if (!(await countUse(trx, applied.coupon.id, spend.now))) refuse(refusal('couponExpired'));
    } else {
      if (!(await countClaim(trx, applied.coupon.id, true))) refuse(refusal('couponNoneLeft'));
      const claimed = await insertClaim(trx, { coupon_id: applied.coupon.id, user_id: spend.userId, claimed_at: spend.now, ...where });
      if (!claimed) refuse(refusal('couponUsed'));
    }
  }
}

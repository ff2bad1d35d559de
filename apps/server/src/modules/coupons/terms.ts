/**
 * What a coupon takes off, and why it may not apply: pure arithmetic shared by the checkout's
 * summary, its placement and the buyer's coupon lists.
 */
import type { Reason } from '../../lib/errors';
import { bpsOf } from '../checkout/quote';

export interface CouponRow {
  id: number;
  shop_id: number | null;
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: string;
  ends_at: string;
  quantity: number;
  claimed: number;
  active: number;
}

/** Why a coupon cannot be used at `now`, whatever it is spent on; null when it can. */
export function timeProblem(coupon: Pick<CouponRow, 'starts_at' | 'ends_at' | 'active'>, now: string): Reason | null {
  if (!coupon.active || coupon.ends_at <= now) return 'couponExpired';
  if (coupon.starts_at > now) return 'couponNotStarted';
  return null;
}

/** What the coupon takes off an amount it applies to: never more than the amount itself. */
export function discountOn(coupon: Pick<CouponRow, 'kind' | 'value' | 'max_discount'>, base: number): number {
  const off = coupon.kind === 'amount' ? coupon.value : Math.min(bpsOf(base, coupon.value), coupon.max_discount ?? Number.POSITIVE_INFINITY);
  return Math.max(0, Math.min(off, base));
}

/**
 * Splits an amount over parts in proportion to their weights, in whole cents that add up to the
 * amount exactly (largest remainder): the mall's coupon spread over a checkout's shop orders.
 * @example splitByWeight(100, [1, 1, 1]) // [34, 33, 33]
 */
export function splitByWeight(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((total, share) => total + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] as number) + 1;
    left--;
  }
  return shares;
}

/**
 * Reads and writes of coupons and claims. `claimed` and `used` only grow by conditional updates,
 * so racing buyers can never claim or spend more than the coupon's quantity.
 */
import type { Executor } from '../../db/database';
import type { CouponRow } from './terms';

/** The terms every coupon list shows (`CouponTerms` in the contract), read from `coupon` joined to `shop`. */
export const COUPON_TERMS = [
  'coupon.id',
  'coupon.code',
  'coupon.shop_id',
  'shop.name as shop_name',
  'coupon.kind',
  'coupon.value',
  'coupon.max_discount',
  'coupon.min_spend',
  'coupon.starts_at',
  'coupon.ends_at',
] as const;

/** What the checkout needs of a coupon to check and count it. */
const TERMS = [
  'coupon.id',
  'coupon.shop_id',
  'coupon.code',
  'coupon.kind',
  'coupon.value',
  'coupon.max_discount',
  'coupon.min_spend',
  'coupon.starts_at',
  'coupon.ends_at',
  'coupon.quantity',
  'coupon.claimed',
  'coupon.active',
] as const;

export const findCouponsByCodes = (db: Executor, codes: string[]): Promise<CouponRow[]> =>
  codes.length ? db.selectFrom('coupon').select(TERMS).where('code', 'in', codes).execute() : Promise.resolve([]);

export const findCoupon = (db: Executor, id: number) => db.selectFrom('coupon').select(TERMS).where('id', '=', id).executeTakeFirst();

/** The buyer's claims not yet spent, with their coupons' terms: of the given shops and the mall's. */
export const unusedClaimsOf = (db: Executor, userId: number, shopIds: number[]) =>
  db
    .selectFrom('coupon_claim')
    .innerJoin('coupon', 'coupon.id', 'coupon_claim.coupon_id')
    .select([...TERMS, 'coupon_claim.id as claim_id'])
    .where('coupon_claim.user_id', '=', userId)
    .where('coupon_claim.used_at', 'is', null)
    .where((eb) => (shopIds.length ? eb.or([eb('coupon.shop_id', 'is', null), eb('coupon.shop_id', 'in', shopIds)]) : eb('coupon.shop_id', 'is', null)))
    .orderBy('coupon.ends_at')
    .orderBy('coupon.id')
    .execute();

/** Counts one more claim, only while some are left. */
export async function countClaim(db: Executor, couponId: number, alsoUsed: boolean): Promise<boolean> {
  const counted = await db
    .updateTable('coupon')
    .set((eb) => ({ claimed: eb('claimed', '+', 1), ...(alsoUsed ? { used: eb('used', '+', 1) } : {}) }))
    .where('id', '=', couponId)
    .where('active', '=', 1)
    .where((eb) => eb('claimed', '<', eb.ref('quantity')))
    .executeTakeFirst();
  return counted.numUpdatedRows > 0n;
}

/** A claim for the buyer, unless they already hold one of this coupon (then false). */
export async function insertClaim(
  db: Executor,
  row: { coupon_id: number; user_id: number; claimed_at: string; used_at?: string; order_id?: number | null; checkout_id?: number | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto('coupon_claim')
    .values(row)
    .onConflict((conflict) => conflict.columns(['coupon_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Spends a held claim on an order (or a checkout, for the mall's), only if it is still unspent. */
export async function spendClaim(db: Executor, claimId: number, spent: { used_at: string; order_id: number | null; checkout_id: number }): Promise<boolean> {
  const done = await db.updateTable('coupon_claim').set(spent).where('id', '=', claimId).where('used_at', 'is', null).executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** Counts a held claim as used, only while the coupon still runs. */
export async function countUse(db: Executor, couponId: number, now: string): Promise<boolean> {
  const counted = await db
    .updateTable('coupon')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', couponId)
    .where('active', '=', 1)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return counted.numUpdatedRows > 0n;
}

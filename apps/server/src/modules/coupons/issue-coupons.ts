/**
 * Issuing coupons: a shop's from the seller centre (`shopId` its shop), the mall's from the admin
 * console (`shopId` null). One service for both, so their rules cannot drift: codes are unique in
 * the whole mall, a quantity never drops below what was claimed, and stopping a coupon ends
 * claims and uses of it (what was spent stays spent).
 */
import type { IssuedCoupon, SaveCouponInput } from '@agora/contract/coupons';
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { COUPON_TERMS } from './queries';

/** Whose coupons: a shop's, or the mall's (null). */
export type Issuer = number | null;

const ofIssuer = (issuer: Issuer) => (eb: ExpressionBuilder<Database, 'coupon'>) =>
  issuer === null ? eb('coupon.shop_id', 'is', null) : eb('coupon.shop_id', '=', issuer);

function issuedQuery(db: Db) {
  return db
    .selectFrom('coupon')
    .leftJoin('shop', 'shop.id', 'coupon.shop_id')
    .select([...COUPON_TERMS, 'coupon.quantity', 'coupon.claimed', 'coupon.used', 'coupon.active', 'coupon.created_at']);
}

const asIssued = <T extends { active: number }>(row: T) => ({ ...row, active: row.active === 1 });

export async function listIssued(db: Db, issuer: Issuer, page: number, pageSize: number): Promise<Page<IssuedCoupon>> {
  const [rows, count] = await Promise.all([
    issuedQuery(db)
      .where(ofIssuer(issuer))
      .orderBy('coupon.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('coupon')
      .where(ofIssuer(issuer))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(asIssued), total: Number(count.n), page, page_size: pageSize };
}

const findIssued = async (db: Db, issuer: Issuer, id: number): Promise<IssuedCoupon | undefined> => {
  const row = await issuedQuery(db).where('coupon.id', '=', id).where(ofIssuer(issuer)).executeTakeFirst();
  return row ? asIssued(row) : undefined;
};

/** Adds a coupon, or edits one of the issuer's (`id`; another's answers 2000019). */
export async function saveCoupon(db: Db, issuer: Issuer, input: SaveCouponInput): Promise<Result<IssuedCoupon>> {
  const terms = {
    code: input.code,
    kind: input.kind,
    value: input.value,
    max_discount: input.kind === 'percent' ? (input.max_discount ?? null) : null,
    min_spend: input.min_spend,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    quantity: input.quantity,
  };
  try {
    if (input.id === undefined) {
      const { id } = await db
        .insertInto('coupon')
        .values({ ...terms, shop_id: issuer, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok((await findIssued(db, issuer, id))!);
    }
    const found = await findIssued(db, issuer, input.id);
    if (!found) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
    // Conditional: a claim landing meanwhile cannot leave more claimed than there are.
    const saved = await db.updateTable('coupon').set(terms).where('id', '=', input.id).where('claimed', '<=', input.quantity).executeTakeFirst();
    if (saved.numUpdatedRows === 0n) return fail(ErrorCode.invalidParameter, { field: 'quantity', reason: 'tooSmall', params: { min: found.claimed } });
    return ok((await findIssued(db, issuer, input.id))!);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fail(ErrorCode.invalidParameter, { field: 'code', reason: 'taken' });
  }
}

/** Stops (or restarts) one of the issuer's coupons. */
export async function setCouponActive(db: Db, issuer: Issuer, id: number, active: boolean): Promise<Result<IssuedCoupon>> {
  const done = await db
    .updateTable('coupon')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .where(ofIssuer(issuer))
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  return ok((await findIssued(db, issuer, id))!);
}

/**
 * Changing a buyer's own lines: quantity, removal, selection. A line that is not the buyer's (or
 * no longer there) answers 2000019 and nothing changes, as if it did not exist.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';

/** Whether every one of `ids` is a line of this user's cart. */
async function ownsAll(db: Executor, userId: number, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const row = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('id', 'in', unique)
    .executeTakeFirst();
  return Number(row?.n ?? 0) === unique.length;
}

/**
 * Sets a line's quantity, only while the stock covers it (one conditional statement):
 * `update cart_item set quantity = :q where id = :id and user_id = :user and (select stock …) >= :q`.
 */
export async function updateLine(db: Db, userId: number, id: number, quantity: number): Promise<Result<true>> {
  const result = await db
    .updateTable('cart_item')
    .set({ quantity })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb(eb.selectFrom('product_variant').select('product_variant.stock').whereRef('product_variant.id', '=', 'cart_item.variant_id'), '>=', quantity),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return ok(true);
  return fail((await ownsAll(db, userId, [id])) ? ErrorCode.insufficientStock : ErrorCode.noData);
}

export async function removeLines(db: Db, userId: number, ids: number[]): Promise<Result<true>> {
  if (!(await ownsAll(db, userId, ids))) return fail(ErrorCode.noData);
  await removeCartLines(db, userId, ids);
  return ok(true);
}

/**
 * Removes lines of this user's cart (other users' ids are ignored); the checkout calls it inside
 * its transaction, so a refused order leaves the cart as it was.
 * @example await removeCartLines(trx, userId, lines.map((l) => l.id))
 */
export async function removeCartLines(trx: Executor, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await trx.deleteFrom('cart_item').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function selectLines(db: Db, userId: number, ids: number[], selected: 0 | 1): Promise<Result<true>> {
  if (!(await ownsAll(db, userId, ids))) return fail(ErrorCode.noData);
  await db.updateTable('cart_item').set({ selected }).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return ok(true);
}

/**
 * Compare: up to four products side by side. The answer lines them up: the union of their option
 * names, so a table can show "size" and "color" rows even where one product has none.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { COMPARE_MAX } from '@agora/contract/wishlist';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { isOnSale, productFacts } from '../catalog/service';

const idsOf = async (db: Db, userId: number) =>
  (await db.selectFrom('compare_item').select('product_id').where('user_id', '=', userId).orderBy('created_at').orderBy('product_id').execute()).map(
    (r) => r.product_id,
  );

export async function addToCompare(db: Db, userId: number, productId: number): Promise<Result<{ product_ids: number[] }>> {
  if (!(await isOnSale(db, productId))) return fail(ErrorCode.noData, { field: 'product_id', reason: 'invalid' });
  const current = await idsOf(db, userId);
  if (current.includes(productId)) return ok({ product_ids: current });
  if (current.length >= COMPARE_MAX) return fail(ErrorCode.invalidParameter, { field: 'product_id', reason: 'tooBig', params: { max: COMPARE_MAX } });
  await db.insertInto('compare_item').values({ user_id: userId, product_id: productId, created_at: nowIso() }).execute();
  return ok({ product_ids: [...current, productId] });
}

export async function removeFromCompare(db: Db, userId: number, productId: number): Promise<{ product_ids: number[] }> {
  await db.deleteFrom('compare_item').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  return { product_ids: await idsOf(db, userId) };
}

/** A guest's compare list (kept in the browser) joins the account's at login, up to the limit. */
export async function mergeCompare(db: Db, userId: number, productIds: number[]): Promise<{ product_ids: number[] }> {
  for (const productId of productIds) {
    const result = await addToCompare(db, userId, productId);
    if (!result.ok && result.code === ErrorCode.invalidParameter) break;
  }
  return { product_ids: await idsOf(db, userId) };
}

export async function listCompare(db: Db, lang: Lang, userId: number) {
  const facts = (await Promise.all((await idsOf(db, userId)).map((id) => productFacts(db, lang, id)))).filter((f) => f !== null);
  const optionNames = [...new Set(facts.flatMap((f) => f.options.map((o) => o.name)))];
  return { list: facts, option_names: optionNames, max: COMPARE_MAX };
}

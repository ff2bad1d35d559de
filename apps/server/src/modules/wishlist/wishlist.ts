/** The buyer's wishlist: add (idempotent), remove, list newest first. */

import type { ProductCard } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { isOnSale, productCards } from '../catalog/service';

const countOf = async (db: Db, userId: number) =>
  Number(
    (
      await db
        .selectFrom('wishlist_item')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

export async function addToWishlist(db: Db, userId: number, productId: number): Promise<Result<{ count: number }>> {
  if (!(await isOnSale(db, productId))) return fail(ErrorCode.noData, { field: 'product_id', reason: 'invalid' });
  await db
    .insertInto('wishlist_item')
    .values({ user_id: userId, product_id: productId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
  return ok({ count: await countOf(db, userId) });
}

export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<{ count: number }> {
  await db.deleteFrom('wishlist_item').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  return { count: await countOf(db, userId) };
}

export async function listWishlist(db: Db, lang: Lang, userId: number, page: number, pageSize: number): Promise<Page<ProductCard>> {
  const rows = await db
    .selectFrom('wishlist_item')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const [list, total] = await Promise.all([
    productCards(
      db,
      lang,
      rows.map((r) => r.product_id),
    ),
    countOf(db, userId),
  ]);
  return { list, total, page, page_size: pageSize };
}

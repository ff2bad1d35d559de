/** Counts shown beside the user (cart lines, wishlist entries, unread notices), the user's uploads, shop and sessions. */
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

async function count(query: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }): Promise<number> {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

export const countCartItems = (db: Db, userId: number) =>
  count(
    db
      .selectFrom('cart_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId),
  );

export const countWishlist = (db: Db, userId: number) =>
  count(
    db
      .selectFrom('wishlist_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId),
  );

export const countUnreadNotices = (db: Db, userId: number) =>
  count(
    db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', 0),
  );

export const updateUserRow = (
  db: Executor,
  userId: number,
  values: Partial<{ firstname: string; phone: string; avatar: string; lang: string; password_hash: string; updated_at: string }>,
) => db.updateTable('user').set(values).where('id', '=', userId).execute();

/**
 * Whether the user uploaded the file at `path` (relative to the media folder). The media module
 * records uploads in `media` and has no service to ask, so this one read looks at its table.
 * @example await isOwnUpload(db, 7, 'upload/2026/11/3f2a….webp') // select 1 from "media" where "user_id" = 7 and "path" = ?
 */
export const isOwnUpload = async (db: Db, userId: number, path: string) =>
  (await db.selectFrom('media').select('id').where('user_id', '=', userId).where('path', '=', path).executeTakeFirst()) !== undefined;

/**
 * The id of the user's open shop, for "go to my shop"; the shops module has no service to ask yet.
 * @example await openShopIdOf(db, 7) // select "id" from "shop" where "user_id" = 7 and "status" = 'active' order by "id" limit 1
 */
export const openShopIdOf = async (db: Db, userId: number): Promise<number | null> =>
  (await db.selectFrom('shop').select('id').where('user_id', '=', userId).where('status', '=', 'active').orderBy('id').limit(1).executeTakeFirst())?.id ?? null;

/**
 * Ends every session of the user but one (the caller's, which changed the password).
 * @example await deleteOtherTokens(trx, 7, 31) // delete from "access_token" where "user_id" = 7 and "id" <> 31
 */
export const deleteOtherTokens = (db: Executor, userId: number, keepTokenId: number) =>
  db.deleteFrom('access_token').where('user_id', '=', userId).where('id', '<>', keepTokenId).execute();

/** Counts shown beside the user (wishlist entries, unread notices), the user's row and uploads. */
import type { Db, Executor } from '../../db/database';

async function count(query: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }): Promise<number> {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** Whether anyone registered with this user's invitation code: the affiliate role (spec §6). */
export async function hasReferrals(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('invited_by', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

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
  values: Partial<{ firstname: string; phone: string; avatar: string; lang: string; currency: string; password_hash: string; updated_at: string }>,
) => db.updateTable('user').set(values).where('id', '=', userId).execute();

/** Whether `code` is a currency buyers are offered (the one a user reads amounts in must be). */
export const isEnabledCurrency = async (db: Executor, code: string) =>
  (await db.selectFrom('currency').select('code').where('code', '=', code).where('enabled', '=', 1).executeTakeFirst()) !== undefined;

/**
 * Whether the user uploaded the file at `path` (relative to the media folder). The media module
 * records uploads in `media` and has no service to ask, so this one read looks at its table.
 * @example await isOwnUpload(db, 7, 'upload/2026/11/3f2a….webp') // select 1 from "media" where "user_id" = 7 and "path" = ?
 */
export const isOwnUpload = async (db: Db, userId: number, path: string) =>
  (await db.selectFrom('media').select('id').where('user_id', '=', userId).where('path', '=', path).executeTakeFirst()) !== undefined;

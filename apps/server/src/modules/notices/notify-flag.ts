/**
 * The session's notify flag (spec §3 "notify flag (unread notices)", §2 "Opening notices clears the
 * unread flag"): the bell's dot. It belongs to one session (one access token), not to the account:
 * it is up while the user has an unread notice newer than the newest one this session had when it
 * last opened the notices page. Opening the page lowers it; each notice keeps its own read mark
 * and stays unread until read. A new notice raises it again; a fresh login starts with it up when
 * anything is unread.
 * @example
 * await notifyFlag(db, 7, 31) // select "id" from "notice" where "user_id" = 7 and "is_read" = 0
 *                             //   and "id" > (select "notices_seen_id" from "access_token" where "id" = 31) limit 1
 * await openNotices(db, 7, 31) // update "access_token" set "notices_seen_id" = (max notice id of user 7) where "id" = 31
 */
import type { Executor } from '../../db/database';
import { noticesChanged } from './notify';

/** 1 while the user has an unread notice this session has not seen on the notices page, else 0. */
export async function notifyFlag(db: Executor, userId: number, tokenId: number): Promise<0 | 1> {
  const row = await db
    .selectFrom('notice')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .where('id', '>', (eb) => eb.selectFrom('access_token').select('notices_seen_id').where('id', '=', tokenId))
    .limit(1)
    .executeTakeFirst();
  return row ? 1 : 0;
}

/**
 * The session opened the notices page: every notice it now has counts as seen, so the flag is
 * down until a newer one arrives. The user's other open pages hear of it and read their own flag.
 */
export async function openNotices(db: Executor, userId: number, tokenId: number): Promise<{ notify: 0 | 1 }> {
  const newest = await db
    .selectFrom('notice')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const seen = Number(newest?.id ?? 0);
  const updated = await db
    .updateTable('access_token')
    .set({ notices_seen_id: seen })
    .where('id', '=', tokenId)
    .where('notices_seen_id', '<', seen)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) noticesChanged(db, [userId]);
  return { notify: await notifyFlag(db, userId, tokenId) };
}

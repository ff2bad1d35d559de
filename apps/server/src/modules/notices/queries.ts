/** Kysely only: a user's notices, their read marks and the unread count; announcements and their translations. */
import type { Lang } from '@agora/contract/locale';
import type { Executor } from '../../db/database';

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * The user's unread notices. users/queries.ts `countUnreadNotices` (userinfo `notice.count`, login
 * `message_unread_count`) counts the same rows; a test holds the three answers together.
 * @example await countUnread(db, 7) // select count(*) from "notice" where "user_id" = 7 and "is_read" = 0
 */
export const countUnread = async (db: Executor, userId: number) =>
  countOf(
    await db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirst(),
  );

/** A page of the user's notices, newest first; `read` 0 or 1 keeps only those. */
export async function selectNotices(db: Executor, userId: number, read: number | undefined, page: number, pageSize: number) {
  let base = db.selectFrom('notice').where('user_id', '=', userId);
  if (read !== undefined) base = base.where('is_read', '=', read);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'type', 'state', 'title', 'content', 'template', 'params', 'ref_id', 'is_read', 'created_at'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
      .then(countOf),
  ]);
  return { rows, total };
}

/** Marks one of the user's notices read: `missing` when the user has no such notice, else whether it was unread. */
export async function markRead(db: Executor, userId: number, noticeId: number): Promise<'missing' | 'marked' | 'already'> {
  const found = await db.selectFrom('notice').select('is_read').where('id', '=', noticeId).where('user_id', '=', userId).executeTakeFirst();
  if (!found) return 'missing';
  if (found.is_read !== 0) return 'already';
  await db.updateTable('notice').set({ is_read: 1 }).where('id', '=', noticeId).where('user_id', '=', userId).execute();
  return 'marked';
}

/** Marks all the user's notices read; answers how many were unread. */
export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const result = await db.updateTable('notice').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A page of the published announcements, newest first, with their texts in `lang` and in English (the fallback). */
export async function selectAnnouncements(db: Executor, lang: Lang, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('announcement')
      .select(['id', 'created_at'])
      .where('published', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('published', '=', 1)
      .executeTakeFirst()
      .then(countOf),
  ]);
  const texts = rows.length
    ? await db
        .selectFrom('announcement_translation')
        .select(['announcement_id', 'lang', 'title', 'body'])
        .where(
          'announcement_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('lang', 'in', [...new Set([lang, 'en'])])
        .execute()
    : [];
  return { rows, texts, total };
}

export async function insertAnnouncement(
  db: Executor,
  announcement: { createdBy: number | null; createdAt: string; texts: { lang: string; title: string; body: string }[] },
): Promise<number> {
  const { id } = await db
    .insertInto('announcement')
    .values({ created_by: announcement.createdBy, created_at: announcement.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('announcement_translation')
    .values(announcement.texts.map((t) => ({ ...t, announcement_id: id })))
    .execute();
  return id;
}

/** A page of every announcement, published or not, newest first, with all its texts (the console's list). */
export async function selectAllAnnouncements(db: Executor, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('announcement')
      .select(['id', 'created_at', 'updated_at', 'published'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
      .then(countOf),
  ]);
  const ids = rows.map((r) => r.id);
  const texts = ids.length
    ? await db.selectFrom('announcement_translation').select(['announcement_id', 'lang', 'title', 'body']).where('announcement_id', 'in', ids).execute()
    : [];
  return { rows, texts, total };
}

/** Replaces an announcement's texts; answers whether it exists. */
export async function replaceAnnouncementTexts(
  db: Executor,
  id: number,
  updatedAt: string,
  texts: { lang: string; title: string; body: string }[],
): Promise<boolean> {
  const touched = await db.updateTable('announcement').set({ updated_at: updatedAt }).where('id', '=', id).executeTakeFirst();
  if (Number(touched.numUpdatedRows) === 0) return false;
  await db.deleteFrom('announcement_translation').where('announcement_id', '=', id).execute();
  await db
    .insertInto('announcement_translation')
    .values(texts.map((t) => ({ ...t, announcement_id: id })))
    .execute();
  return true;
}

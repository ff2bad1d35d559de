/**
 * The mall's announcements (spec §4 "announcement also exists"): written by operators in any of
 * the languages (English required), read by anyone in their language with English as fallback.
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { LANGS, type Lang } from '@agora/contract/locale';
import type { AdminAnnouncement, Announcement, AnnouncementInput, AnnouncementUpdateInput } from '@agora/contract/notices';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { insertAnnouncement, replaceAnnouncementTexts, selectAllAnnouncements, selectAnnouncements } from './queries';

export async function listAnnouncements(db: Db, lang: Lang, page: number, pageSize: number): Promise<Page<Announcement>> {
  const { rows, texts, total } = await selectAnnouncements(db, lang, page, pageSize);
  const textOf = (id: number, wanted: string) => texts.find((t) => t.announcement_id === id && t.lang === wanted);
  const list = rows.map((row) => {
    const text = textOf(row.id, lang) ?? textOf(row.id, 'en');
    return { id: row.id, title: text?.title ?? '', body: text?.body ?? '', created_at: row.created_at };
  });
  return { list, total, page, page_size: pageSize };
}

/** A translation for each language whose title or body was given (a missing half is the English one). */
function textsOf(input: AnnouncementInput) {
  const fields = input as Record<string, string | undefined>;
  return LANGS.flatMap((code) => {
    const title = fields[`title_${code}`] || '';
    const body = fields[`body_${code}`] || '';
    if (code !== 'en' && !title && !body) return [];
    return [{ lang: code, title: title || input.title_en, body: body || input.body_en }];
  });
}

/** Saves an announcement, published at once. */
export async function createAnnouncement(db: Db, adminId: number, input: AnnouncementInput, lang: Lang): Promise<Announcement> {
  const texts = textsOf(input);
  const createdAt = nowIso();
  const id = await db.transaction().execute((trx) => insertAnnouncement(trx, { createdBy: adminId, createdAt, texts }));
  const shown = texts.find((t) => t.lang === lang) ?? (texts[0] as (typeof texts)[number]);
  return { id, title: shown.title, body: shown.body, created_at: createdAt };
}

/** The console's list: every announcement with all its texts, published or not. */
export async function listAllAnnouncements(db: Db, page: number, pageSize: number): Promise<Page<AdminAnnouncement>> {
  const { rows, texts, total } = await selectAllAnnouncements(db, page, pageSize);
  const list = rows.map((row) => ({
    id: row.id,
    published: row.published === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    texts: texts.filter((t) => t.announcement_id === row.id).map(({ lang, title, body }) => ({ lang, title, body })),
  }));
  return { list, total, page, page_size: pageSize };
}

const missing = () => fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });

/** Rewrites an announcement's texts (readers see the new ones at once); 2000019 when there is none. */
export async function updateAnnouncement(db: Db, input: AnnouncementUpdateInput): Promise<Result<{ id: number }>> {
  const found = await db.transaction().execute((trx) => replaceAnnouncementTexts(trx, input.id, nowIso(), textsOf(input)));
  return found ? ok({ id: input.id }) : missing();
}

/** Takes an announcement off the readers' lists (0) or puts it back (1). */
export async function publishAnnouncement(db: Db, id: number, published: number): Promise<Result<{ id: number; published: boolean }>> {
  const moved = await db.updateTable('announcement').set({ published }).where('id', '=', id).executeTakeFirst();
  return Number(moved.numUpdatedRows) === 0 ? missing() : ok({ id, published: published === 1 });
}

export async function deleteAnnouncement(db: Db, id: number): Promise<Result<{ id: number }>> {
  const deleted = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('announcement_translation').where('announcement_id', '=', id).execute();
    return trx.deleteFrom('announcement').where('id', '=', id).executeTakeFirst();
  });
  return Number(deleted.numDeletedRows) === 0 ? missing() : ok({ id });
}

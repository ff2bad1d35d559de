/**
 * The mall's announcements (spec §4 "announcement also exists"): written by operators in any of
 * the languages (English required), read by anyone in their language with English as fallback.
 */
import type { Page } from '@agora/contract/envelope';
import { LANGS, type Lang } from '@agora/contract/locale';
import type { Announcement, AnnouncementInput } from '@agora/contract/notices';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { insertAnnouncement, selectAnnouncements } from './queries';

export async function listAnnouncements(db: Db, lang: Lang, page: number, pageSize: number): Promise<Page<Announcement>> {
  const { rows, texts, total } = await selectAnnouncements(db, lang, page, pageSize);
  const textOf = (id: number, wanted: string) => texts.find((t) => t.announcement_id === id && t.lang === wanted);
  const list = rows.map((row) => {
    const text = textOf(row.id, lang) ?? textOf(row.id, 'en');
    return { id: row.id, title: text?.title ?? '', body: text?.body ?? '', created_at: row.created_at };
  });
  return { list, total, page, page_size: pageSize };
}

/** Saves an announcement with a translation for each language whose title or body was given (a missing half is the English one). */
export async function createAnnouncement(db: Db, adminId: number, input: AnnouncementInput, lang: Lang): Promise<Announcement> {
  const fields = input as Record<string, string | undefined>;
  const texts = LANGS.flatMap((code) => {
    const title = fields[`title_${code}`] || '';
    const body = fields[`body_${code}`] || '';
    if (code !== 'en' && !title && !body) return [];
    return [{ lang: code, title: title || input.title_en, body: body || input.body_en }];
  });
  const createdAt = nowIso();
  const id = await db.transaction().execute((trx) => insertAnnouncement(trx, { createdBy: adminId, createdAt, texts }));
  const shown = texts.find((t) => t.lang === lang) ?? (texts[0] as (typeof texts)[number]);
  return { id, title: shown.title, body: shown.body, created_at: createdAt };
}

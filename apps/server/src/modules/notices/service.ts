/** A user's notices: the list in the reader's language, read marks, the unread count. */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Notice, UnreadCount } from '@agora/contract/notices';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { renderNotice } from './notice-texts';
import { isInfoNotice, MALL_TEMPLATES, noticesChanged, SHOP_TEMPLATES } from './notify';
import { countUnread, markAllRead, markRead, selectNotices } from './queries';

export async function listNotices(db: Db, lang: Lang, userId: number, query: { page: number; page_size: number; read?: number }): Promise<Page<Notice>> {
  const { rows, total } = await selectNotices(db, userId, query.read, query.page, query.page_size);
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type,
    state: row.state,
    ...renderNotice(lang, row),
    read: row.is_read ? 1 : 0,
    created_at: row.created_at,
    ref_id: row.ref_id,
    for_shop: SHOP_TEMPLATES.has(row.template),
    for_mall: MALL_TEMPLATES.has(row.template),
    info: isInfoNotice(row.type, row.template),
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}

export async function unreadCount(db: Db, userId: number): Promise<UnreadCount> {
  return { count: await countUnread(db, userId) };
}

/**
 * Marks one of the caller's notices read (`all`: every one); answers the unread count left. Another
 * user's notice answers 2000019, as if it did not exist. The user's open pages hear of the change.
 */
export async function readNotices(db: Db, userId: number, id: number | 'all'): Promise<Result<UnreadCount>> {
  if (id === 'all') {
    if ((await markAllRead(db, userId)) > 0) noticesChanged(db, [userId]);
  } else {
    const marked = await markRead(db, userId, id);
    if (marked === 'missing') return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
    if (marked === 'marked') noticesChanged(db, [userId]);
  }
  return ok(await unreadCount(db, userId));
}

/**
 * Reading conversations: a page of them with each one's last message and the reader's unread
 * count, one with its messages (which marks the reader's side read, and their notices about it),
 * and the reader's unread total for a menu marker.
 * @example await showTicket(db, { side: 'buyer', userId: 5 }, 9) // { ok: true, value: { id: 9, messages: [...] } }
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Ticket, TicketListQuery, TicketSummary } from '@agora/contract/tickets';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { findTicket, lastMessages, listTickets, messagesOf, unreadMessages } from './queries';
import { readTicketNotices } from './tell';
import { ticketSummary, ticketView } from './view';
import { scoped, type Viewer } from './viewer';

export async function ticketList(db: Db, viewer: Viewer, query: TicketListQuery): Promise<Page<TicketSummary>> {
  const { list, total } = await listTickets(db, viewer, query);
  const last = await lastMessages(
    db,
    list.map((row) => row.id),
  );
  return { list: list.map((row) => ticketSummary(row, last.get(row.id), viewer)), total, page: query.page, page_size: query.page_size };
}

/** 2000019 when the conversation is not the viewer's. */
export async function showTicket(db: Db, viewer: Viewer, id: number): Promise<Result<Ticket>> {
  const row = await findTicket(db, viewer, id);
  if (!row) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const column = viewer.side === 'buyer' ? 'buyer_unread' : 'staff_unread';
  await scoped(
    db
      .updateTable('ticket')
      .set({ [column]: 0 })
      .where('id', '=', id)
      .where(column, '>', 0),
    viewer,
  ).execute();
  await readTicketNotices(db, viewer.userId, id);
  const messages = await messagesOf(db, id);
  return ok(ticketView({ ...row, [column]: 0 }, messages, viewer));
}

export const unreadTickets = async (db: Db, viewer: Viewer) => ({ count: await unreadMessages(db, viewer) });

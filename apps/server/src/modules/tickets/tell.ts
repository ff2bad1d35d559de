/**
 * Telling the other side of a conversation: a notice (type 800) to whoever must answer or read,
 * at most one unread per conversation and reader (a chat of twenty lines is one notice), and a
 * live `ticket` event to every open page of both sides once the transaction commits.
 * @example await tellOtherSide(trx, ticket, 'buyer', messageId)
 */
import { TICKET_EVENT } from '@agora/contract/notice-events';
import type { TicketSide } from '@agora/contract/tickets';
import type { Executor } from '../../db/database';
import { pushLiveEvent } from '../notices/live-push';
import { NoticeState, NoticeType, noticesChanged, notify } from '../notices/notify';
import { adminIds } from './queries';

export interface TicketParties {
  id: number;
  user_id: number;
  shop_id: number | null;
  subject: string;
  buyer_name: string;
  shop_name: string | null;
  shop_owner_id: number | null;
}

/** The users who answer for the ticket's shop or mall: the shop's owner, or every operator. */
export const staffOf = async (db: Executor, ticket: TicketParties): Promise<number[]> =>
  ticket.shop_id === null ? adminIds(db) : ticket.shop_owner_id === null ? [] : [ticket.shop_owner_id];

/** A notice unless the reader still has an unread one about this conversation. */
async function noticeOnce(db: Executor, userId: number, ticketId: number, template: string, params: Record<string, string>): Promise<void> {
  const waiting = await db
    .selectFrom('notice')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', NoticeType.ticket)
    .where('ref_id', '=', ticketId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  if (waiting) return;
  await notify(db, { userId, type: NoticeType.ticket, state: NoticeState.succeeded, template, params, refId: ticketId });
}

/** `from` wrote message `messageId` (null: closed the conversation): notices to the other side, live events to both. */
export async function tellOtherSide(db: Executor, ticket: TicketParties, from: TicketSide, messageId: number | null): Promise<void> {
  const staff = await staffOf(db, ticket);
  if (messageId !== null) {
    if (from === 'buyer') {
      const template = ticket.shop_id === null ? 'ticketMessageForMall' : 'ticketMessageForShop';
      for (const userId of staff) await noticeOnce(db, userId, ticket.id, template, { buyer: ticket.buyer_name, subject: ticket.subject });
    } else if (ticket.shop_id === null) {
      await noticeOnce(db, ticket.user_id, ticket.id, 'ticketRepliedByMall', { subject: ticket.subject });
    } else {
      await noticeOnce(db, ticket.user_id, ticket.id, 'ticketReplied', { shop: ticket.shop_name ?? '', subject: ticket.subject });
    }
  }
  pushLiveEvent(db, [ticket.user_id, ...staff], TICKET_EVENT, { id: ticket.id, message_id: messageId });
}

/** The reader opened the conversation: their notices about it are read. */
export async function readTicketNotices(db: Executor, userId: number, ticketId: number): Promise<void> {
  const read = await db
    .updateTable('notice')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('type', '=', NoticeType.ticket)
    .where('ref_id', '=', ticketId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  if (Number(read.numUpdatedRows) > 0) noticesChanged(db, [userId]);
}

/**
 * News other than the unread count that goes out on the live channel (`GET /customer/user/events`):
 * a module names the users, the event and its data, and each of their open pages receives
 * `event: <name>` with the data as JSON once the transaction that made the news commits (a page
 * reads the record at once and must find it).
 * @example pushLiveEvent(trx, [buyerId, ownerId], TICKET_EVENT, { id: ticketId, message_id: messageId })
 * // event: ticket
 * // data: {"id":12,"message_id":40}
 */
import type { Executor } from '../../db/database';
import { afterCommit } from '../../db/transaction';

export type LiveEventListener = (userId: number, event: string, data: Record<string, unknown>) => void;

/** Who delivers live events (the live channel writes them to the user's open streams). */
export const liveEventListeners = new Set<LiveEventListener>();

/** Sends `event` with `data` to these users' open pages after the transaction `db` is part of commits. */
export function pushLiveEvent(db: Executor, userIds: number[], event: string, data: Record<string, unknown>): void {
  const users = [...new Set(userIds)];
  if (!users.length) return;
  afterCommit(db, () => {
    for (const userId of users) for (const listener of liveEventListeners) listener(userId, event, data);
  });
}

/**
 * The users' sessions have ended (an operator blocked the account): the live channel closes their
 * open streams once the transaction commits, and each page, reconnecting, finds its token refused.
 */
export const SESSIONS_ENDED = 'sessions_ended';
export function endLiveStreams(db: Executor, userIds: number[]): void {
  pushLiveEvent(db, userIds, SESSIONS_ENDED, {});
}

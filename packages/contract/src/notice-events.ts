/**
 * The live notice channel's event names (`GET /customer/user/events`, Server-Sent Events). Apart
 * from notices.ts so the web app's live reader, loaded after the first page, carries no zod.
 */

/** `event: unread` with `data: {"count": N}`: the caller's unread notices. */
export const UNREAD_EVENT = 'unread';

/**
 * Sent before the server closes a stream because the user opened more tabs than it keeps: the
 * tab falls back to polling instead of reconnecting (which would push another tab out in turn).
 */
export const REPLACED_EVENT = 'replaced';

/**
 * `event: ticket` with `data: {"id": <ticket id>, "message_id": N}`: a new message in one of the
 * caller's conversations (as its buyer, its shop's owner, or a mall operator), or `message_id`
 * null when it was closed; an open conversation page reads it again.
 */
export const TICKET_EVENT = 'ticket';

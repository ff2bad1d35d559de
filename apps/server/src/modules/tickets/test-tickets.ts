/**
 * Test helpers for conversations: the calls as the web app sends them (JSON), and the notices a
 * user holds about one conversation.
 * @example const body = await api(t.app, 'POST', '/api/customer/ticket/create', buyer.headers, { subject: 'Hi', body: 'Hello' });
 */
import type { FastifyInstance } from 'fastify';
import { NoticeType } from '../notices/notify';

/** One call; answers the envelope. */
export async function api(app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return response.json();
}

/** The user's notices about the conversation: their template and whether read. */
export const ticketNotices = (app: FastifyInstance, userId: number, ticketId: number) =>
  app.db
    .selectFrom('notice')
    .select(['template', 'is_read'])
    .where('user_id', '=', userId)
    .where('type', '=', NoticeType.ticket)
    .where('ref_id', '=', ticketId)
    .orderBy('id')
    .execute();

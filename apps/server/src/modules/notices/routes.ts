/** Notices and announcements: the reader's list, read marks, the unread count and its live channel, system announcements. */
import { envelopeSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { announcementSchema, noticeListQuerySchema, noticeReadQuerySchema, noticeSchema, notifyFlagSchema, unreadCountSchema } from '@agora/contract/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { listAnnouncements } from './announcements';
import { liveNoticeStreams } from './live-events';
import { openNotices } from './notify-flag';
import { listNotices, readNotices, unreadCount } from './service';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function noticeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('notices', summary, [...TOKEN, ...codes], { security: true });

  app.get(
    '/customer/user/notices',
    {
      preHandler: requireUser,
      schema: {
        ...doc('The caller’s notices, newest first, in the reader’s language; read=0 only unread, read=1 only read', [ErrorCode.invalidParameter]),
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(noticeSchema)) },
      },
    },
    async (request) => success(request, await listNotices(app.db, request.lang, request.user!.id, request.query)),
  );

  app.get(
    '/customer/user/notice-read',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Marks one of the caller’s notices read (id=N), or all of them (id=all); answers the unread count left', [
          ErrorCode.noData,
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
        ]),
        querystring: noticeReadQuerySchema,
        response: { 200: envelopeSchema(unreadCountSchema) },
      },
    },
    async (request) => success(request, unwrap(await readNotices(app.db, request.user!.id, request.query.id))),
  );

  app.post(
    '/customer/user/notices-opened',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'The caller opened the notices page: lowers this session’s notify flag (the bell’s dot) until a newer notice arrives; every notice keeps its own read mark',
        ),
        response: { 200: envelopeSchema(notifyFlagSchema) },
      },
    },
    async (request) => success(request, await openNotices(app.db, request.user!.id, request.user!.tokenId)),
  );

  app.get(
    '/customer/info/notice_in_read',
    { preHandler: requireUser, schema: { ...doc('The caller’s unread notice count'), response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (request) => success(request, await unreadCount(app.db, request.user!.id)),
  );

  app.get(
    '/customer/index/systemnotify',
    {
      schema: {
        ...docs('notices', 'The mall’s announcements, newest first, paged, in the reader’s language (English when not translated); anyone', [
          ErrorCode.invalidParameter,
        ]),
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(announcementSchema)) },
      },
    },
    async (request) => success(request, await listAnnouncements(app.db, request.lang, request.query.page, request.query.page_size)),
  );

  const streamUnread = liveNoticeStreams(app);
  app.get(
    '/customer/user/events',
    {
      preHandler: requireUser,
      schema: doc(
        'Server-Sent Events (text/event-stream): `event: unread` with `{count}` on connect and whenever the caller’s notices change; `event: ticket` with `{id, message_id}` when one of the caller’s conversations has a new message (`message_id` null: it was closed); a comment every 25 s. Failures before the stream opens answer the envelope',
      ),
    },
    streamUnread,
  );
}

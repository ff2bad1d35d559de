/**
 * Conversations' routes, one set per side: the buyer's under `/customer/ticket/…`, the seller
 * centre's under `/seller/ticket/…` (their own shop's only) and the admin console's under
 * `/admin/ticket/…` (conversations with the mall). Each answers the same shapes.
 */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { unreadCountSchema } from '@agora/contract/notices';
import {
  ticketCreateInputSchema,
  ticketIdInputSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketReplyInputSchema,
  ticketSchema,
  ticketSummarySchema,
} from '@agora/contract/tickets';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { openTicket } from './open-ticket';
import { showTicket, ticketList, unreadTickets } from './read-ticket';
import type { Viewer } from './viewer';
import { closeTicket, replyToTicket } from './write-message';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

interface Side {
  /** `/customer/ticket`, or `/ticket` inside the seller and admin scopes. */
  base: string;
  tag: string;
  /** Who asks, from the request (its user, and for a seller their shop). */
  viewer(request: FastifyRequest): Viewer;
  preHandler?: preHandlerAsyncHookHandler;
  /** The codes every route of this side may answer (token, permission). */
  codes: number[];
  /** Whose conversations: for the texts. */
  whose: string;
}

/** The list, one conversation, reply, close and the unread total, for one side. */
async function sideRoutes(server: FastifyInstance, side: Side): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs(side.tag, summary, [...side.codes, ...codes], { security: true });
  const pre = side.preHandler ? { preHandler: side.preHandler } : {};
  const one = { 200: envelopeSchema(ticketSchema) };
  const byId = [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData];

  app.get(
    `${side.base}/list`,
    {
      ...pre,
      schema: {
        ...doc(
          `${side.whose}, the latest news first, optionally of one \`state\` (open, answered, closed), each with its last message and the reader’s unread count`,
          [ErrorCode.invalidParameter],
        ),
        querystring: ticketListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(ticketSummarySchema)) },
      },
    },
    async (request) => success(request, await ticketList(app.db, side.viewer(request), request.query)),
  );

  app.get(
    `${side.base}/unread`,
    { ...pre, schema: { ...doc(`Unread messages in ${side.whose.toLowerCase()}`), response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (request) => success(request, await unreadTickets(app.db, side.viewer(request))),
  );

  app.get(
    `${side.base}/:id`,
    {
      ...pre,
      schema: {
        ...doc(
          'One conversation with its messages, oldest first; reading it marks the reader’s side read (and their notices about it). Not the reader’s answers 2000019',
          byId,
        ),
        params: ticketIdParamsSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await showTicket(app.db, side.viewer(request), request.params.id))),
  );

  app.post(
    `${side.base}/reply`,
    {
      ...pre,
      schema: {
        ...doc(
          `Write in a conversation: \`body\` (at most 5000 characters; required unless \`images\` are sent, 1000009) and \`images\` (at most 6 of the writer’s own uploads, else 1000008 naming \`images.N\`). ${
            side.base.startsWith('/customer')
              ? 'Sets it open, and reopens a closed one'
              : 'Sets it answered; a closed one answers 2000018 (reason `ticketClosed`)'
          }. The other side gets a notice (one unread per conversation) and both sides a live \`ticket\` event. Not the writer’s answers 2000019`,
          [...byId, ErrorCode.dataOperationFailed],
        ),
        body: ticketReplyInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await replyToTicket(app.db, side.viewer(request), request.body))),
  );

  app.post(
    `${side.base}/close`,
    {
      ...pre,
      schema: {
        ...doc('Close a conversation; already closed answers 2000018 (reason `ticketClosed`), not the caller’s 2000019', [
          ...byId,
          ErrorCode.dataOperationFailed,
        ]),
        body: ticketIdInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await closeTicket(app.db, side.viewer(request), request.body.id))),
  );
}

/** The buyer's conversations (`/api/customer/ticket/…`), opening one included. */
export async function ticketRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/customer/ticket/create',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'tickets',
          'Open a conversation with a shop (`shop_id`, an open shop, else 2000019) or with the mall (no `shop_id`), optionally about one of the caller’s orders (`order_id`, of that shop when one is given, else 2000019), with `subject` (at most 200 characters), `body` (at most 5000; required unless `images` are sent) and `images` (at most 6 of the caller’s own uploads)',
          [...TOKEN, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData],
          { security: true },
        ),
        body: ticketCreateInputSchema,
        response: { 200: envelopeSchema(ticketSchema) },
      },
    },
    async (request) => success(request, unwrap(await openTicket(app.db, request.user!.id, request.body))),
  );
  await sideRoutes(server, {
    base: '/customer/ticket',
    tag: 'tickets',
    viewer: (request) => ({ side: 'buyer', userId: request.user!.id }),
    preHandler: requireUser,
    codes: TOKEN,
    whose: 'The caller’s conversations with shops and the mall',
  });
}

/** The seller centre: conversations written to the caller's shop. */
export async function sellerTicketRoutes(server: FastifyInstance): Promise<void> {
  await sideRoutes(server, {
    base: '/ticket',
    tag: 'seller',
    viewer: (request) => ({ side: 'shop', userId: request.user!.id, shopId: request.shop!.id }),
    codes: [ErrorCode.noPermission],
    whose: 'Conversations buyers opened with the caller’s shop',
  });
}

/** The admin console: conversations written to the mall. */
export async function adminTicketRoutes(server: FastifyInstance): Promise<void> {
  await sideRoutes(server, {
    base: '/ticket',
    tag: 'admin',
    viewer: (request) => ({ side: 'mall', userId: request.user!.id }),
    codes: [...TOKEN, ErrorCode.noPermission],
    whose: 'Conversations buyers opened with the mall',
  });
}

/**
 * The console's newsletter subscribers: the list (part of the e-mail, state, paged), the export,
 * and unsubscribing one. Registered in admin-scope.ts for the owner and content.
 */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  newsletterFilterSchema,
  newsletterListQuerySchema,
  newsletterPageSchema,
  newsletterSubscriberSchema,
  newsletterUnsubscribeInputSchema,
} from '@agora/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { noteTrail } from '../audit-trail/record-writes';
import { listSubscribers, subscribersCsv, unsubscribeById } from './newsletter';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission, ErrorCode.invalidParameter];

export async function newsletterAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/newsletter/list',
    {
      schema: {
        ...docs(
          'admin',
          'Newsletter subscribers, newest first: e-mail, language, subscribed at, state. Filters: q (part of the e-mail), state (subscribed | unsubscribed)',
          CODES,
          {
            security: true,
          },
        ),
        querystring: newsletterListQuerySchema,
        response: { 200: envelopeSchema(newsletterPageSchema) },
      },
    },
    async (request) => success(request, await listSubscribers(app.db, request.query)),
  );

  app.get(
    '/newsletter/export',
    {
      schema: {
        ...docs(
          'admin',
          'Every subscriber matching q and state as CSV (UTF-8, a header row, oldest first), each with its unsubscribe link (the storefront’s page `#/pages/newsletter/unsubscribe?token=…`, which calls the public GET /api/customer/newsletter/unsubscribe)',
          CODES,
          { security: true },
        ),
        querystring: newsletterFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await subscribersCsv(app.db, request.query, `${request.protocol}://${request.host}`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        ...docs(
          'admin',
          'Unsubscribes a subscriber (by id); unsubscribing twice keeps the first time. 2000019 when there is no such subscriber',
          [...CODES, ErrorCode.missingParameter, ErrorCode.noData],
          { security: true },
        ),
        body: newsletterUnsubscribeInputSchema,
        response: { 200: envelopeSchema(newsletterSubscriberSchema) },
      },
    },
    async (request) => {
      const subscriber = unwrap(await unsubscribeById(app.db, request.body.id));
      noteTrail(request, {
        target_type: 'newsletter_subscriber',
        target_id: subscriber.id,
        after: { state: subscriber.state, unsubscribed_at: subscriber.unsubscribed_at },
      });
      return success(request, subscriber);
    },
  );
}

/**
 * The console's audit trail (read-only): the rows filtered and paged, with the chain's check on
 * every list (the rows appended since the last one, or the whole chain again after any change:
 * recheck-trail.ts), and the same filter as CSV. Registered in admin-scope.ts for the owner and finance.
 */

import { auditTrailFilterSchema, auditTrailPageSchema, auditTrailQuerySchema } from '@agora/contract/audit-trail';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { listTrail, trailBatches } from './list-trail';
import { recheckTrail } from './recheck-trail';
import { csvHeader, csvRow } from './trail-csv';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission, ErrorCode.invalidParameter];

export async function auditTrailAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit-trail/list',
    {
      schema: {
        ...docs(
          'admin',
          'The audit trail, newest first: every write by an operator or a seller (who, roles, address, when, action, target, before and after, reason). Filters: actor (user id or part of an e-mail), target (type:id, type or id), action (part of it), from/to (YYYY-MM-DD, UTC, both included). `chain` is the whole trail checked now: intact, or the first broken row (altered, deleted or inserted)',
          CODES,
          { security: true },
        ),
        querystring: auditTrailQuerySchema,
        response: { 200: envelopeSchema(auditTrailPageSchema) },
      },
    },
    async (request) => {
      const [page, checked] = await Promise.all([listTrail(app.db, request.query), recheckTrail(app.db)]);
      return success(request, { ...page, chain: checked.chain });
    },
  );

  app.get(
    '/audit-trail/export',
    {
      schema: {
        ...docs('admin', 'The audit trail with the list’s filters as CSV (UTF-8, a header row, newest first, every matching row)', CODES, { security: true }),
        querystring: auditTrailFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      // Built whole before answering: a fault half-way answers the envelope, not a cut-off file.
      const parts = [`\uFEFF${csvHeader()}`];
      for await (const rows of trailBatches(app.db, request.query)) parts.push(rows.map(csvRow).join(''));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
        .send(parts.join(''));
    },
  );
}

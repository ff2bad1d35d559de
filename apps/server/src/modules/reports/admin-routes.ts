/**
 * The console's reports: the dashboard's summary (per day, per month and totals over `from`–`to`)
 * and the CSV exports. Registered in admin-scope.ts for the owner and finance.
 */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { reportExportQuerySchema, reportRangeSchema, reportSummarySchema } from '@agora/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { reportCsv } from './report-export';
import { reportRange } from './report-range';
import { reportSummary } from './report-summary';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission, ErrorCode.invalidParameter];
const RANGE =
  '`from`/`to`: days (YYYY-MM-DD, UTC, both included), by default the last 30 days; `to` before `from` or more than 366 days after it answers 1000008 naming `to`';

export async function reportAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/report/summary',
    {
      schema: {
        ...docs(
          'admin',
          `The dashboard's figures for every day, every month the range touches (its days only) and the whole range: sales (what buyers paid for orders), commission (net of refunds), refunds paid back and paid orders cancelled, in US cents read from the books' postings; orders placed and new users counted from their rows. ${RANGE}`,
          CODES,
          { security: true },
        ),
        querystring: reportRangeSchema,
        response: { 200: envelopeSchema(reportSummarySchema) },
      },
    },
    async (request) => success(request, await reportSummary(app.db, unwrap(reportRange(request.query)))),
  );

  app.get(
    '/report/export',
    {
      schema: {
        ...docs(
          'admin',
          `CSV (UTF-8, a header row) of kind=orders (orders placed in the range), users (accounts created in it) or shop-sales (each shop's sales, cancelled, refunds and commission by month, from the postings). Money is integer US cents in \`…_cents\` columns beside a \`currency\` column. ${RANGE}`,
          [...CODES, ErrorCode.missingParameter],
          { security: true },
        ),
        querystring: reportExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const range = unwrap(reportRange(request.query));
      const csv = await reportCsv(app.db, request.query.kind, range);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.query.kind}-${range.from}-${range.to}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
}

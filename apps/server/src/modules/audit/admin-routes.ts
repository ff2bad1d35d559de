/** Admin: the ledger audit, run now (`POST`) or its last result (`GET`), and the mall's money by month, for the console's money page. */

import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { auditResultSchema, booksSchema, moneyMonthSchema, moneySummaryQuerySchema } from '@agora/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { readBooks } from '../books/trial-balance';
import { auditLedger, saveAuditResult } from './ledger-audit';
import { moneyByMonth } from './money-summary';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function auditAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const response = { 200: envelopeSchema(auditResultSchema.nullable()) };

  app.get(
    '/audit/ledger',
    {
      schema: {
        ...docs('admin', 'The last ledger audit (npm run audit:ledger or POST here): when, how many wallets, each mismatch; null before the first', CODES, {
          security: true,
        }),
        response,
      },
    },
    async (request) => {
      const row = await app.db.selectFrom('website_config').select('value').where('key', '=', 'ledger_audit_last').executeTakeFirst();
      return success(request, row ? auditResultSchema.parse(JSON.parse(row.value)) : null);
    },
  );

  app.post(
    '/audit/ledger',
    { schema: { ...docs('admin', 'Runs the ledger audit now and keeps its result', CODES, { security: true }), response } },
    async (request) => {
      const result = await auditLedger(app.db);
      await saveAuditResult(app.db, result);
      return success(request, auditResultSchema.parse({ ...result, problem_count: result.problems.length }));
    },
  );

  app.get(
    '/books',
    {
      schema: {
        ...docs(
          'admin',
          'The books: the trial balance (each kind of account, how many, their total in US cents; the totals sum to zero) and the sellers who owe the mall',
          CODES,
          { security: true },
        ),
        response: { 200: envelopeSchema(booksSchema) },
      },
    },
    async (request) => success(request, await readBooks(app.db)),
  );

  app.get(
    '/money/summary',
    {
      schema: {
        ...docs(
          'admin',
          'The mall’s money by month, oldest first: top-ups credited, card payments, withdrawals paid, commission earned, and what wallets held at the month’s end (US cents)',
          CODES,
          { security: true },
        ),
        querystring: moneySummaryQuerySchema,
        response: { 200: envelopeSchema(z.array(moneyMonthSchema)) },
      },
    },
    async (request) => success(request, await moneyByMonth(app.db, request.query.months)),
  );
}

/** Operators list and edit the mall's currencies (`/api/admin/currency/…`; finance staff). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { currencyAdminSchema, currencySaveInputSchema } from '@agora/contract/settings-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listCurrencies, saveCurrency } from './currencies';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function currencyAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/currency/list',
    {
      schema: {
        ...doc(
          'Every currency, offered (enabled = 1) or not, in the storefront’s order (`sort`), with its rate in units per US dollar and the decimals its prices are shown with',
        ),
        response: { 200: envelopeSchema(z.object({ list: z.array(currencyAdminSchema), total: z.number() })) },
      },
    },
    async (request) => success(request, await listCurrencies(app.db)),
  );

  app.post(
    '/currency/save',
    {
      schema: {
        ...doc(
          'Adds or edits a currency: `code` (three letters, upper-cased), `symbol`, `rate` (units per US dollar, > 0, at most 6 decimals), `decimals` (0–3: digits after the point prices are shown with, rounded half up), `enabled` (0/1), `sort`, optional `name`; `decimals`, `enabled` and `sort` not sent are kept (a new currency is offered, last, with its ISO 4217 decimals: JPY, KRW, VND 0 and IDR, TWD 0 as shops show them; else 2). `is_new=1` refuses a code already there (1000008, `code` taken). USD, the base currency, is always offered at rate 1 (1000008 naming `enabled` or `rate`). The storefront shows the new rate on its next load; amounts stay US cents.',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter],
        ),
        body: currencySaveInputSchema,
        response: { 200: envelopeSchema(currencyAdminSchema) },
      },
    },
    async (request) => success(request, unwrap(await saveCurrency(app.db, request.body))),
  );
}

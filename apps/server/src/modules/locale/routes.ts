/** Start-up locale data: currencies, languages and wallet types. */

import { envelopeSchema } from '@agora/contract/envelope';
import { currencySchema, languageSchema, walletTypeSchema } from '@agora/contract/locale-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { revalidateOrNoStore } from '../../lib/security-headers';
import { offeredCurrencies } from '../settings-admin/currencies';
import { offeredLanguages } from '../settings-admin/languages';
import { walletTypeName } from '../topups/wallet-types';

const list = <T extends z.ZodType>(item: T) => envelopeSchema(z.object({ list: z.array(item), total: z.number() }));

export async function localeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/index/get_currency',
    {
      schema: {
        ...docs('start-up', 'Offered currencies, in order, with their rate against USD and the decimals prices in them are shown with (JPY 0, USD 2)', []),
        response: { 200: list(currencySchema) },
      },
    },
    async (request, reply) => {
      // Operators change rates and what is offered at any time (settings-admin): the next load sees it.
      reply.header('cache-control', revalidateOrNoStore(request));
      return success(request, await offeredCurrencies(app.db));
    },
  );

  app.get(
    '/customer/index/get_languages',
    { schema: { ...docs('start-up', 'Offered UI languages, in order, with name, code and icon', []), response: { 200: list(languageSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', revalidateOrNoStore(request));
      return success(request, await offeredLanguages(app.db));
    },
  );

  app.post(
    '/customer/index/get_wallets',
    { schema: { ...docs('start-up', 'Wallet types (currencies and networks) a top-up accepts now', []), response: { 200: list(walletTypeSchema) } } },
    async (request) => {
      // Only the types a top-up accepts (a disabled one answers 2000029).
      const rows = await app.db
        .selectFrom('wallet_type')
        .select(['id', 'name', 'names', 'code'])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      // Named in the reader's language when the console gave one (issue 23).
      const list = rows.map((row) => ({ id: row.id, name: walletTypeName(row, request.lang), code: row.code }));
      return success(request, { list, total: list.length });
    },
  );
}

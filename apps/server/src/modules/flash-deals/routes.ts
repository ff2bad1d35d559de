/** Flash deals: the list (active and upcoming) and one deal's products, with the server's clock. */
import { idParamSchema } from '@agora/contract/catalog';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { flashDealDetailSchema, flashDealListSchema } from '@agora/contract/flash-deals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { getDeal, listDeals } from './deals';

export async function flashDealRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/flash-deals/list',
    {
      schema: {
        ...docs(
          'flash deals',
          'Deals running now and still to come, with server_time and each deal’s start_time and end_time (ISO-8601 UTC) for an honest countdown',
          [],
        ),
        response: { 200: envelopeSchema(flashDealListSchema) },
      },
    },
    async (request) => success(request, await listDeals(app.db, request.lang)),
  );
  app.get(
    '/flash-deals/:id',
    {
      schema: {
        ...docs('flash deals', 'One deal and its products: deal price, regular price and how many are left at the deal price', [
          ErrorCode.invalidParameter,
          ErrorCode.noData,
        ]),
        params: idParamSchema,
        response: { 200: envelopeSchema(flashDealDetailSchema) },
      },
    },
    async (request) => success(request, unwrap(await getDeal(app.db, request.lang, request.params.id))),
  );
}

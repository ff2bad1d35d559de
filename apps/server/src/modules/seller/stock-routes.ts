/** Asking the mall for more stock on a variant. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { stockApplicationSchema, stockApplyInputSchema } from '@agora/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { SELLER_CODES } from './seller-codes';
import { applyForStock } from './stock-apply';

export async function sellerStockRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/stock/apply',
    {
      schema: {
        ...docs(
          'seller centre',
          'Ask for stock on one of the shop’s variants (quantity 1..100000, remark); the mall reviews it (notice type 300) and approval adds the quantity',
          [...SELLER_CODES, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData],
          { security: true },
        ),
        body: stockApplyInputSchema,
        response: { 200: envelopeSchema(stockApplicationSchema) },
      },
    },
    async (request) =>
      success(request, unwrap(await applyForStock(app.db, { shopId: request.shop!.id, userId: request.user!.id, lang: request.lang }, request.body))),
  );
}

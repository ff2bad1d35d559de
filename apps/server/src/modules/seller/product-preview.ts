/**
 * Seller: one of the shop's own products as buyers will see it, whatever its status
 * (`GET /api/seller/product/:id/preview`): the editor's preview of the saved version, pending or
 * refused included. Another shop's product answers 2000019. Outside the catalogue's scope, so
 * never answered from nor stored in the catalogue cache.
 */
import { idParamSchema } from '@agora/contract/catalog';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { productPreviewSchema } from '@agora/contract/product-preview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { getProductDetail } from '../catalog/product-detail';
import { SELLER_CODES } from './seller-codes';

export async function sellerProductPreviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/product/:id/preview',
    {
      schema: {
        ...docs(
          'seller centre',
          'One of the shop’s products as its page shows it to buyers, whatever its status, in the request’s language, with `status` and `review_reason`; no related products or best sellers',
          [...SELLER_CODES, ErrorCode.invalidParameter, ErrorCode.noData],
          { security: true },
        ),
        params: idParamSchema,
        response: { 200: envelopeSchema(productPreviewSchema) },
      },
    },
    async (request) => success(request, unwrap(await getProductDetail(app.db, request.lang, request.params.id, { anyStatus: true, shopId: request.shop!.id }))),
  );
}

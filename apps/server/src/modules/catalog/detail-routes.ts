/** The product page's calls: detail and paged reviews. */
import { idParamSchema, productDetailSchema, reviewListQuerySchema, reviewPageSchema } from '@agora/contract/catalog';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { getProductDetail, listReviews } from './product-detail';

export async function detailRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/product/detail/:id',
    {
      schema: {
        ...docs(
          'catalogue',
          'A product: variants with stock, wholesale tiers and running deal, images, shop, related products, the shop’s best sellers, rating and review count',
          [ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        params: idParamSchema,
        response: { 200: envelopeSchema(productDetailSchema) },
      },
    },
    async (request) => success(request, unwrap(await getProductDetail(app.db, request.lang, request.params.id))),
  );

  app.get(
    '/customer/product/reviews/:id',
    {
      schema: {
        ...docs(
          'catalogue',
          'A product’s reviews, newest first, paged; `star` keeps one star rating, `with_photos=1` those with pictures; `breakdown` counts them all by star',
          [ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        params: idParamSchema,
        querystring: reviewListQuerySchema,
        response: { 200: envelopeSchema(reviewPageSchema) },
      },
    },
    async (request) => success(request, unwrap(await listReviews(app.db, request.params.id, request.query))),
  );
}

/** Admin: the product review queue and the decision (`/api/admin/product/*`). */
import { envelopeSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { pendingProductSchema, reviewInputSchema, reviewResultSchema } from '@agora/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { dropChangedAnswers } from '../catalog/catalog-cache';
import { listPendingProducts, reviewProduct } from './product-review';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function productReviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/product/pending',
    {
      schema: {
        ...docs(
          'admin',
          'Products awaiting review, longest waiting first: name, shop, pictures, lowest price, created and updated',
          [...ADMIN_CODES, ErrorCode.invalidParameter],
          {
            security: true,
          },
        ),
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(pendingProductSchema)) },
      },
    },
    async (request) => success(request, await listPendingProducts(app.db, request.lang, request.query.page, request.query.page_size)),
  );
  app.post(
    '/product/review',
    {
      schema: {
        ...docs(
          'admin',
          'Decide a pending product: approve 1 puts it on sale, approve 0 refuses it with `reason` (required); the seller’s notice takes the outcome. A product not awaiting review answers 2000007',
          [...ADMIN_CODES, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.auditFailed],
          { security: true },
        ),
        body: reviewInputSchema,
        response: { 200: envelopeSchema(reviewResultSchema) },
      },
    },
    async (request) => {
      const result = unwrap(await reviewProduct(app.db, request.body));
      if (result.change) dropChangedAnswers(app, { products: [result.change] });
      return success(request, { id: result.id, status: result.status });
    },
  );
}

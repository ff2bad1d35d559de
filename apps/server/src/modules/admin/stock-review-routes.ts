/** Admin: the stock application queue and the decision (`/api/admin/stock/*`). */
import { envelopeSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { pendingStockSchema, reviewInputSchema, reviewResultSchema } from '@agora/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { dropChangedAnswers } from '../catalog/catalog-cache';
import { listPendingStock, reviewStock } from './stock-review';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function stockReviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/stock/pending',
    {
      schema: {
        ...docs(
          'admin',
          'Stock applications awaiting review, oldest first: shop, product, variant, its stock now, quantity asked, remark',
          [...ADMIN_CODES, ErrorCode.invalidParameter],
          {
            security: true,
          },
        ),
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(pendingStockSchema)) },
      },
    },
    async (request) => success(request, await listPendingStock(app.db, request.lang, request.query.page, request.query.page_size)),
  );
  app.post(
    '/stock/review',
    {
      schema: {
        ...docs(
          'admin',
          'Decide a stock application: approve 1 adds the quantity to the variant’s stock, approve 0 refuses it with `reason` (required); the seller’s notice takes the outcome. One already decided answers 2000007',
          [...ADMIN_CODES, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.auditFailed],
          { security: true },
        ),
        body: reviewInputSchema,
        response: { 200: envelopeSchema(reviewResultSchema) },
      },
    },
    async (request) => {
      const result = unwrap(await reviewStock(app.db, request.body));
      if (result.change) dropChangedAnswers(app, { products: [result.change] });
      return success(request, { id: result.id, status: result.status });
    },
  );
}

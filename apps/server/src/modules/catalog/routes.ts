/** Start-up catalogue calls: all brands and all categories (paged like every list). */
import { envelopeSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { brandSchema, categorySchema } from '@agora/contract/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { listBrands, listCategoryTree } from './queries';

const pageBody = pageQuerySchema.prefault({});

export async function catalogRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/customer/index/get-all-brand',
    {
      schema: {
        ...docs('catalogue', "All brands not hidden, paged (page from 1, page_size ≤ 100), names in the request's language (English where not written)", [
          ErrorCode.invalidParameter,
        ]),
        body: pageBody,
        response: { 200: envelopeSchema(pageSchema(brandSchema)) },
      },
    },
    async (request) => {
      const page = request.body;
      return success(request, { ...(await listBrands(app.db, request.lang, page)), ...page });
    },
  );

  app.post(
    '/customer/index/get-all-category',
    {
      schema: {
        ...docs('catalogue', 'Top-level categories, paged, each with its children; name in the request language plus name_{lang}', [
          ErrorCode.invalidParameter,
        ]),
        body: pageBody,
        response: { 200: envelopeSchema(pageSchema(categorySchema)) },
      },
    },
    async (request) => {
      const page = request.body;
      return success(request, { ...(await listCategoryTree(app.db, request.lang, page)), ...page });
    },
  );
}

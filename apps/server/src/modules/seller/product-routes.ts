/** The seller centre's products: list, editor read, save (with review), on and off sale. */

import { idParamSchema } from '@agora/contract/catalog';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  onSaleInputSchema,
  productSaveInputSchema,
  productSaveResultSchema,
  sellerProductListQuerySchema,
  sellerProductListSchema,
  sellerProductSchema,
} from '@agora/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { dropChangedAnswers } from '../catalog/catalog-cache';
import { exportCsv } from './product-csv-export';
import { getOwnProduct, listOwnProducts } from './product-read';
import { saveProduct } from './product-save';
import { setOnSale } from './product-status';
import { SELLER_CODES } from './seller-codes';

export async function sellerProductRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) =>
    docs('seller centre', summary, [...SELLER_CODES, ErrorCode.invalidParameter, ...codes], { security: true });

  app.get(
    '/product/list',
    {
      schema: {
        ...doc('The shop’s products, newest first: status, review reason, price range, stock; `q` searches the names of every language'),
        querystring: sellerProductListQuerySchema,
        response: { 200: envelopeSchema(sellerProductListSchema) },
      },
    },
    async (request) => success(request, await listOwnProducts(app.db, request.lang, request.shop!.id, request.query)),
  );

  app.get(
    '/product/export',
    { schema: { ...doc('The shop’s products as CSV, one row per variant (see product/import)'), produces: ['text/csv'] } },
    async (request, reply) => {
      const csv = await exportCsv(app.db, request.shop!.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${request.shop!.id}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        ...doc("One of the shop’s products as the editor needs it: texts in every language ('' when missing), images, variants with wholesale tiers, status", [
          ErrorCode.noData,
        ]),
        params: idParamSchema,
        response: { 200: envelopeSchema(sellerProductSchema) },
      },
    },
    async (request) => success(request, unwrap(await getOwnProduct(app.db, request.lang, request.shop!.id, request.params.id))),
  );

  app.post(
    '/product/save',
    {
      schema: {
        ...doc(
          'Create (no id) or edit a product (JSON). A new product or a change of text, picture, category, brand or options goes to review (status pending, notice type 200); prices, stock, SKUs and wholesale tiers alone keep it on sale',
          [ErrorCode.missingParameter, ErrorCode.noData],
        ),
        body: productSaveInputSchema,
        response: { 200: envelopeSchema(productSaveResultSchema) },
      },
    },
    async (request) => {
      const saved = unwrap(await saveProduct(app.db, { shopId: request.shop!.id, userId: request.user!.id, lang: request.lang }, request.body));
      if (saved.change) dropChangedAnswers(app, { products: [saved.change] });
      return success(request, { id: saved.id, status: saved.status, in_review: saved.in_review });
    },
  );

  app.post(
    '/product/on-sale',
    {
      schema: {
        ...doc('Take an approved product off sale (on_sale 0) or back (1); a product awaiting review or refused answers 2000021', [
          ErrorCode.missingParameter,
          ErrorCode.noData,
          ErrorCode.productFailure,
        ]),
        body: onSaleInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number(), status: z.string() })) },
      },
    },
    async (request) => {
      const result = unwrap(await setOnSale(app.db, request.shop!.id, request.body.id, request.body.on_sale === 1));
      if (result.change) dropChangedAnswers(app, { products: [result.change] });
      return success(request, { id: result.id, status: result.status });
    },
  );
}

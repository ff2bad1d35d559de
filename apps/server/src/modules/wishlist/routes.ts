/** Wishlist and compare, for logged-in buyers. */
import { productCardSchema, productDetailSchema } from '@agora/contract/catalog';
import { envelopeSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { COMPARE_MAX, compareMergeInputSchema, productIdInputSchema } from '@agora/contract/wishlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { addToCompare, listCompare, mergeCompare, removeFromCompare } from './compare';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];
const productBody = productIdInputSchema;
const count = envelopeSchema(z.object({ count: z.number() }));
const compareIds = envelopeSchema(z.object({ product_ids: z.array(z.number()) }));

export async function wishlistRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireUser };
  const doc = (summary: string, codes: number[] = []) =>
    docs('wishlist and compare', summary, [...TOKEN, ErrorCode.missingParameter, ErrorCode.invalidParameter, ...codes], { security: true });

  app.post(
    '/customer/wishlist/add',
    {
      ...guarded,
      schema: { ...doc('Add a product to the wishlist (again is fine); answers the count', [ErrorCode.noData]), body: productBody, response: { 200: count } },
    },
    async (request) => success(request, unwrap(await addToWishlist(app.db, request.user!.id, request.body.product_id))),
  );
  app.post(
    '/customer/wishlist/remove',
    { ...guarded, schema: { ...doc('Remove a product from the wishlist; answers the count'), body: productBody, response: { 200: count } } },
    async (request) => success(request, await removeFromWishlist(app.db, request.user!.id, request.body.product_id)),
  );
  app.get(
    '/customer/wishlist/list',
    {
      ...guarded,
      schema: { ...doc('The wishlist, newest first, paged'), querystring: pageQuerySchema, response: { 200: envelopeSchema(pageSchema(productCardSchema)) } },
    },
    async (request) => success(request, await listWishlist(app.db, request.lang, request.user!.id, request.query.page, request.query.page_size)),
  );

  app.post(
    '/customer/compare/add',
    {
      ...guarded,
      schema: { ...doc(`Add a product to compare (at most ${COMPARE_MAX})`, [ErrorCode.noData]), body: productBody, response: { 200: compareIds } },
    },
    async (request) => success(request, unwrap(await addToCompare(app.db, request.user!.id, request.body.product_id))),
  );
  app.post(
    '/customer/compare/remove',
    { ...guarded, schema: { ...doc('Remove a product from compare'), body: productBody, response: { 200: compareIds } } },
    async (request) => success(request, await removeFromCompare(app.db, request.user!.id, request.body.product_id)),
  );
  app.post(
    '/customer/compare/merge',
    {
      ...guarded,
      schema: {
        ...doc(`Merge a guest’s compare list (product_ids: comma list of at most ${COMPARE_MAX}) into the account’s`),
        body: compareMergeInputSchema,
        response: { 200: compareIds },
      },
    },
    async (request) => success(request, await mergeCompare(app.db, request.user!.id, request.body.product_ids)),
  );
  app.get(
    '/customer/compare/list',
    {
      ...guarded,
      schema: {
        ...doc('The products to compare with their variants and the union of their option names, to line them up'),
        response: {
          200: envelopeSchema(
            z.object({ list: z.array(productDetailSchema.omit({ related: true, best_sellers: true })), option_names: z.array(z.string()), max: z.number() }),
          ),
        },
      },
    },
    async (request) => success(request, await listCompare(app.db, request.lang, request.user!.id)),
  );
}

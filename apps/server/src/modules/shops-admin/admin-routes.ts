/**
 * The admin console's shops, products and reviews across the mall (`/api/admin/shop|product|review/*`):
 * suspend and resume a shop, take a product off sale or feature it on the home page, hide and
 * restore a review. Each write drops the catalogue's cached answers, so buyers see it at once.
 * Registered in admin/admin-scope.ts for the catalogue area.
 */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminProductListQuerySchema,
  adminProductSchema,
  adminReviewListQuerySchema,
  adminReviewSchema,
  adminShopListQuerySchema,
  adminShopSchema,
  productFeatureInputSchema,
  productOffSaleInputSchema,
  productStandingSchema,
  reviewHideInputSchema,
  reviewRestoreInputSchema,
  reviewStandingSchema,
  shopResumeInputSchema,
  shopStandingSchema,
  shopSuspendInputSchema,
} from '@agora/contract/shops-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { clearCatalogCache } from '../catalog/service';
import { featureProduct, listAllProducts, takeOffSale } from './product-standing';
import { listAllReviews, setReviewHidden } from './review-moderation';
import { listShops, resumeShop, suspendShop } from './shop-standing';

const GUARD = [ErrorCode.tokenExpired, ErrorCode.invalidToken, ErrorCode.accountUnavailable, ErrorCode.noPermission];
const BAD_INPUT = [ErrorCode.missingParameter, ErrorCode.invalidParameter];

export async function shopsAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...GUARD, ...BAD_INPUT, ...codes], { security: true });
  /** Runs after the write committed: what buyers see changed (listings, pages, ratings). */
  const changed = <T>(value: T): T => {
    clearCatalogCache(app);
    return value;
  };

  app.get(
    '/shop/list',
    {
      schema: {
        ...doc(
          'Every shop, newest first: `q` part of its name, its owner’s name or email, or its id; `state` active or suspended; with commission and product counts',
        ),
        querystring: adminShopListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminShopSchema)) },
      },
    },
    async (request) => success(request, await listShops(app.db, request.query)),
  );

  app.post(
    '/shop/suspend',
    {
      schema: {
        ...doc(
          'Suspends an active shop with a `reason` (told to the seller): its products leave the storefront at once and its seller centre turns read-only (writes answer 2000018, reason shopSuspended; shipping, delivery, cash received, refund decisions and messages stay allowed). Unknown: 2000019; not active: 2000018',
          [ErrorCode.noData, ErrorCode.dataOperationFailed],
        ),
        body: shopSuspendInputSchema,
        response: { 200: envelopeSchema(shopStandingSchema) },
      },
    },
    async (request) => success(request, changed(unwrap(await suspendShop(app.db, request.body)))),
  );

  app.post(
    '/shop/resume',
    {
      schema: {
        ...doc(
          'Resumes a suspended shop with a `reason` (told to the seller): the products the suspension took off are back on sale and the seller centre is writable again. Unknown: 2000019; not suspended: 2000018',
          [ErrorCode.noData, ErrorCode.dataOperationFailed],
        ),
        body: shopResumeInputSchema,
        response: { 200: envelopeSchema(shopStandingSchema) },
      },
    },
    async (request) => success(request, changed(unwrap(await resumeShop(app.db, request.body)))),
  );

  app.get(
    '/product/list',
    {
      schema: {
        ...doc(
          'Products of every shop, last changed first: `q` part of a name in any language or the id, `shop_id`, `state` (draft, pending, rejected, on_sale, off_sale, taken_off), `featured` hot or recommended (then in the featured order)',
        ),
        querystring: adminProductListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminProductSchema)) },
      },
    },
    async (request) => success(request, await listAllProducts(app.db, request.lang, request.query)),
  );

  app.post(
    '/product/off-sale',
    {
      schema: {
        ...doc(
          'Takes an approved product (on or off sale) off sale with a `reason`: buyers no longer see it, the seller gets a notice with the reason and must fix and resubmit it for review; it leaves the featured lists. Unknown: 2000019; not approved: 2000018',
          [ErrorCode.noData, ErrorCode.dataOperationFailed],
        ),
        body: productOffSaleInputSchema,
        response: { 200: envelopeSchema(productStandingSchema) },
      },
    },
    async (request) => {
      const { shop_id: _shop, ...standing } = unwrap(await takeOffSale(app.db, request.body));
      return success(request, changed(standing));
    },
  );

  app.post(
    '/product/feature',
    {
      schema: {
        ...doc(
          'Features a product on the home page’s recommended and hot lists (`recommended`, `hot`: 1 on, 0 off). Featured products come first on those lists, in the order they were featured. Featuring one not on sale answers 2000021; unknown: 2000019',
          [ErrorCode.noData, ErrorCode.productFailure],
        ),
        body: productFeatureInputSchema,
        response: { 200: envelopeSchema(productStandingSchema) },
      },
    },
    async (request) => success(request, changed(unwrap(await featureProduct(app.db, request.body)))),
  );

  app.get(
    '/review/list',
    {
      schema: {
        ...doc(
          'Reviews of every shop, newest first: `q` part of the comment, the product’s name or the author’s name or email; `product_id`, `shop_id`, `hidden` 0/1, `rating` 1–5',
        ),
        querystring: adminReviewListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminReviewSchema)) },
      },
    },
    async (request) => success(request, await listAllReviews(app.db, request.lang, request.query)),
  );

  app.post(
    '/review/hide',
    {
      schema: {
        ...doc(
          'Hides a review with a `reason`: it leaves the product’s reviews, and the product’s rating and count are recomputed at once. Unknown: 2000019; already hidden: 2000018',
          [ErrorCode.noData, ErrorCode.dataOperationFailed],
        ),
        body: reviewHideInputSchema,
        response: { 200: envelopeSchema(reviewStandingSchema) },
      },
    },
    async (request) => success(request, changed(unwrap(await setReviewHidden(app.db, { ...request.body, hidden: 1 })))),
  );

  app.post(
    '/review/restore',
    {
      schema: {
        ...doc('Shows a hidden review again; the product’s rating and count follow. Unknown: 2000019; not hidden: 2000018', [
          ErrorCode.noData,
          ErrorCode.dataOperationFailed,
        ]),
        body: reviewRestoreInputSchema,
        response: { 200: envelopeSchema(reviewStandingSchema) },
      },
    },
    async (request) => success(request, changed(unwrap(await setReviewHidden(app.db, { id: request.body.id, hidden: 0, reason: '' })))),
  );
}

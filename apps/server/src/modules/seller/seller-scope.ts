/**
 * Every `/api/seller/*` route acts on the caller's own shop: the check runs on request, finds the
 * shop the caller owns and puts it on the request (`request.shop`). A caller without an open shop
 * answers 1000403. Routes then look records up within `request.shop.id` only, so another shop's
 * id answers 2000019, as if it did not exist. Seller route modules register here.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { trailHook } from '../audit-trail/record-writes';
import { requireUser } from '../auth/session';
import { sellerCouponRoutes } from '../coupons/issuer-routes';
import { sellerOrderRoutes } from '../orders/seller-routes';
import { sellerRefundRoutes } from '../refunds/seller-routes';
import { sellerShippingRoutes } from '../shipping/routes';
import { refuseWritesWhileSuspended } from '../shops-admin/seller-readonly';
import { sellerTicketRoutes } from '../tickets/routes';
import { sellerProductCsvRoutes } from './product-csv-routes';
import { sellerProductPreviewRoutes } from './product-preview';
import { sellerProductRoutes } from './product-routes';
import { sellerShopRoutes } from './shop-routes';
import { sellerStockRoutes } from './stock-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** On `/api/seller/*` routes: the caller's shop. */
    shop: { id: number; name: string } | null;
  }
}

/** The seller centre's route modules; each registers its routes under `/seller/…`. */
const SELLER_ROUTES: ((app: FastifyInstance) => Promise<void>)[] = [
  sellerShopRoutes,
  sellerProductRoutes,
  sellerProductCsvRoutes,
  sellerStockRoutes,
  sellerProductPreviewRoutes,
  sellerOrderRoutes,
  sellerRefundRoutes,
  sellerCouponRoutes,
  sellerTicketRoutes,
  sellerShippingRoutes,
];

export async function requireOwnShop(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = request.user;
  if (!user?.roles.includes('seller')) throw new AppError(ErrorCode.noPermission);
  const shop = await request.server.db
    .selectFrom('shop')
    .select(['id', 'name', 'status', 'suspended_reason'])
    .where('user_id', '=', user.id)
    // A suspended shop keeps its seller centre, read-only (shops-admin/seller-readonly.ts).
    .where('status', 'in', ['active', 'suspended'])
    .orderBy('id')
    .executeTakeFirst();
  if (!shop) throw new AppError(ErrorCode.noPermission);
  refuseWritesWhileSuspended(request, shop);
  request.shop = { id: shop.id, name: shop.name };
}

export async function sellerScope(app: FastifyInstance): Promise<void> {
  app.decorateRequest('shop', null);
  app.addHook('onRequest', requireOwnShop);
  // Every successful write is appended to the audit trail before its answer goes out.
  app.addHook('onSend', trailHook('seller'));
  for (const routes of SELLER_ROUTES) await app.register(routes);
}

/**
 * Every `/api/admin/*` route: the caller must hold the admin role. The check runs on request,
 * before the body is read or validated, so a guest, buyer or seller learns nothing but 1000403
 * (or a token code). Admin route modules register here, each in its own file.
 */
import type { FastifyInstance } from 'fastify';
import { auditAdminRoutes } from '../audit/admin-routes';
import { requireRole } from '../auth/session';
import { blogAdminRoutes } from '../blog/admin-routes';
import { siteContactAdminRoutes } from '../content/admin-routes';
import { adminCouponRoutes } from '../coupons/issuer-routes';
import { adminAnnouncementRoutes } from '../notices/admin-announcements';
import { policyAdminRoutes } from '../policies/admin-routes';
import { refundAdminRoutes } from '../refunds/admin-routes';
import { adminTicketRoutes } from '../tickets/routes';
import { topupAdminRoutes } from '../topups/admin-routes';
import { walletAdminRoutes } from '../wallet/admin-routes';
import { withdrawalAdminRoutes } from '../withdrawals/admin-routes';
import { productPreviewRoutes } from './product-preview';
import { productReviewRoutes } from './product-review-routes';
import { shopApplicationRoutes } from './shop-applications';
import { stockReviewRoutes } from './stock-review-routes';

/** The admin console's route modules; each registers its routes under `/admin/…`. */
const ADMIN_ROUTES: ((app: FastifyInstance) => Promise<void>)[] = [
  adminAnnouncementRoutes,
  shopApplicationRoutes,
  productReviewRoutes,
  stockReviewRoutes,
  productPreviewRoutes,
  walletAdminRoutes,
  withdrawalAdminRoutes,
  adminCouponRoutes,
  auditAdminRoutes,
  topupAdminRoutes,
  refundAdminRoutes,
  adminTicketRoutes,
  policyAdminRoutes,
  blogAdminRoutes,
  siteContactAdminRoutes,
];

export async function adminScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireRole('admin'));
  for (const routes of ADMIN_ROUTES) await app.register(routes);
}

/**
 * Every `/api/admin/*` route: the caller must be staff (the admin role) holding a role that opens
 * the route's area (staff/staff-guard.ts). The check runs on request, before the body is read or
 * validated, so anyone else learns nothing but 1000403 (or a token code). Admin route modules
 * register here, each in its own file, with the areas that may call them.
 */
import type { StaffArea } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import { auditAdminRoutes } from '../audit/admin-routes';
import { blogAdminRoutes } from '../blog/admin-routes';
import { siteContactAdminRoutes } from '../content/admin-routes';
import { adminCouponRoutes } from '../coupons/issuer-routes';
import { adminAnnouncementRoutes } from '../notices/admin-announcements';
import { policyAdminRoutes } from '../policies/admin-routes';
import { refundAdminRoutes } from '../refunds/admin-routes';
import { staffAdminRoutes } from '../staff/admin-routes';
import { forStaff, requireStaff } from '../staff/staff-guard';
import { adminTicketRoutes } from '../tickets/routes';
import { topupAdminRoutes } from '../topups/admin-routes';
import { walletAdminRoutes } from '../wallet/admin-routes';
import { withdrawalAdminRoutes } from '../withdrawals/admin-routes';
import { productPreviewRoutes } from './product-preview';
import { productReviewRoutes } from './product-review-routes';
import { shopApplicationRoutes } from './shop-applications';
import { stockReviewRoutes } from './stock-review-routes';

type Routes = (app: FastifyInstance) => Promise<void>;

/**
 * The admin console's route modules, each registered under `/admin/…` for the staff areas that
 * may call it (the owner may call all; [] is the owner's alone). A route may name its own areas
 * in `config.staff`.
 */
const ADMIN_ROUTES: [StaffArea[], Routes][] = [
  [['content'], adminAnnouncementRoutes],
  [['catalogue'], shopApplicationRoutes],
  [['catalogue'], productReviewRoutes],
  [['catalogue'], stockReviewRoutes],
  [['catalogue'], productPreviewRoutes],
  [['finance'], walletAdminRoutes],
  [['finance'], withdrawalAdminRoutes],
  [['content'], adminCouponRoutes],
  [['finance'], auditAdminRoutes],
  [['finance'], topupAdminRoutes],
  [['orders'], refundAdminRoutes],
  [['support'], adminTicketRoutes],
  [['content'], policyAdminRoutes],
  [['content'], blogAdminRoutes],
  [['content'], siteContactAdminRoutes],
  [[], staffAdminRoutes],
];

export async function adminScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff);
  for (const [areas, routes] of ADMIN_ROUTES) await app.register(forStaff(areas, routes));
}

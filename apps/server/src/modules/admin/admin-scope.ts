/**
 * Every `/api/admin/*` route: the caller must be staff (the admin role) holding a role that opens
 * the route's area (staff/staff-guard.ts). The check runs on request, before the body is read or
 * validated, so anyone else learns nothing but 1000403 (or a token code). Admin route modules
 * register here, each in its own file, with the areas that may call them.
 */

import type { StaffArea } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import { auditAdminRoutes } from '../audit/admin-routes';
import { auditTrailAdminRoutes } from '../audit-trail/admin-routes';
import { trailHook } from '../audit-trail/record-writes';
import { blogAdminRoutes } from '../blog/admin-routes';
import { catalogueAdminRoutes } from '../catalogue-admin/admin-routes';
import { siteContactAdminRoutes } from '../content/admin-routes';
import { adminCouponRoutes } from '../coupons/issuer-routes';
import { marketingAdminRoutes } from '../marketing-admin/routes';
import { adminAnnouncementRoutes } from '../notices/admin-announcements';
import { orderAdminRoutes } from '../orders-admin/routes';
import { policyAdminRoutes } from '../policies/admin-routes';
import { refundAdminRoutes } from '../refunds/admin-routes';
import { reportAdminRoutes } from '../reports/admin-routes';
import { newsletterAdminRoutes } from '../reports/newsletter-routes';
import { currencyAdminRoutes } from '../settings-admin/currency-routes';
import { languageAdminRoutes } from '../settings-admin/language-routes';
import { siteConfigAdminRoutes } from '../settings-admin/site-config-routes';
import { mallShippingAdminRoutes } from '../shipping/routes';
import { shopsAdminRoutes } from '../shops-admin/admin-routes';
import { staffAdminRoutes } from '../staff/admin-routes';
import { forStaff, requireStaff } from '../staff/staff-guard';
import { adminTicketRoutes } from '../tickets/routes';
import { ticketCustomerRoutes } from '../tickets/ticket-customer-routes';
import { topupAdminRoutes } from '../topups/admin-routes';
import { userAdminRoutes } from '../users-admin/admin-routes';
import { walletAdminRoutes } from '../wallet/admin-routes';
import { withdrawalAdminRoutes } from '../withdrawals/admin-routes';
import { productPreviewRoutes } from './product-preview';
import { productReviewRoutes } from './product-review-routes';
import { adminQueueRoutes } from './queues';
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
  [['catalogue'], shopsAdminRoutes],
  [['catalogue'], catalogueAdminRoutes],
  [['finance'], walletAdminRoutes],
  [['finance'], withdrawalAdminRoutes],
  [['content'], adminCouponRoutes],
  [['finance'], auditAdminRoutes],
  [['finance'], auditTrailAdminRoutes],
  [['finance'], topupAdminRoutes],
  [['orders'], refundAdminRoutes],
  [['orders'], orderAdminRoutes],
  [['support'], adminTicketRoutes],
  [['support'], ticketCustomerRoutes],
  [['content'], policyAdminRoutes],
  [['content'], blogAdminRoutes],
  [['content'], siteContactAdminRoutes],
  [['support', 'orders', 'finance'], userAdminRoutes],
  [[], staffAdminRoutes],
  [[], adminQueueRoutes],
  [['finance'], currencyAdminRoutes],
  [['content'], languageAdminRoutes],
  [[], siteConfigAdminRoutes],
  [['content'], marketingAdminRoutes],
  [['finance'], reportAdminRoutes],
  [['content'], newsletterAdminRoutes],
  [['orders'], mallShippingAdminRoutes],
];

export async function adminScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff);
  // Every successful write is appended to the audit trail before its answer goes out.
  app.addHook('onSend', trailHook('admin'));
  for (const [areas, routes] of ADMIN_ROUTES) await app.register(forStaff(areas, routes));
}

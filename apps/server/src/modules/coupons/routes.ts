/** Coupons for buyers: what a page offers, claiming one (spec 2000003), and the buyer's own. */
import { claimableCouponSchema, claimCouponInputSchema, couponListQuerySchema, myCouponListQuerySchema, myCouponSchema } from '@agora/contract/coupons';
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { authenticate, requireUser, tokenOf } from '../auth/session';
import { claimableCoupons, claimCoupon, myCoupons } from './buyer-coupons';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function couponRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/coupon/list',
    {
      schema: {
        ...docs(
          'coupons',
          'Coupons one can claim now: the shop’s (shop_id) and the mall’s, with how many are left; with a token, `claimed` says whether the caller holds each',
          [ErrorCode.invalidParameter],
        ),
        querystring: couponListQuerySchema,
        response: { 200: envelopeSchema(z.array(claimableCouponSchema)) },
      },
    },
    async (request) => {
      // A guest (or an ended session) still sees the offers, none of them claimed.
      const session = tokenOf(request) ? await authenticate(app.db, tokenOf(request)) : null;
      return success(request, await claimableCoupons(app.db, request.query.shop_id, session?.ok ? session.value.id : null));
    },
  );

  app.post(
    '/customer/coupon/claim',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'coupons',
          'Claims a coupon (`id`) for the caller; 2000003 naming `id` when none is left (couponNoneLeft), it is not running (couponNotStarted, couponExpired) or the caller holds it already (couponClaimed)',
          [...TOKEN, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.couponFetchFailed],
          { security: true },
        ),
        body: claimCouponInputSchema,
        response: { 200: envelopeSchema(claimableCouponSchema) },
      },
    },
    async (request) => success(request, unwrap(await claimCoupon(app.db, request.user!.id, request.body.id))),
  );

  app.get(
    '/customer/coupon/list',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'coupons',
          'The caller’s coupons in one state: usable (ending soonest first), used (latest first) or expired',
          [...TOKEN, ErrorCode.invalidParameter],
          {
            security: true,
          },
        ),
        querystring: myCouponListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(myCouponSchema)) },
      },
    },
    async (request) => success(request, await myCoupons(app.db, request.user!.id, request.query.state, request.query.page, request.query.page_size)),
  );
}

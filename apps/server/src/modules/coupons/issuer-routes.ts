/**
 * Issuing coupons: the seller centre's (`/api/seller/coupon/*`, the caller's shop) and the admin
 * console's (`/api/admin/coupon/*`, the mall's). One set of routes, registered in both scopes.
 */
import { couponIdInputSchema, issuedCouponSchema, saveCouponInputSchema } from '@agora/contract/coupons';
import { envelopeSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { type Issuer, listIssued, saveCoupon, setCouponActive } from './issue-coupons';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission, ErrorCode.invalidParameter];

function issuerRoutes(tag: 'seller' | 'admin', whose: string, issuerOf: (request: FastifyRequest) => Issuer) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<ZodTypeProvider>();
    const doc = (summary: string, codes: number[] = []) => docs(tag, summary, [...CODES, ...codes], { security: true });
    const one = { 200: envelopeSchema(issuedCouponSchema) };

    app.get(
      '/coupon/list',
      {
        schema: {
          ...doc(`${whose} coupons, newest first, with how many were claimed and used`),
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageSchema(issuedCouponSchema)) },
        },
      },
      async (request) => success(request, await listIssued(app.db, issuerOf(request), request.query.page, request.query.page_size)),
    );

    app.post(
      '/coupon/save',
      {
        schema: {
          ...doc(
            `Adds one of ${whose} coupons, or edits one (\`id\`; another’s answers 2000019). \`kind\` amount (value in cents) or percent (value in basis points, 1000 = 10 %, \`max_discount\` an optional cap); a code another coupon uses answers 1000001 naming \`code\` (taken); a quantity below what was claimed names \`quantity\``,
            [ErrorCode.missingParameter, ErrorCode.noData],
          ),
          body: saveCouponInputSchema,
          response: one,
        },
      },
      async (request) => success(request, unwrap(await saveCoupon(app.db, issuerOf(request), request.body))),
    );

    for (const [path, active] of [
      ['/coupon/stop', false],
      ['/coupon/resume', true],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            ...doc(active ? 'Lets a stopped coupon be claimed and used again' : 'Stops a coupon: no more claims or uses; what was spent stays spent', [
              ErrorCode.missingParameter,
              ErrorCode.noData,
            ]),
            body: couponIdInputSchema,
            response: one,
          },
        },
        async (request) => success(request, unwrap(await setCouponActive(app.db, issuerOf(request), request.body.id, active))),
      );
    }
  };
}

export const sellerCouponRoutes = issuerRoutes('seller', 'the shop’s', (request) => request.shop!.id);
export const adminCouponRoutes = issuerRoutes('admin', 'the mall’s', () => null);

/** The affiliate programme for the signed-in user (spec §1, §6): summary and referrals. */
import { affiliateReferralSchema, affiliateReferralsQuerySchema, affiliateSummarySchema } from '@agora/contract/affiliate';
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { mallUrl } from '../../lib/seller-url';
import { requireUser } from '../auth/session';
import { affiliateReferrals, affiliateSummary } from './service';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

/** The mall's origin for this request, chosen as `seller_url` is (PUBLIC_URL, else an allowed Host). */
function mallUrlOf(request: FastifyRequest): string {
  const { PUBLIC_URL, ALLOWED_HOSTS, PORT } = request.server.config;
  return mallUrl({ host: request.host, protocol: request.protocol, publicUrl: PUBLIC_URL, allowedHosts: ALLOWED_HOSTS, port: PORT });
}

export async function affiliateRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('affiliate', summary, [...TOKEN, ...codes], { security: true });

  app.get(
    '/customer/affiliate/summary',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'The caller’s invitation code and registration link, how many registered with it, and the referral earnings (all time, this UTC month), US cents',
        ),
        response: { 200: envelopeSchema(affiliateSummarySchema) },
      },
    },
    async (request) => success(request, await affiliateSummary(app.db, request.user!.id, mallUrlOf(request))),
  );

  app.get(
    '/customer/affiliate/referrals',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Users who registered with the caller’s code, newest first: shortened name, when they joined, and what their completed orders earned the caller',
          [ErrorCode.invalidParameter],
        ),
        querystring: affiliateReferralsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(affiliateReferralSchema)) },
      },
    },
    async (request) => success(request, await affiliateReferrals(app.db, request.user!.id, request.query)),
  );
}

/** A seller's earnings where every user's money is: the wallet page (spec §3), beside the balance. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { walletEarningsSchema } from '@agora/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { earningsOfUser } from './earnings-of-user';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function earningsRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/info/earnings',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'wallet',
          'The caller’s open shop’s earnings, US cents: credited this UTC month and last (net of commission), pending on paid orders not yet completed, and the commission paid; null without an open shop',
          TOKEN,
          { security: true },
        ),
        response: { 200: envelopeSchema(walletEarningsSchema) },
      },
    },
    async (request) => success(request, await earningsOfUser(app.db, request.user!.id)),
  );
}

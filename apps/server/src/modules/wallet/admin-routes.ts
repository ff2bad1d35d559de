/** Operators: credit or debit a wallet with a reason, ledger row included. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { balanceSchema, walletAdjustInputSchema } from '@agora/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { adjustWallet } from './service';

export async function walletAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/wallet/adjust',
    {
      schema: {
        ...docs(
          'admin',
          'Credits (amount > 0) or debits (amount < 0) a user’s wallet in US cents, with the reason as the ledger row’s remark; a debit larger than the balance answers 2000022',
          [ErrorCode.noPermission, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.balanceInsufficient],
          { security: true },
        ),
        body: walletAdjustInputSchema,
        response: { 200: envelopeSchema(balanceSchema.extend({ ledger_id: z.number() })) },
      },
    },
    async (request) => success(request, unwrap(await adjustWallet(app.db, request.user!.id, request.body))),
  );
}

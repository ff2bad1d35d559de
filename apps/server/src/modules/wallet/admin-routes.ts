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
import { noteTrail } from '../audit-trail/record-writes';
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
    async (request) => {
      const adjusted = unwrap(await adjustWallet(app.db, request.user!.id, request.body));
      // The trail's before and after: the wallet's balance either side of this ledger row.
      const { user_id, amount, remark } = request.body;
      noteTrail(request, {
        target_type: 'wallet',
        target_id: user_id,
        before: { balance: adjusted.balance - amount },
        after: { balance: adjusted.balance, amount, remark, ledger_id: adjusted.ledger_id },
      });
      return success(request, adjusted);
    },
  );
}

/** The wallet's owner: balance and the ledger (spec §3 `get_user_balance`, `transaction_details`). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { balanceSchema, ledgerQuerySchema, ledgerRowSchema } from '@agora/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { balanceOf, transactionDetails } from './service';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function walletRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('wallet', summary, [...TOKEN, ...codes], { security: true });

  app.get(
    '/customer/info/get_user_balance',
    {
      preHandler: requireUser,
      schema: { ...doc('The caller’s wallet: balance and frozen amount, in US cents'), response: { 200: envelopeSchema(balanceSchema) } },
    },
    async (request) => success(request, await balanceOf(app.db, request.user!.id)),
  );

  app.get(
    '/customer/info/transaction_details',
    {
      preHandler: requireUser,
      schema: {
        ...doc('The caller’s ledger, newest first: each movement with its direction, amount and the balance it left', [ErrorCode.invalidParameter]),
        querystring: ledgerQuerySchema,
        response: { 200: envelopeSchema(pageSchema(ledgerRowSchema)) },
      },
    },
    async (request) => success(request, await transactionDetails(app.db, request.user!.id, request.query)),
  );
}

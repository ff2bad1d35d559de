/** The wallet's owner: balance and the ledger (spec §3 `get_user_balance`, `transaction_details`). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { balanceSchema, ledgerQuerySchema, ledgerRowSchema, setWalletPinInputSchema, walletPinStatusSchema } from '@agora/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { setWalletPin, walletPinStatus } from './pin';
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
  app.get(
    '/customer/info/wallet_pin',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Whether the caller has set a wallet PIN, and until when wrong tries locked it'),
        response: { 200: envelopeSchema(walletPinStatusSchema) },
      },
    },
    async (request) => success(request, await walletPinStatus(app.db, request.user!.id)),
  );

  app.post(
    '/customer/info/set_wallet_pin',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Sets or changes the six-digit wallet `pin` with the account `password` (a wrong one answers 1100004 naming `password`); clears wrong tries and a lock. The PIN is then asked (`pin`) at every wallet payment and withdrawal: none set 1000008 pinRequired, wrong 1000008 wrongPin {left}, five wrong tries lock it for 15 minutes 1000008 pinLocked {minutes}',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.accountDataWrong],
        ),
        body: setWalletPinInputSchema,
        response: { 200: envelopeSchema(walletPinStatusSchema) },
      },
    },
    async (request) => success(request, unwrap(await setWalletPin(app.db, request.user!.id, request.body))),
  );
}

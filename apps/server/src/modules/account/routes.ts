/**
 * The account itself (issue 23): prove the e-mail address by mailed code, download one's data,
 * delete the account. Paths follow `/customer/info/*`; the spec names none for these.
 */
import { deleteAccountInputSchema, sendEmailCodeResultSchema, verifyEmailInputSchema, verifyEmailResultSchema } from '@agora/contract/account';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { deleteAccount } from './delete-account';
import { sendEmailCode, verifyEmailCode } from './email-verify';
import { exportData } from './export-data';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function accountRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.AUTH_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    '/customer/info/send_email_code',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'account',
          'Mail a 6-digit code to the account’s address (one is mailed on registering too); one per 60 s, five a day; 2000018 `alreadyVerified` once proved; 1100005 when the mail could not be sent',
          [...TOKEN, ErrorCode.dataOperationFailed, ErrorCode.mailFailed, ErrorCode.tooManyRequests],
          { security: true },
        ),
        response: { 200: envelopeSchema(sendEmailCodeResultSchema) },
      },
      config: { rateLimit },
    },
    async (request) => success(request, unwrap(await sendEmailCode(app.db, app.mailer, app.config.appSecret, request.user!.id, request.lang))),
  );

  app.post(
    '/customer/info/verify_email',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'account',
          'Check the mailed code: the address becomes proved (`email_verified`); five tries per code, 2000002 naming `code` when wrong',
          [...TOKEN, ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.captchaFailed],
          { security: true },
        ),
        body: verifyEmailInputSchema,
        response: { 200: envelopeSchema(verifyEmailResultSchema) },
      },
      config: { rateLimit },
    },
    async (request) => success(request, unwrap(await verifyEmailCode(app.db, app.config.appSecret, request.user!.id, request.body.code))),
  );

  app.get(
    '/customer/info/export_data',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'account',
          'Download your data as a JSON file: profile, addresses, orders, refunds, reviews, wallet (ledger, top-ups, withdrawals), tickets, wishlist; amounts in US cents',
          TOKEN,
          { security: true },
        ),
        produces: ['application/json'],
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="agora-data-${request.user!.id}-${day}.json"`)
        .send(JSON.stringify(await exportData(app.db, request.user!.id), null, 2));
    },
  );

  app.post(
    '/customer/info/delete_account',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'account',
          'Delete your account with your `password`: refused with 2000018 while something is open, the reason naming it (`openOrders`, `openRefunds`, `pendingTopups`, `pendingWithdrawals`, `walletBalance`, `frozenMoney`, `activeShop`, with `count`, `usd` or `shop`); a wrong password answers 1100004. Erases the personal data and ends every session; orders and the ledger stay for the books',
          [...TOKEN, ErrorCode.missingParameter, ErrorCode.accountDataWrong, ErrorCode.dataOperationFailed],
          { security: true },
        ),
        body: deleteAccountInputSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: { rateLimit, invalidCode: ErrorCode.accountDataWrong },
    },
    async (request) => success(request, unwrap(await deleteAccount(app.db, request.user!.id, request.body))),
  );
}

/** The user's payment settings and withdrawals (`/api/customer/info/…`, spec §3). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  withdrawalSchema,
  withdrawCancelInputSchema,
  withdrawInputSchema,
  withdrawListQuerySchema,
  withdrawQuoteQuerySchema,
  withdrawQuoteSchema,
} from '@agora/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { paymentSettingsOf, savePaymentSettings } from './payment-settings';
import { cancelWithdrawal, requestWithdrawal, withdrawList } from './withdraw';
import { withdrawQuote } from './withdraw-quote';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function withdrawalRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('wallet', summary, [...TOKEN, ...codes], { security: true });

  app.get(
    '/customer/info/payment_settings',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Where the caller’s withdrawals go: an address per offered wallet type and bank details, each masked but its last four characters'),
        response: { 200: envelopeSchema(paymentSettingsSchema) },
      },
    },
    async (request) => success(request, await paymentSettingsOf(app.db, request.user!.id, request.lang)),
  );

  app.post(
    '/customer/info/payment_settings',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Change the payment settings with the account `password`: send only the fields that change (`wallet_<code>` for an address, `bank_name`, `account_name`, `account_number`, `routing_number`, `iban`, `bic`, `bank_code`; empty clears one) and `country`, whose rule (contract payout-banks.ts) decides which bank fields are kept and checks them: 1000008 for a value in the wrong form (IBAN or ABA checksum, IFSC…), 1000009 for a needed one missing. A wrong password answers 1100004 naming `password`. A change sends a notice, and withdrawals of the next 24 hours are flagged to the operator',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.accountDataWrong],
        ),
        body: paymentSettingsInputSchema,
        response: { 200: envelopeSchema(paymentSettingsSchema) },
      },
    },
    async (request) => success(request, unwrap(await savePaymentSettings(app.db, request.user!.id, request.body, request.lang))),
  );

  app.post(
    '/customer/info/withdraw',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Ask to withdraw `amount` US cents, or minor units of `currency` when sent (turned into cents at the current rate, rounded down; see withdraw_quote) (the fee is taken from it) by `method` (`bank` or a wallet type code the payment settings hold an address for): the amount is frozen and the operator reviews it. Below the minimum answers 1000008 naming `amount`, a method without details 1000008 naming `method`, more than the balance 2000022, an e-mail address not yet proved 2000018 `emailNotVerified`',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.balanceInsufficient, ErrorCode.dataOperationFailed],
        ),
        body: withdrawInputSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => success(request, unwrap(await requestWithdrawal(app.db, request.user!.id, request.body))),
  );

  app.get(
    '/customer/info/withdraw_quote',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'What a withdrawal of `amount` would be before asking for it: with `currency` the amount is in minor units of that currency (its decimals), turned into US cents at the current rate, rounded down, as `withdraw` does; without it, US cents. Answers the cents taken, the fee, what arrives (`receive`), the minimum, the fee in basis points, the rate used and whether the balance covers it and it reaches the minimum (`allowed`). A currency not offered answers 2000029',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.invalidCurrency],
        ),
        querystring: withdrawQuoteQuerySchema,
        response: { 200: envelopeSchema(withdrawQuoteSchema) },
      },
    },
    async (request) => success(request, unwrap(await withdrawQuote(app.db, request.user!.id, request.query))),
  );

  app.get(
    '/customer/info/withdraw_list',
    {
      preHandler: requireUser,
      schema: {
        ...doc('The caller’s withdrawals, newest first, optionally of one `state`', [ErrorCode.invalidParameter]),
        querystring: withdrawListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(withdrawalSchema)) },
      },
    },
    async (request) => success(request, await withdrawList(app.db, request.user!.id, request.query)),
  );

  app.post(
    '/customer/info/withdraw_cancel',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Cancel one of the caller’s pending withdrawals: its amount goes back to the balance. Not the caller’s answers 2000019; already decided 2000018',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.dataOperationFailed],
        ),
        body: withdrawCancelInputSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => success(request, unwrap(await cancelWithdrawal(app.db, request.user!.id, request.body.id))),
  );
}

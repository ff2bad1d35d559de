/** The buyer's offline top-ups (spec §3, §5): submit one, the history, and what the page shows first. */
import { envelopeSchema, idSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  cardRechargeInputSchema,
  cardRechargeSchema,
  rechargeInfoQuerySchema,
  rechargeInfoSchema,
  rechargeInputSchema,
  rechargeListQuerySchema,
  rechargeSchema,
} from '@agora/contract/topups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { checkCardTopUp, rechargeByCard } from './card-recharge';
import { rechargePage, rechargeView } from './recharge-queries';
import { rechargeInfo, submitRecharge } from './submit-recharge';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function topupRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[]) => docs('wallet', summary, [...TOKEN, ...codes], { security: true });

  app.post(
    '/customer/info/recharge',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Submits an offline top-up for review: `wallet_code` (get_wallets), `amount` in US cents, the payment’s `transaction_id` and `voucher`, the path of the caller’s own upload of the proof. Answers the record, state pending, and sends a notice (type 500, state 0). Below the minimum 1000008 naming `amount` (reason minTopUp, `params.min` in cents); a transaction id already used 2000028; an unknown or disabled wallet type 2000029; more submissions in 24 hours than allowed 2000030',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.rechargeTxExists, ErrorCode.invalidCurrency, ErrorCode.rechargeLimit],
        ),
        body: rechargeInputSchema,
        response: { 200: envelopeSchema(rechargeSchema) },
      },
    },
    async (request) => success(request, unwrap(await submitRecharge(app.db, request.user!.id, request.body, { mediaBaseUrl: app.config.MEDIA_BASE_URL }))),
  );

  app.post(
    '/customer/info/recharge_card',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Tops up by card at once, in the buyer’s currency: `amount` in minor units of `currency` (its decimals: 1000.50 THB is 100050), the card fields as at checkout and an `idempotency_key` per attempt. The amount is turned into US cents at the currency table’s current rate, rounded down (never more credited than charged); the card is charged those cents and the wallet credited with them in the same step (ledger kind recharge, reference `card_topup:<id>`). Answers the attempt with the `rate` used; `pending` (the card’s bank still asks the buyer) credits when the processor says yes. The same key again charges nothing and answers the first attempt. Unknown currency 2000029; below the top-up minimum 1000008 naming `amount` (minTopUp, `params.min` in cents); a declined card 1000008 naming `card_number` (cardDeclined) with the attempt in data',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.invalidCurrency],
        ),
        body: cardRechargeInputSchema,
        response: { 200: envelopeSchema(cardRechargeSchema) },
      },
    },
    async (request) => success(request, unwrap(await rechargeByCard(app.db, app.cardProvider, request.user!.id, request.body, request.log))),
  );

  app.post(
    '/customer/info/recharge_card_check',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'With Stripe’s Payment Element: after the page confirmed a card top-up (`id`, the card_intent’s payment_id), how it stands as Stripe says; a success credits the wallet now, once',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter],
        ),
        body: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(cardRechargeSchema) },
      },
    },
    async (request) => success(request, unwrap(await checkCardTopUp(app.db, app.cardProvider, request.user!.id, request.body.id, request.log))),
  );

  app.get(
    '/customer/info/recharge_list',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'The caller’s top-ups, newest first, optionally in one `state` (pending, completed, failed); `rate` is units of the wallet type’s currency per US dollar',
          [ErrorCode.invalidParameter],
        ),
        querystring: rechargeListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(rechargeSchema)) },
      },
    },
    async (request) => {
      const page = await rechargePage(app.db, { userId: request.user!.id, state: request.query.state }, request.query.page, request.query.page_size);
      return success(request, { ...page, list: page.list.map(rechargeView) });
    },
  );

  app.get(
    '/customer/info/recharge_info',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'What the top-up page shows for a wallet type before submitting: the mall’s receiving address or bank details, the rate, the minimum (US cents), the submissions allowed in 24 hours and how many the caller has left. An unknown or disabled wallet type answers 2000029',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.invalidCurrency],
        ),
        querystring: rechargeInfoQuerySchema,
        response: { 200: envelopeSchema(rechargeInfoSchema) },
      },
    },
    async (request) => success(request, unwrap(await rechargeInfo(app.db, request.user!.id, request.query.wallet_code, request.lang))),
  );
}

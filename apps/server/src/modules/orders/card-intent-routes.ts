/**
 * Paying by card in Stripe's Payment Element (STRIPE_PUBLISHABLE_KEY set): the page asks for an
 * order's intent, confirms it with Stripe.js (3-D Secure in the page), then reports back; the
 * answer is Stripe's word, read by the server. Without the element both answer 1000008.
 */
import { cardCheckSchema, cardIntentSchema } from '@agora/contract/checkout';
import { envelopeSchema, idSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { orderIdInputSchema } from '@agora/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { fail, unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { checkCardIntent } from '../payments/card-intent';
import { orderCardIntent } from './buyer-service';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.invalidParameter, ErrorCode.missingParameter];

export async function cardIntentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[]) => docs('orders', summary, [...CODES, ...codes], { security: true });

  app.post(
    '/customer/order/card_intent',
    {
      preHandler: requireUser,
      schema: {
        ...doc('With Stripe’s Payment Element: the intent (client_secret, publishable_key) the page confirms to pay an unpaid order', [
          ErrorCode.orderNotFound,
          ErrorCode.orderPaymentFailed,
        ]),
        body: orderIdInputSchema,
        response: { 200: envelopeSchema(cardIntentSchema) },
      },
    },
    async (request) => success(request, unwrap(await orderCardIntent(app.db, app.cardProvider, request.user!.id, request.body.id))),
  );

  app.post(
    '/customer/order/card_check',
    {
      preHandler: requireUser,
      schema: {
        ...doc('After the page confirmed: how the card payment stands, as Stripe says (a success pays the orders now, once)', [ErrorCode.orderNotFound]),
        body: z.object({ payment_id: idSchema }),
        response: { 200: envelopeSchema(cardCheckSchema) },
      },
    },
    async (request) => {
      if (!app.cardProvider.element) return unwrap(fail(ErrorCode.invalidParameter, { field: 'payment_method', reason: 'invalid' }));
      return success(request, unwrap(await checkCardIntent(app.db, app.cardProvider, request.user!.id, request.body.payment_id, request.log)));
    },
  );
}

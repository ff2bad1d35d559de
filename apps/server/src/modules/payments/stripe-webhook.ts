/**
 * `POST /api/payments/stripe/webhook`, registered only when Stripe is on: Stripe's word on the
 * intents a charge left pending. The signature (`stripe-signature`, HMAC of the exact bytes sent,
 * keyed by STRIPE_WEBHOOK_SECRET) is checked over the raw body, so this plugin alone reads JSON as
 * bytes; every other route keeps the usual parser. A bad signature answers HTTP 400 (Stripe shows
 * it as a failed delivery) with 1000008; a good one answers 200, whatever the event was.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { success } from '../../lib/envelope';
import type { FieldProblem } from '../../lib/errors';
import { messageFor } from '../../lib/messages';
import { docs } from '../../lib/route-docs';
import { CARD_TOPUP_PREFIX, settleCardTopUp } from '../topups/card-recharge';
import { settleAttempt } from './charge';

const OUTCOMES: Record<string, 'succeeded' | 'declined'> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'declined',
};

export async function stripeWebhookRoutes(app: FastifyInstance, options: { webhookSecret: string }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        ...docs(
          'payments',
          "Stripe's events: payment_intent.succeeded pays the orders, payment_intent.payment_failed declines; HTTP 400 on a bad signature",
          [1000008],
        ),
      },
    },
    async (request, reply) => {
      let event: Stripe.Event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new Error('no body');
        event = Stripe.webhooks.constructEvent(request.body, request.headers['stripe-signature'] ?? '', options.webhookSecret);
      } catch {
        const problem: FieldProblem = { field: 'stripe-signature', reason: 'invalid' };
        return reply.status(400).send({
          code: ErrorCode.invalidParameter,
          message: messageFor(request.lang, ErrorCode.invalidParameter, {}, problem),
          data: null,
          field: problem.field,
          reason: problem.reason,
        });
      }
      const outcome = OUTCOMES[event.type];
      if (outcome && event.data.object.object === 'payment_intent') {
        const intent = event.data.object as Stripe.PaymentIntent;
        // Intents this mall did not make (another app on the account) carry no attempt of ours.
        const paymentId = Number(intent.metadata?.card_payment);
        if (intent.metadata?.reference?.startsWith(CARD_TOPUP_PREFIX)) {
          // A card top-up (issue 23): its row id is the attempt's, in the top-ups' own table.
          if (Number.isSafeInteger(paymentId) && paymentId > 0)
            await settleCardTopUp(app.db, app.cardProvider, { id: paymentId, providerRef: intent.id, outcome }, request.log);
        } else if (Number.isSafeInteger(paymentId) && paymentId > 0) {
          await settleAttempt(app.db, app.cardProvider, { paymentId, providerRef: intent.id, outcome }, request.log);
        }
      }
      return success(request, null);
    },
  );
}

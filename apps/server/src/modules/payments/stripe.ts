/**
 * Stripe as the card processor (on when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set): a
 * charge is one PaymentIntent created and confirmed with the card, in US cents. Stripe's answer is
 * mapped onto ours: `succeeded` pays, a card error declines, and an intent still waiting on the
 * buyer's bank (3-D Secure) or on processing is `pending` until the webhook (stripe-webhook.ts)
 * settles it. The card goes to Stripe and nowhere else: not logged, not kept.
 * @example stripeProvider({ secretKey: 'sk_test_…' })
 */
import Stripe from 'stripe';
import { brandOf } from './card-brand';
import type { CardElement, ChargeOutcome, ChargeStatus, IntentRequest, IntentState, PaymentProvider } from './provider';

export interface StripeOptions {
  secretKey: string;
  /** Set: cards are entered in Stripe's Payment Element in the buyer's page (element), not sent here. */
  publishableKey?: string;
  /** Where the API is: api.stripe.com over https unless told (stripe-mock, or a stand-in in tests). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Intents still waiting on the buyer's bank or on processing; anything else unpaid is a decline. */
const PENDING = new Set<Stripe.PaymentIntent.Status>(['requires_action', 'processing']);

const statusOf = (status: Stripe.PaymentIntent.Status): ChargeStatus => (status === 'succeeded' ? 'succeeded' : PENDING.has(status) ? 'pending' : 'declined');

/** The network Stripe named, when the payment method came back expanded. */
const stripeBrand = (method: string | Stripe.PaymentMethod | null | undefined) => (method && typeof method === 'object' ? method.card?.brand : undefined);

/**
 * An intent the page confirms: a failed attempt leaves it `requires_payment_method` with the
 * error, and the buyer may try another card on it; one never confirmed is simply open.
 */
function elementStatus(intent: Stripe.PaymentIntent): IntentState['status'] {
  if (intent.status === 'canceled') return 'declined';
  if (intent.status === 'requires_payment_method') return intent.last_payment_error ? 'declined' : 'open';
  if (intent.status === 'requires_confirmation') return 'open';
  return statusOf(intent.status);
}

function intentState(intent: Stripe.PaymentIntent): IntentState {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const paymentId = Number(intent.metadata?.card_payment);
  return {
    status: elementStatus(intent),
    providerRef: intent.id,
    clientSecret: intent.client_secret ?? '',
    paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
    brand: method?.card?.brand ?? '',
    last4: method?.card?.last4 ?? '',
  };
}

/** Stripe's Payment Element: the intent is made here unconfirmed, for cards only, and the page confirms it. */
function paymentElement(stripe: Stripe, publishableKey: string): CardElement {
  return {
    publishableKey,
    async start({ amount, reference, orderIds, paymentId }: IntentRequest) {
      const intent = await stripe.paymentIntents.create({
        amount,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        metadata: { reference, order_ids: orderIds.join(','), card_payment: String(paymentId) },
      });
      return intentState(intent);
    },
    async read(providerRef) {
      return intentState(await stripe.paymentIntents.retrieve(providerRef, { expand: ['payment_method'] }));
    },
  };
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    // The buyer's request is waiting; retries carry Stripe's idempotency key, so none charges twice.
    timeout: 20_000,
    maxNetworkRetries: 1,
  });
  return {
    name: 'stripe',
    ...(options.publishableKey ? { element: paymentElement(stripe, options.publishableKey) } : {}),
    async charge({ amount, card, reference, orderIds, paymentId }): Promise<ChargeOutcome> {
      const last4 = card.number.slice(-4);
      // Raw card numbers in `payment_method_data` need Stripe's raw-card-data access, so the
      // library's types leave `card` out there; its shape is the one PaymentMethods take.
      const paymentMethodData: Stripe.PaymentIntentCreateParams.PaymentMethodData & { card: Stripe.PaymentMethodCreateParams.Card } = {
        type: 'card',
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: { name: card.name },
      };
      try {
        const intent = await stripe.paymentIntents.create({
          amount,
          currency: 'usd',
          confirm: true,
          // Cards only: nothing that redirects, so no return_url is needed to confirm here.
          allowed_payment_method_types: ['card'],
          payment_method_data: paymentMethodData,
          metadata: { reference, order_ids: orderIds.join(','), card_payment: String(paymentId) },
          expand: ['payment_method'],
        });
        return { status: statusOf(intent.status), providerRef: intent.id, brand: stripeBrand(intent.payment_method) ?? brandOf(card.number), last4 };
      } catch (error) {
        // Only the card's own refusal is a decline; a bad key or an outage is a fault to see.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return {
          status: 'declined',
          providerRef: error.payment_intent?.id ?? '',
          brand: stripeBrand(error.payment_method) ?? brandOf(card.number),
          last4,
        };
      }
    },
    async refund(providerRef, amount) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: providerRef, amount });
        return refund.status !== 'failed' && refund.status !== 'canceled';
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
    },
  };
}

/**
 * Card payments completed in the buyer's page, in the provider's own card form (Stripe's Payment
 * Element, `provider.element`): the orders are held and the attempt recorded as for a charge, the
 * provider makes an unconfirmed intent, and the page confirms it with the card (and 3-D Secure).
 * What settles the attempt is the provider's word, read by this server: its webhook, or
 * `checkCardIntent` when the page comes back, never the page's own claim.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { type CardCharge, claimOrders, recordAttempt, settleAttempt } from './charge';
import type { CardElement, PaymentProvider } from './provider';

export interface StartedCardIntent {
  payment_id: number;
  client_secret: string;
  publishable_key: string;
}

/**
 * Holds the orders and makes the intent the page confirms. Orders already held by an open intent
 * of this buyer's (the page was reloaded) answer that intent again rather than 1500019.
 */
export async function startCardIntent(db: Db, provider: PaymentProvider, charge: Omit<CardCharge, 'card'>): Promise<Result<StartedCardIntent>> {
  const element = elementOf(provider);
  const claimed = await claimOrders(db, charge.orderIds);
  if (!claimed.ok) return (await openIntentFor(db, element, charge)) ?? claimed;
  const payment = await recordAttempt(db, provider, charge);
  const intent = await element.start({ amount: charge.amount, reference: `checkout:${charge.checkoutId}`, orderIds: charge.orderIds, paymentId: payment.id });
  await db.updateTable('card_payment').set({ provider_ref: intent.providerRef }).where('id', '=', payment.id).execute();
  return ok({ payment_id: payment.id, client_secret: intent.clientSecret, publishable_key: element.publishableKey });
}

/** The buyer's latest attempt for exactly these orders, while the provider still lets the page confirm it. */
async function openIntentFor(db: Db, element: CardElement, charge: Omit<CardCharge, 'card'>): Promise<Result<StartedCardIntent> | null> {
  const attempt = await db
    .selectFrom('card_payment')
    .select(['id', 'provider_ref'])
    .where('user_id', '=', charge.userId)
    .where('order_ids', '=', JSON.stringify(charge.orderIds))
    .where('status', '=', 'pending')
    .where('provider_ref', '<>', '')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!attempt) return null;
  const intent = await element.read(attempt.provider_ref);
  if (intent.status !== 'open' && intent.status !== 'declined') return null;
  return ok({ payment_id: attempt.id, client_secret: intent.clientSecret, publishable_key: element.publishableKey });
}

export interface CardIntentOutcome {
  status: 'succeeded' | 'pending' | 'declined' | 'open';
  order_ids: number[];
}

/**
 * The page is back from confirming: asks the provider how the buyer's attempt stands and settles
 * a success (once, whoever comes first: this or the webhook). A decline is not settled here: the
 * buyer may try another card on the same intent; the webhook records it.
 */
export async function checkCardIntent(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  paymentId: number,
  log?: FastifyBaseLogger,
): Promise<Result<CardIntentOutcome>> {
  const element = elementOf(provider);
  const attempt = await db
    .selectFrom('card_payment')
    .select(['provider_ref', 'order_ids'])
    .where('id', '=', paymentId)
    .where('user_id', '=', userId)
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (!attempt?.provider_ref) return fail(ErrorCode.orderNotFound, { field: 'payment_id', reason: 'invalid' });
  const intent = await element.read(attempt.provider_ref);
  if (intent.brand) await db.updateTable('card_payment').set({ brand: intent.brand, last4: intent.last4 }).where('id', '=', paymentId).execute();
  if (intent.status === 'succeeded') await settleAttempt(db, provider, { paymentId, providerRef: intent.providerRef, outcome: 'succeeded' }, log);
  return ok({ status: intent.status, order_ids: JSON.parse(attempt.order_ids) as number[] });
}

function elementOf(provider: PaymentProvider): CardElement {
  if (!provider.element) throw new Error(`${provider.name}: cards are not entered in the provider's form`);
  return provider.element;
}

/**
 * A provider's later word on a pending charge (Stripe's webhook): it succeeded, or it failed.
 * charge.ts `settleAttempt` moves the attempt out of `pending` once, so a repeated or late event
 * changes nothing; money for an order cancelled meanwhile (the unpaid-card sweep) or paid some
 * other way goes back to the card.
 * @example await settleCharge(app.db, app.cardProvider, { paymentId: 12, providerRef: 'pi_…', outcome: 'succeeded' }, request.log)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type Settlement, settleAttempt } from './charge';
import type { PaymentProvider } from './provider';

export type { Settlement };

/** Settles the attempt; answers the orders it paid (none when it was not pending). */
export function settleCharge(db: Db, provider: PaymentProvider, settlement: Settlement, log: FastifyBaseLogger): Promise<number[]> {
  return settleAttempt(db, provider, settlement, log);
}

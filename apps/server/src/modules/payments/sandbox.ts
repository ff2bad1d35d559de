/**
 * The built-in card processor for development, tests and demos: it answers like a real one for
 * Stripe's published test numbers (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 and the
 * other decline numbers are declined) and accepts any other number that passes the Luhn check.
 * Nothing leaves the machine.
 */
import { randomBytes } from 'node:crypto';
import { brandOf } from './card-brand';
import type { ChargeOutcome, PaymentProvider } from './provider';

/** Stripe's test cards that decline (generic, insufficient funds, lost, stolen, expired, wrong CVC, processing error). */
const DECLINED = new Set([
  '4000000000000002',
  '4000000000009995',
  '4000000000009987',
  '4000000000009979',
  '4000000000000069',
  '4000000000000127',
  '4000000000000119',
]);

export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ card }): Promise<ChargeOutcome> {
      return {
        status: DECLINED.has(card.number) ? 'declined' : 'succeeded',
        providerRef: `sb_${randomBytes(12).toString('hex')}`,
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
      };
    },
    async refund() {
      return true;
    },
  };
}

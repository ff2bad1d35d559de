/**
 * One interface for taking card payments, whatever processes them: the built-in sandbox (the
 * default, behaves like a card processor with Stripe's test numbers) or Stripe (stripe.ts). A provider sees
 * the card once, for the charge; the mall keeps only what the provider answers (reference, brand,
 * last four digits), never the number or the code.
 */
export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  /** US cents. */
  amount: number;
  card: CardDetails;
  /** What is paid, for the provider's records: `checkout:12`. */
  reference: string;
  /** The orders it pays. */
  orderIds: number[];
  /** Our `card_payment` row for this attempt, so the provider's later word (a webhook) finds it. */
  paymentId: number;
}

/** `pending`: the processor has not decided yet (3-D Secure, processing); its webhook settles it. */
export type ChargeStatus = 'succeeded' | 'declined' | 'pending';

export interface ChargeOutcome {
  status: ChargeStatus;
  providerRef: string;
  brand: string;
  last4: string;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Gives back (part of) a charge; true when the provider accepted it. */
  refund(providerRef: string, amount: number): Promise<boolean>;
}

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

/** A charge the buyer's browser completes with the provider's own card form (ChargeRequest without the card). */
export type IntentRequest = Omit<ChargeRequest, 'card'>;

/**
 * Where a browser-completed charge stands: `open` while the buyer has not confirmed it yet (or may
 * try another card after a decline), otherwise as a charge's status.
 */
export interface IntentState {
  status: ChargeStatus | 'open';
  providerRef: string;
  clientSecret: string;
  /** Our `card_payment` row named in the intent's metadata, or null for an intent not ours. */
  paymentId: number | null;
  brand: string;
  last4: string;
}

/**
 * The provider's card form in the buyer's page (Stripe's Payment Element): the card number never
 * reaches this server, and 3-D Secure is completed in the page. The form needs the publishable key.
 */
export interface CardElement {
  publishableKey: string;
  /** Makes the charge the page will confirm; answers what the page needs (the client secret). */
  start(request: IntentRequest): Promise<IntentState>;
  /** The provider's word on a charge, read from the provider, never from the browser. */
  read(providerRef: string): Promise<IntentState>;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Gives back (part of) a charge; true when the provider accepted it. */
  refund(providerRef: string, amount: number): Promise<boolean>;
  /** Present when cards are entered in the provider's own form instead of ours (charge is then unused). */
  readonly element?: CardElement;
}

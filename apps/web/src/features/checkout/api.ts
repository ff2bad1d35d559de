/**
 * Checkout calls: the summary of what the chosen lines would cost (per shop, with the shipping
 * choice, tax and the wallet balance), the placement, and paying a placed order again. All are
 * quiet: the checkout shows a refusal next to what it is about (refusal.ts), not as a toast.
 */
import {
  type CardCheck,
  type CardIntent,
  type CheckoutPlaced,
  type CheckoutSummary,
  checkoutPlacedSchema,
  checkoutSummarySchema,
  type PaymentMethod,
} from '@agora/contract/checkout';
import { ErrorCode } from '@agora/contract/errors';
import type { Order } from '@agora/contract/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api-client';
import { cartKey } from '../cart/api';
import { userInfoKey } from '../session/api';
import { type CardDraft, cardFields } from './card-input';
import type { BuyLine } from './checkout-query';
import type { StripeCardHandle } from './stripe-card';

/** Which lines a checkout is about: cart lines (in the order sent), or one buy-now line. */
export type CheckoutLines = { cartItemIds: number[] } | { buy: BuyLine };

export interface SummaryRequest {
  lines: CheckoutLines;
  addressId: number | null;
  /** `shopId:code,…`, or '' for each shop's first option. */
  shipping: string;
  /** Coupon codes chosen or typed: at most one per shop and one of the mall's. */
  coupons: string[];
}

function summaryBody({ lines, addressId, shipping, coupons }: SummaryRequest) {
  return {
    ...('buy' in lines ? lines.buy : { cart_item_ids: lines.cartItemIds.join(',') }),
    address_id: addressId ?? undefined,
    shipping: shipping || undefined,
    coupon_code: coupons.length > 0 ? coupons.join(',') : undefined,
  };
}

const summaryKey = (lang: string, summary: SummaryRequest) => ['checkout', 'summary', lang, summaryBody(summary)];

/** The summary's query for these choices, in `lang`: the page's, and a coupon choice tried before it is made (coupon-choice.ts). */
export const summaryQuery = (lang: string, summary: SummaryRequest) => ({
  queryKey: summaryKey(lang, summary),
  queryFn: () => request<CheckoutSummary>('/checkout/onepage/summary', { body: summaryBody(summary), quiet: true }),
});

/** The checkout priced now; kept while a new choice is priced, so the page does not jump. */
export function useCheckoutSummary(summary: SummaryRequest | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: summary ? summaryKey(i18n.language, summary) : ['checkout', 'summary', i18n.language, null],
    queryFn: () => summaryQuery(i18n.language, summary as SummaryRequest).queryFn(),
    enabled: summary !== null,
    placeholderData: keepPreviousData,
  });
}

export interface PlaceRequest extends SummaryRequest {
  addressId: number;
  payment: PaymentMethod;
  card: CardDraft | null;
  /** Stripe's Payment Element, already checked (`submit`): the placed orders' intent is confirmed with it. */
  stripeCard?: StripeCardHandle | null;
  remark: string;
  /** The wallet PIN, sent when paying from the wallet. */
  pin?: string;
  idempotencyKey: string;
  /** The total (US cents) of the summary the buyer confirmed: the server places nothing for another. */
  expectedTotal: number;
}

/**
 * A placement's outcome: the orders, and whether the card was declined (they wait unpaid then); or
 * nothing placed because the total changed since the buyer confirmed it, with the new summary
 * (null when the answer did not carry one: the summary is then read again).
 */
export type PlaceOutcome = { placed: CheckoutPlaced; declined: boolean } | { priceChanged: CheckoutSummary | null };

/**
 * Confirms the placed orders' intent in the page (Stripe.js, 3-D Secure included), then asks the
 * server how it stands: only Stripe's word, read by the server, marks the orders paid. A decline
 * leaves them placed and unpaid, as the mall's own card form does.
 */
async function payInPage(placed: CheckoutPlaced, intent: CardIntent, card: StripeCardHandle): Promise<PlaceOutcome> {
  await card.confirm(intent.client_secret);
  const check = await request<CardCheck>('/customer/order/card_check', { body: { payment_id: intent.payment_id }, quiet: true });
  const paid = check.status === 'succeeded';
  return {
    placed: { ...placed, orders: placed.orders.map((order) => (paid ? { ...order, payment_status: 'paid' as const, pay_by: null } : order)) },
    declined: check.status === 'declined' || check.status === 'open',
  };
}

/** 1000008 naming `expected_total` (reason `priceChanged`): the server's total is not the one confirmed. */
const isPriceChange = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.invalidParameter && error.field === 'expected_total' && error.reason === 'priceChanged';

/**
 * Places the checkout. A declined card (1500019) is an outcome, not a failure: the orders were
 * placed and wait unpaid, and the refusal's `data` holds them. Should that `data` not be the
 * placed orders, the decline stays a refusal (shown at the payment choice). A changed total is an
 * outcome too: its new summary (the refusal's `data`) becomes the one the page shows (`shown`), so
 * the buyer sees the new prices before confirming again. The cart and its count follow (the lines
 * bought leave the cart).
 */
export function usePlaceCheckout(shown: SummaryRequest | null) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: cartKey }), client.invalidateQueries({ queryKey: userInfoKey })]);
  return useMutation({
    mutationFn: async (place: PlaceRequest): Promise<PlaceOutcome> => {
      const body = {
        ...summaryBody(place),
        payment_method: place.payment,
        remark: place.remark.trim(),
        agree: 1,
        idempotency_key: place.idempotencyKey,
        expected_total: place.expectedTotal,
        ...(place.payment === 'card' && place.card ? cardFields(place.card) : {}),
        ...(place.payment === 'wallet' && place.pin ? { pin: place.pin } : {}),
      };
      try {
        const placed = await request<CheckoutPlaced>('/checkout/onepage/place', { body, quiet: true });
        if (placed.card_intent && place.stripeCard) return await payInPage(placed, placed.card_intent, place.stripeCard);
        return { placed, declined: false };
      } catch (error) {
        if (isPriceChange(error)) {
          const fresh = checkoutSummarySchema.safeParse(error.data);
          const key = summaryKey(i18n.language, shown ?? place);
          if (fresh.success) client.setQueryData(key, fresh.data);
          else await client.invalidateQueries({ queryKey: key });
          return { priceChanged: fresh.success ? fresh.data : null };
        }
        if (!(error instanceof ApiError && error.code === ErrorCode.orderPaymentFailed)) throw error;
        const placed = checkoutPlacedSchema.safeParse(error.data);
        if (!placed.success) throw error;
        return { placed: placed.data, declined: true };
      }
    },
    onSettled: refresh,
  });
}

/** Pays one unpaid order again, from the wallet (with its PIN) or by card. */
export function usePayOrder() {
  return useMutation({
    mutationFn: ({ id, payment, card, pin }: { id: number; payment: 'wallet' | 'card'; card: CardDraft | null; pin?: string }) =>
      request<Order>('/customer/order/pay', {
        body: { id, payment_method: payment, ...(payment === 'card' && card ? cardFields(card) : {}), ...(payment === 'wallet' ? { pin } : {}) },
        quiet: true,
      }),
  });
}

/**
 * A key for one placement attempt: sent with every try of it, so a double click or a retry after
 * a lost answer places once. `crypto.randomUUID` needs a secure context; elsewhere random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Delivery in the cart, before checkout: a logged-in buyer's selected lines priced by the
 * checkout's summary (each shop's first option, to the default address), so each shop shows its
 * fee and days and the total includes them. A refusal (a shop that does not deliver there, a line
 * gone meanwhile) is a quiet note beside the shop it names, or under the total: the cart stays.
 * @example const delivery = useCartDelivery(cart); delivery.summary?.shipping_fee
 */
import type { CartList } from '@agora/contract/cart';
import type { CheckoutSummary } from '@agora/contract/checkout';
import { ErrorCode } from '@agora/contract/errors';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { summaryQuery } from '../checkout/api';
import { refusalOf } from '../checkout/refusal';
import { useHasLogin } from '../session/session-store';

/** How long the cart waits for more ticks and taps before pricing delivery. */
const DELIVERY_WAIT_MS = 300;

/**
 * The shop a refused summary is about, by id, or null when it names none (the note then goes under
 * the total): `cart_item_ids.N` names the N-th line sent; a shop that does not deliver to the
 * address is named in `params.shop`.
 * @example refusedShop(cart, [4, 9], { field: 'cart_item_ids.1' }) // the shop holding line 9
 */
export function refusedShop(cart: CartList, sent: number[], error: { field?: string; params?: Record<string, string | number> }): number | null {
  const index = error.field?.match(/^cart_item_ids\.(\d+)$/)?.[1];
  if (index !== undefined) {
    const id = sent[Number(index)];
    return cart.shops.find((s) => s.items.some((i) => i.id === id))?.shop.id ?? null;
  }
  const named = error.params?.shop;
  if (error.field === 'address_id' && named !== undefined) return cart.shops.find((s) => s.shop.name === named)?.shop.id ?? null;
  return null;
}

/** The lines sent and their quantities: what the summary's answer depends on. */
const pricedLines = (cart: CartList) =>
  cart.shops
    .flatMap((s) => s.items)
    .filter((i) => i.available && i.selected)
    .map((i) => [i.id, i.quantity] as const);

export interface CartDelivery {
  /** The summary for the lines as they are now (or just before a change is priced); undefined while none is. */
  summary: CheckoutSummary | undefined;
  /** The summary shown is of the lines as they were: a change is being priced. */
  stale: boolean;
  /** Why delivery could not be priced, and the shop it is about (null: the cart as a whole). */
  note: { shopId: number | null; message: string } | null;
}

export function useCartDelivery(cart: CartList | undefined): CartDelivery {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  const lines = cart && hasLogin ? pricedLines(cart) : [];
  // The ids with their quantities as one key: a quantity changed asks again, the same lines do not.
  const current = lines.map(([id, quantity]) => `${id}x${quantity}`).join(',');
  const [key] = useDebouncedValue(current, DELIVERY_WAIT_MS);
  const sent = key ? key.split(',').map((pair) => Number(pair.split('x')[0])) : [];
  const base = summaryQuery(i18n.language, { lines: { cartItemIds: sent }, addressId: null, shipping: '', coupons: [] });
  const query = useQuery({
    ...base,
    queryKey: [...base.queryKey, 'cart', key],
    enabled: sent.length > 0,
    placeholderData: keepPreviousData,
    // A refusal is an answer here (a note), not a blip to retry.
    retry: false,
  });
  if (!cart || sent.length === 0 || lines.length === 0) return { summary: undefined, stale: false, note: null };
  const stale = query.isPlaceholderData || key !== current;
  if (query.isError) {
    const error = query.error;
    const message = refusalOf(error, () => null).message;
    const shopId = error instanceof ApiError ? refusedShop(cart, sent, error) : null;
    // A line refused by name: the cart line says why (off sale, short) once the cart is read again.
    const byLine = error instanceof ApiError && (error.code === ErrorCode.productFailure || error.code === ErrorCode.insufficientStock);
    return { summary: undefined, stale, note: { shopId, message: byLine ? i18n.t('cart.deliveryAtCheckout') : message } };
  }
  return { summary: query.data, stale, note: null };
}

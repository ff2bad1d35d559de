/**
 * Cart calls. A logged-in buyer's cart lives on the server; a guest's lines live in local storage
 * (guest-cart.ts) and are priced by `cart/preview`, each line known by its variant. The hooks
 * answer the same shape either way; changes answer the cart as it is now, and the navigation
 * bar's count follows every change.
 */
import type { UserInfo } from '@agora/contract/auth';
import { CART_MAX_LINES, type CartItem, type CartList, type ItemsCount } from '@agora/contract/cart';
import { ErrorCode } from '@agora/contract/errors';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { userInfoKey } from '../session/api';
import { useHasLogin } from '../session/session-store';
import { guestCart, useGuestLines } from './guest-cart';

export const cartKey = ['cart'] as const;
const userCartKey = (lang: string) => [...cartKey, 'user', lang];
const EMPTY: CartList = { shops: [], items_count: 0, subtotal: 0 };

/** The navigation bar's count for a logged-in buyer, from an answer that carries it. */
function setCount(client: QueryClient, count: number) {
  client.setQueryData<UserInfo>(userInfoKey, (info) => (info ? { ...info, card: { count } } : info));
}

/** The cart by shop, priced now: the account's, or the guest's lines in this browser. */
export function useCart() {
  const { i18n: current } = useTranslation();
  const hasLogin = useHasLogin();
  const guestLines = useGuestLines();
  return useQuery({
    queryKey: hasLogin ? userCartKey(current.language) : [...cartKey, 'guest', current.language, guestLines],
    queryFn: () => {
      if (hasLogin) return request<CartList>('/customer/cart/list');
      if (guestLines.length === 0) return EMPTY;
      return request<CartList>('/customer/cart/preview', { body: { items: JSON.stringify(guestLines) } });
    },
    // A changed quantity shows the cart as it was until the new one is in: no skeleton, no jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * A change to lines: on the server for a logged-in buyer (its answer is the cart), in this browser
 * for a guest. `expect` shows a logged-in buyer's change at once, until the server's answer.
 */
function useCartChange<V>(onServer: (value: V) => Promise<CartList>, onGuest: (value: V) => void, expect?: (cart: CartList, value: V) => CartList) {
  const client = useQueryClient();
  const hasLogin = useHasLogin();
  return useMutation({
    onMutate: (value: V) => {
      if (hasLogin && expect) client.setQueryData<CartList>(userCartKey(i18n.language), (cart) => cart && expect(cart, value));
    },
    mutationFn: async (value: V) => {
      if (!hasLogin) {
        onGuest(value);
        return null;
      }
      return onServer(value);
    },
    onSuccess: (cart) => {
      if (!cart) return;
      client.setQueryData(userCartKey(i18n.language), cart);
      setCount(client, cart.items_count);
    },
    // Refused (the stock fell, a line went): the request layer said why; show the cart as it is now.
    onError: () => client.invalidateQueries({ queryKey: cartKey }),
  });
}

/** Sets a line's quantity (`id`: the line's, or for a guest the variant's). */
export const useUpdateLine = () =>
  useCartChange<{ id: number; quantity: number }>(
    (body) => request<CartList>('/customer/cart/update', { body }),
    ({ id, quantity }) => guestCart.setQuantity(id, quantity),
  );

export const useRemoveLines = () =>
  useCartChange<number[]>(
    (ids) => request<CartList>('/customer/cart/remove', { body: { ids: ids.join(',') } }),
    (ids) => guestCart.remove(ids),
  );

export const useSelectLines = () =>
  useCartChange<{ ids: number[]; selected: 0 | 1 }>(
    ({ ids, selected }) => request<CartList>('/customer/cart/select', { body: { ids: ids.join(','), selected } }),
    ({ ids, selected }) => guestCart.select(ids, selected),
    // The boxes tick and the subtotal follows at once, as the server will count it.
    (cart, { ids, selected }) => {
      const shops = cart.shops.map((s) => ({ ...s, items: s.items.map((i) => (ids.includes(i.id) ? { ...i, selected: selected === 1 } : i)) }));
      const items = shops.flatMap((s) => s.items).filter((i) => i.available && i.selected);
      return { ...cart, shops, subtotal: items.reduce((sum, i) => sum + i.price * i.quantity, 0) };
    },
  );

export interface AddToCart {
  product_id: number;
  variant_id: number;
  quantity: number;
  /** The variant's stock as the page shows it: a guest's cart is capped by it. */
  stock: number;
}

/** The sentence for an add past the stock, with what the cart already holds. */
const stockText = (stock: number, inCart: number) => i18n.t('cart.stockLimit', { stock, inCart });

/** How many pieces of a variant the account's cart holds now (for the sentence above), or null. */
async function inAccountCart(client: QueryClient, variantId: number): Promise<number | null> {
  try {
    const cart = await client.fetchQuery({ queryKey: userCartKey(i18n.language), queryFn: () => request<CartList>('/customer/cart/list', { quiet: true }) });
    return cart.shops.flatMap((s) => s.items).find((i: CartItem) => i.variant_id === variantId)?.quantity ?? 0;
  } catch {
    return null;
  }
}

/** Adds pieces of a variant: to the account's cart, or to this browser's for a guest. Refusals are toasts. */
export function useAddToCart() {
  const client = useQueryClient();
  const hasLogin = useHasLogin();
  return useMutation({
    mutationFn: async ({ stock, ...line }: AddToCart) => {
      if (!hasLogin) {
        const refused = guestCart.add(line, stock);
        if (!refused) return;
        const message = refused.reason === 'full' ? i18n.t('cart.full', { max: CART_MAX_LINES }) : stockText(stock, refused.inCart);
        toast.emit({ message, kind: 'error' });
        throw new Error(message);
      }
      try {
        const { items_count } = await request<ItemsCount>('/customer/cart/add', { body: { ...line }, quiet: true });
        setCount(client, items_count);
      } catch (error) {
        let message = error instanceof Error ? error.message : i18n.t('common.fail');
        if (error instanceof ApiError && error.code === ErrorCode.insufficientStock) {
          const inCart = await inAccountCart(client, line.variant_id);
          if (inCart !== null) message = stockText(stock, inCart);
        } else if (error instanceof ApiError && error.field === 'product_id' && error.reason === 'tooBig') {
          message = i18n.t('cart.full', { max: CART_MAX_LINES });
        }
        toast.emit({ message, kind: 'error' });
        throw error;
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: cartKey }),
  });
}

/**
 * After a login: the guest's lines join the account's cart and leave this browser. Loaded lazily
 * by the session code, so the first page does not carry the cart. A failed merge keeps the lines
 * here; the next login tries again.
 */
export async function mergeGuestCart(client: QueryClient): Promise<void> {
  const lines = guestCart.lines();
  if (lines.length === 0) return;
  try {
    const items = lines.map(({ product_id, variant_id, quantity }) => ({ product_id, variant_id, quantity }));
    const { items_count } = await request<ItemsCount>('/customer/cart/merge', { body: { items: JSON.stringify(items) }, quiet: true });
    setCount(client, items_count);
  } catch {
    return;
  }
  guestCart.clear();
  await Promise.all([client.invalidateQueries({ queryKey: cartKey }), client.invalidateQueries({ queryKey: userInfoKey })]);
}

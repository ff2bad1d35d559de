/**
 * Wishlist calls (logged-in buyers only): the paged list, the ids for the hearts, add and remove.
 * Add and remove refresh the wishlist and the user info (its wishlist count).
 */
import type { ProductCard } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';
import { useHasLogin } from '../session/session-store';

export const wishlistKey = ['wishlist'] as const;
const idsKey = [...wishlistKey, 'ids'] as const;

/** The wishlist, newest first, a page at a time. */
export function useWishlist(pageSize = 24) {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useInfiniteQuery({
    queryKey: [...wishlistKey, 'list', pageSize, i18n.language],
    queryFn: ({ pageParam }) => request<Page<ProductCard>>('/customer/wishlist/list', { query: { page: pageParam, page_size: pageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: hasLogin,
  });
}

/** The ids of the (first 100) wishlisted products, shared by every heart on the page. */
export function useWishlistIds() {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: idsKey,
    queryFn: () => request<Page<ProductCard>>('/customer/wishlist/list', { query: { page: 1, page_size: 100 } }),
    select: (page) => new Set(page.list.map((p) => p.id)),
    enabled: hasLogin,
    staleTime: 30_000,
  });
}

/** The lists and the count that show the wishlist, fetched again. */
const refresh = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: wishlistKey }), client.invalidateQueries({ queryKey: userInfoKey })]);

function useWishlistMutation(path: '/customer/wishlist/add' | '/customer/wishlist/remove') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => request<{ count: number }>(path, { body: { product_id: productId } }),
    // Settles once the lists are fresh, so a heart never flips back for a moment.
    onSuccess: () => refresh(client),
  });
}

/** Saves a product outside a component: the heart a guest tapped, once they have logged in. */
export async function saveToWishlist(client: QueryClient, productId: number): Promise<void> {
  await request<{ count: number }>('/customer/wishlist/add', { body: { product_id: productId } });
  await refresh(client);
}

export const useAddToWishlist = () => useWishlistMutation('/customer/wishlist/add');
export const useRemoveFromWishlist = () => useWishlistMutation('/customer/wishlist/remove');

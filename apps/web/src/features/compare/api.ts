/**
 * Compare calls. A logged-in buyer's list lives on the server; a guest's ids live in local
 * storage (compare-store.ts) and each product is read from its detail call. The hooks answer
 * the same shape either way, and the guest's ids join the account's list at login.
 */
import type { ProductDetail } from '@agora/contract/catalog';
import { ErrorCode } from '@agora/contract/errors';
import { COMPARE_MAX } from '@agora/contract/wishlist';
import { type QueryClient, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { useHasLogin } from '../session/session-store';
import { compareStore, useGuestCompareIds } from './compare-store';

export const compareKey = ['compare'] as const;

/** What compare shows of a product (the detail call answers more; the compare list all but related products). */
export type CompareProduct = Pick<
  ProductDetail,
  'id' | 'name' | 'image' | 'price' | 'market_price' | 'deal_price' | 'rating' | 'rating_count' | 'sales' | 'brand' | 'category' | 'stock' | 'options'
>;
export interface CompareList {
  list: CompareProduct[];
  /** The union of the products' option names, in order of appearance: one table row each. */
  option_names: string[];
  max: number;
}

function useServerCompare(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...compareKey, 'list', i18n.language],
    queryFn: () => request<CompareList>('/customer/compare/list'),
    enabled,
    staleTime: 30_000,
  });
}

/** A guest's products, read one by one; a product that is gone leaves the list. */
function useGuestCompare(enabled: boolean) {
  const { i18n } = useTranslation();
  const ids = useGuestCompareIds();
  const results = useQueries({
    queries: (enabled ? ids : []).map((id) => ({
      queryKey: [...compareKey, 'product', id, i18n.language],
      queryFn: () => request<ProductDetail>(`/customer/product/detail/${id}`, { quiet: true }),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const gone = results.flatMap((r, i) => (r.error instanceof ApiError && r.error.code === ErrorCode.noData ? [ids[i] as number] : []));
  const goneKey = gone.join(',');
  useEffect(() => {
    for (const id of goneKey.split(',').filter(Boolean)) compareStore.remove(Number(id));
  }, [goneKey]);

  const list = results.flatMap((r) => (r.data ? [r.data] : []));
  return {
    data: { list, option_names: [...new Set(list.flatMap((p) => p.options.map((o) => o.name)))], max: COMPARE_MAX } satisfies CompareList,
    isPending: results.some((r) => r.isPending),
  };
}

/** The products to compare, for a logged-in buyer or a guest. */
export function useCompareList(): { data: CompareList | undefined; isPending: boolean } {
  const hasLogin = useHasLogin();
  const server = useServerCompare(hasLogin);
  const guest = useGuestCompare(!hasLogin);
  return hasLogin ? { data: server.data, isPending: server.isPending } : guest;
}

/** The ids in the compare list, to mark the products already added. */
export function useCompareIds(): number[] {
  const hasLogin = useHasLogin();
  const guestIds = useGuestCompareIds();
  const server = useServerCompare(hasLogin);
  return hasLogin ? (server.data?.list.map((p) => p.id) ?? []) : guestIds;
}

/** Adds a product: on the server for a logged-in buyer, in this browser for a guest (at most four). */
export function useAddToCompare() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const client = useQueryClient();
  const full = () => {
    const message = t('compare.full', { max: COMPARE_MAX });
    toast.emit({ message, kind: 'error' });
    return new Error(message);
  };
  return useMutation({
    mutationFn: async (productId: number) => {
      if (hasLogin) {
        // A full list reads the same for a logged-in buyer as for a guest, not as a refused parameter.
        await request<{ product_ids: number[] }>('/customer/compare/add', { body: { product_id: productId }, quiet: true }).catch((error: unknown) => {
          if (error instanceof ApiError && error.field === 'product_id' && error.reason === 'tooBig') throw full();
          if (error instanceof Error) toast.emit({ message: error.message, kind: 'error' });
          throw error;
        });
      } else if (compareStore.add(productId) === 'full') {
        throw full();
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: compareKey }),
  });
}

export function useRemoveFromCompare() {
  const hasLogin = useHasLogin();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => {
      if (hasLogin) await request<{ product_ids: number[] }>('/customer/compare/remove', { body: { product_id: productId } });
      else compareStore.remove(productId);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: compareKey }),
  });
}

/**
 * After a login: the guest's ids join the account's list and leave this browser. Loaded lazily
 * by the session code, so the first page does not carry compare.
 * A failed merge keeps the ids here; the next login tries again.
 */
export async function mergeGuestCompare(client: QueryClient): Promise<void> {
  const ids = compareStore.ids();
  if (ids.length === 0) return;
  try {
    await request<{ product_ids: number[] }>('/customer/compare/merge', { body: { product_ids: ids.join(',') }, quiet: true });
  } catch {
    return;
  }
  compareStore.clear();
  await client.invalidateQueries({ queryKey: compareKey });
}

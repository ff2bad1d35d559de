/**
 * Refund and return requests on the shop's orders (`/api/seller/refund/*`): a state's page, one
 * request (a notice's link), the count awaiting review (the menu's badge), the review and "goods
 * received". Each step answers the request as it is now and refreshes the list and the count; the
 * calls are quiet, and the page says what happened.
 * @example const list = useReceivedRefunds({ state: 'pending', page: 1 });
 */
import type { Page } from '@agora/contract/envelope';
import type { Refund, RefundState } from '@agora/contract/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';

const refundsKey = ['seller', 'refunds'] as const;
export const SELLER_REFUNDS_PAGE_SIZE = 20;

export function useReceivedRefunds({ state, page }: { state: RefundState | undefined; page: number }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...refundsKey, 'list', state ?? 'all', page, i18n.language],
    queryFn: () => request<Page<Refund>>('/seller/refund/received', { query: { state, page, page_size: SELLER_REFUNDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** One request of the shop's (a notice links to it by `?id=`). */
export function useReceivedRefund(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...refundsKey, 'one', id, i18n.language],
    queryFn: () => request<Refund>(`/seller/refund/${id}`),
    enabled: id !== null,
  });
}

/** How many requests await the shop's review: one row asked for, the total read. */
export function usePendingRefundCount(enabled: boolean) {
  return useQuery({
    queryKey: [...refundsKey, 'pending-count'],
    queryFn: async () => (await request<Page<Refund>>('/seller/refund/received', { query: { state: 'pending', page: 1, page_size: 1 }, quiet: true })).total,
    enabled,
    staleTime: 60_000,
  });
}

function useRefundStep<V extends Record<string, string | number>>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => request<Refund>(path, { body, quiet: true }),
    // Money moved: the dashboard and the orders follow too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: refundsKey }),
        client.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
        client.invalidateQueries({ queryKey: ['seller', 'orders'] }),
      ]),
  });
}

/** `approve` 1 pays a refund back at once (or has a return's goods sent back); 0 rejects with `reason`. */
export const useReviewRefund = () => useRefundStep<{ id: number; approve: 0 | 1; reason: string }>('/seller/refund/review');
export const useReceivedGoods = () => useRefundStep<{ id: number }>('/seller/refund/received-goods');

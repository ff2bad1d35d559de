/** The console's orders (`/api/admin/order/*`): the filtered list, its CSV, one order's detail, and the mall's cancel, delivery confirmation and notes. */
import type { Page } from '@agora/contract/envelope';
import type { AdminOrderDetail, AdminOrderFilter, AdminOrderRow } from '@agora/contract/orders-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { download } from '../../seller-centre/api/seller-request';
import { adminKey, PAGE_SIZE } from '../api/keys';

const ordersKey = [...adminKey, 'orders'] as const;

/** The filter as query fields (undefined ones are left out). */
const queryOf = (filter: AdminOrderFilter) => ({ ...filter }) as Record<string, string | number | undefined>;

export function useAdminOrders(filter: AdminOrderFilter, page: number) {
  return useQuery({
    queryKey: [...ordersKey, 'list', filter, page],
    queryFn: () => request<Page<AdminOrderRow>>('/admin/order/list', { query: { ...queryOf(filter), page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ordersKey, 'detail', id, i18n.language],
    queryFn: () => request<AdminOrderDetail>(`/admin/order/${id}`),
    enabled: id > 0,
  });
}

/** Downloads the filtered list as CSV (the same filters as the list). */
export function exportOrders(filter: AdminOrderFilter): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return download(`/admin/order/export${text ? `?${text}` : ''}`, 'orders.csv');
}

/** An action on one order; its answer is the order's new detail. Money may have moved: every console list and the books follow. */
function useOrderAction<I extends { id: number }>(path: string) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: I) => request<AdminOrderDetail>(path, { body: input as Record<string, string | number> }),
    onSuccess: (detail, input) => client.setQueryData([...ordersKey, 'detail', input.id, i18n.language], detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

export const useCancelOrder = () => useOrderAction<{ id: number; reason: string }>('/admin/order/cancel');
export const useDeliverOrder = () => useOrderAction<{ id: number }>('/admin/order/deliver');
export const useAddOrderNote = () => useOrderAction<{ id: number; body: string }>('/admin/order/note');

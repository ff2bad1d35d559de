/** The console's refunds (`/api/admin/refund/*`): requests of every shop by state, the decision on an escalated one, and the after-sales window. */
import type { Page } from '@agora/contract/envelope';
import type { AdminRefund, DecidedRefund, RefundState } from '@agora/contract/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE } from '../api/keys';

const refundsKey = [...adminKey, 'refunds'] as const;
const settingsKey = [...refundsKey, 'settings'] as const;

/** `state` undefined: every request. */
export function useAdminRefunds(state: RefundState | undefined, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...refundsKey, 'list', state ?? 'all', page, i18n.language],
    queryFn: () => request<Page<AdminRefund>>('/admin/refund/list', { query: { state, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Approve (pays it back, always: a shop whose balance is short then owes the mall, `shop_owes`) or
 * refuse with the reason the buyer and the seller read. Refusals show in the dialog, so no toast.
 */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) =>
      request<DecidedRefund>('/admin/refund/decide', { quiet: true, body: { id, approve: approve ? 1 : 0, reason } }),
    // Money moved: the books follow.
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

export type AfterSalesSettings = { after_sales_days: number };

export function useAfterSalesSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => request<AfterSalesSettings>('/admin/refund/settings') });
}

export function useSaveAfterSalesSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AfterSalesSettings) => request<AfterSalesSettings>('/admin/refund/settings', { quiet: true, body: settings }),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}

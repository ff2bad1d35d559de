/**
 * The buyer's after-sales calls: a tab's requests a page at a time, one request, what each line of
 * an order may still ask for, and the steps (apply, cancel, schedule the send-back, escalate).
 * The steps are quiet: their form or dialog shows a refusal beside the field it is about. Each
 * step, done or refused, fetches the requests, the orders, the wallet and the bell again (a
 * refusal usually means the request moved on meanwhile; a step sends a notice).
 */
import type { Page } from '@agora/contract/envelope';
import type { Refund, RefundApplyInput, RefundEligibility } from '@agora/contract/refunds';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';
import { useHasLogin } from '../session/session-store';
import { type RefundTab, TAB_STATES } from './refund-state';

export const refundsKey = ['refunds'] as const;
export const REFUNDS_PAGE_SIZE = 10;
/** One tab's requests, newest first, a page at a time (a tab of several states asks for them all at once). */
export function useRefunds(tab: RefundTab, page: number) {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...refundsKey, 'list', tab, page, i18n.language],
    queryFn: () =>
      request<Page<Refund>>('/customer/refund/list', {
        query: { page, page_size: REFUNDS_PAGE_SIZE, ...(tab === 'all' ? {} : { state: TAB_STATES[tab].join(',') }) },
      }),
    enabled: hasLogin,
    placeholderData: keepPreviousData,
  });
}

/** One of the buyer's requests (quiet: another's or a missing one is "not found" on the page). */
export function useRefund(id: number) {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...refundsKey, 'one', id, i18n.language],
    queryFn: () => request<Refund>(`/customer/refund/${id}`, { quiet: true }),
    enabled: hasLogin && id > 0,
  });
}

/** Per line of one of the buyer's orders: what a new request may ask for, and the open request holding it. */
export function useRefundEligibility(orderId: number, enabled = true) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...refundsKey, 'eligibility', orderId],
    queryFn: () => request<RefundEligibility>('/customer/refund/eligibility', { query: { order_id: orderId }, quiet: true }),
    enabled: hasLogin && enabled && orderId > 0,
  });
}

const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: refundsKey }),
    client.invalidateQueries({ queryKey: ['orders'] }),
    client.invalidateQueries({ queryKey: ['wallet'] }),
    client.invalidateQueries({ queryKey: userInfoKey }),
  ]);

function useRefundStep<V extends Record<string, string | number | undefined>>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => request<Refund>(path, { body, quiet: true }),
    onSettled: () => refresh(client),
  });
}

export type ApplyBody = Omit<RefundApplyInput, 'images' | 'description'> & { description: string; images: string };

export const useApplyRefund = () => useRefundStep<ApplyBody>('/customer/refund/apply');
export const useCancelRefund = () => useRefundStep<{ id: number }>('/customer/refund/cancel');
export const useScheduleReturn = () => useRefundStep<{ id: number; log_sn: string; date: string }>('/customer/refund/schedule');
export const useEscalateRefund = () => useRefundStep<{ id: number; reason: string }>('/customer/refund/escalate');

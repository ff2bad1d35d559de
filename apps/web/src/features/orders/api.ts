/**
 * The buyer's order calls: a tab's page with every tab's count, one order, the actions (pay,
 * cancel, confirm receipt, review a line) and tracking. Actions are quiet (their dialog shows a
 * refusal itself); each one, done or refused, fetches the orders again, since a refusal usually
 * means the order moved on meanwhile (the seller shipped it).
 */

import type { CardCheck, CardIntent } from '@agora/contract/checkout';
import type { Page } from '@agora/contract/envelope';
import type { Order, OrderTab } from '@agora/contract/orders';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import type { StripeCardHandle } from '../checkout/stripe-card';
import { userInfoKey } from '../session/api';
import { useHasLogin } from '../session/session-store';

export const ordersKey = ['orders'] as const;
export const ORDERS_PAGE_SIZE = 10;

export type OrderPage = Page<Order> & { counts: Record<OrderTab, number> };

/** One tab's orders, newest first, a page at a time, with every tab's count. */
export function useOrders(status: OrderTab, page: number, pageSize = ORDERS_PAGE_SIZE) {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...ordersKey, 'list', status, page, pageSize, i18n.language],
    queryFn: () => request<OrderPage>('/customer/order/list', { query: { status, page, page_size: pageSize } }),
    enabled: hasLogin,
    placeholderData: keepPreviousData,
  });
}

/** Every tab's count (the dashboard's figure), from the smallest page the list answers. */
export function useOrderCounts() {
  const orders = useOrders('all', 1, 1);
  return orders.data?.counts;
}

export function useOrder(id: number) {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...ordersKey, 'detail', id, i18n.language],
    queryFn: () => request<Order>(`/customer/order/detail/${id}`, { quiet: true }),
    enabled: hasLogin && id > 0,
  });
}

/** An order for anyone holding its number and email; asked only once both are given. */
export function useTrackedOrder(query: { order_sn: string; email: string } | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['order-track', query?.order_sn, query?.email, i18n.language],
    queryFn: () => request<Order>('/order/track', { query: query ?? undefined, quiet: true }),
    enabled: query !== null,
  });
}

/** The wallet's balance, for the pay dialog. */
export function useBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'balance'],
    queryFn: () => request<{ balance: number; frozen: number }>('/customer/info/get_user_balance'),
    enabled,
    staleTime: 0,
  });
}

/** The orders, the wallet and the user info (the bell's count: every action sends a notice) fetched again. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ordersKey }),
    client.invalidateQueries({ queryKey: ['wallet'] }),
    client.invalidateQueries({ queryKey: userInfoKey }),
  ]);

function useOrderAction<V extends Record<string, string | number | undefined>, R = Order>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => request<R>(path, { body, quiet: true }),
    onSettled: () => refresh(client),
  });
}

/**
 * Pays an unpaid order by card in Stripe's Payment Element: the card is checked, the order's
 * intent made, confirmed in the page (3-D Secure included), and the server asked how it stands.
 * Answers true when paid; throws an Error with Stripe's or the server's message otherwise.
 */
export function usePayInStripe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, card }: { id: number; card: StripeCardHandle }) => {
      const problem = await card.submit();
      if (problem) throw new Error(problem);
      const intent = await request<CardIntent>('/customer/order/card_intent', { body: { id }, quiet: true });
      const declined = await card.confirm(intent.client_secret);
      const check = await request<CardCheck>('/customer/order/card_check', { body: { payment_id: intent.payment_id }, quiet: true });
      if (check.status === 'succeeded' || check.status === 'pending') return check.status === 'succeeded';
      throw new Error(declined ?? i18n.t('orders.refused.cardDeclined'));
    },
    onSettled: () => refresh(client),
  });
}

export interface PayInput extends Record<string, string | number | undefined> {
  id: number;
  payment_method: 'wallet' | 'card';
  card_number?: string;
  card_exp?: string;
  card_cvc?: string;
  card_name?: string;
  /** The wallet PIN, asked when paying from the wallet. */
  pin?: string;
}

export const usePayOrder = () => useOrderAction<PayInput>('/customer/order/pay');
export const useCancelOrder = () => useOrderAction<{ id: number; cancel_remark: string }>('/customer/order/cancel');
export const useConfirmReceipt = () => useOrderAction<{ id: number }>('/customer/order/confirm');
export const useReviewLine = () =>
  useOrderAction<{ order_item_id: number; rating: number; comment: string; images: string }, { id: number }>('/customer/order/comment');

/**
 * The shop's orders (`/api/seller/order/*`): a tab's page searched by order number, buyer email or
 * name, with every tab's count; ship, the delivery steps and cash on delivery received. Each move
 * answers the order as it is now and refreshes the list; the calls are quiet, and the page says
 * what happened (a refusal usually means the order moved on meanwhile: the buyer cancelled it).
 */
import type { Page } from '@agora/contract/envelope';
import type { Order, OrderTab } from '@agora/contract/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';

const ordersKey = ['seller', 'orders'] as const;
export const SHOP_ORDERS_PAGE_SIZE = 20;

export interface ShopOrderFilter {
  status: OrderTab;
  q: string;
  page: number;
}

export function useShopOrders(filter: ShopOrderFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ordersKey, filter, i18n.language],
    queryFn: () =>
      request<Page<Order> & { counts: Record<OrderTab, number> }>('/seller/order/list', {
        query: { status: filter.status, q: filter.q || undefined, page: filter.page, page_size: SHOP_ORDERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

function useOrderMove<V extends Record<string, string | number>>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => request<Order>(path, { body, quiet: true }),
    // The dashboard's figures follow the orders too.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ordersKey }), client.invalidateQueries({ queryKey: ['seller', 'dashboard'] })]),
  });
}

export const useShipOrder = () => useOrderMove<{ id: number; log_sn: string; arrival_method: string }>('/seller/order/ship');
export const useSetDelivery = () => useOrderMove<{ id: number; delivery_status: 'in_transit' | 'delivered' }>('/seller/order/delivery');
export const useMarkPaid = () => useOrderMove<{ id: number }>('/seller/order/paid');

/** Home page product sections. */

import type { ProductCard } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

export function useNewProducts(pageSize = 12) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['products', 'new', pageSize, i18n.language],
    queryFn: () => request<Page<ProductCard>>('/customer/product/get_new', { query: { page: 1, page_size: pageSize } }),
    staleTime: 60_000,
  });
}

export function useSubscribe() {
  return (email: string) => request<{ email: string }>('/customer/index/subscribe', { body: { email }, quiet: true });
}

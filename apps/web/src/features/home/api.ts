/** Home page product sections. */

import type { ProductCard } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

/** One home section: `get_new`, `get_recommend` or `get_hot_list`, first page. */
export function useHomeProducts(list: 'get_new' | 'get_recommend' | 'get_hot_list', pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['products', list, pageSize, i18n.language],
    queryFn: () => request<Page<ProductCard>>(`/customer/product/${list}`, { query: { page: 1, page_size: pageSize } }),
    staleTime: 60_000,
  });
}

export function useSubscribe() {
  return (email: string) => request<{ email: string }>('/customer/index/subscribe', { body: { email }, quiet: true });
}

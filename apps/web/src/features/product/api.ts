/** The product page's calls: detail, reviews and the delivery estimate. */
import type { ProductDetail, ReviewPage } from '@agora/contract/catalog';
import type { ShippingEstimate } from '@agora/contract/shipping';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

export function useProductDetail(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['product', id, i18n.language],
    // Quiet: the page shows a missing product as its own not-found state, not also as a toast.
    queryFn: () => request<ProductDetail>(`/customer/product/detail/${id}`, { quiet: true }),
    enabled: id > 0,
    staleTime: 30_000,
  });
}

/** Which reviews to show: all, one star rating, or those with pictures. */
export type ReviewFilter = 'all' | 'photos' | 1 | 2 | 3 | 4 | 5;

export function useReviews(id: number, filter: ReviewFilter = 'all') {
  return useInfiniteQuery({
    queryKey: ['reviews', id, filter],
    queryFn: ({ pageParam }) =>
      request<ReviewPage>(`/customer/product/reviews/${id}`, {
        query: {
          page: pageParam,
          page_size: 5,
          star: typeof filter === 'number' ? filter : undefined,
          with_photos: filter === 'photos' ? 1 : undefined,
        },
      }),
    // The breakdown stays on screen while another filter's first page loads.
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id > 0,
  });
}

/** Delivery of `quantity` of the variant to `country` (null: the buyer's default address's, or every channel for a guest). */
export function useShippingEstimate(productId: number, variantId: number | null, quantity: number, country: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['shipping-estimate', productId, variantId, quantity, country, i18n.language],
    queryFn: () =>
      request<ShippingEstimate>('/customer/product/shipping', {
        query: { product_id: productId, variant_id: variantId ?? 0, quantity, country: country ?? undefined },
        quiet: true,
      }),
    enabled: productId > 0 && variantId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

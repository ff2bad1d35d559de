/** A category's or a brand's products, with the buyer's sort and filters. */
import type { ProductList } from '@agora/contract/catalog';
import { ErrorCode } from '@agora/contract/errors';
import type { Category } from '@agora/contract/site';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api-client';
import type { FilterState } from './filter-params';

export const LISTING_PAGE_SIZE = 24;

/** A page of products, the brands of the listing (for the brand filter) and its category or brand. */
type Listing = ProductList & { category?: Category; brand?: { id: number; name: string; logo: string } };

export function useListing(source: { categoryId?: number; brandId?: number }, filters: FilterState) {
  const { i18n } = useTranslation();
  const query = {
    page_size: LISTING_PAGE_SIZE,
    sort: filters.sort,
    min_price: filters.min_price,
    max_price: filters.max_price,
    brand_id: filters.brand_ids.length ? filters.brand_ids.join(',') : undefined,
  };
  return useQuery({
    queryKey: ['listing', source, filters, i18n.language],
    // Quiet: a category or brand the mall does not have is the page's not-found state, not a toast
    // as well (listing-page.tsx); the filters are checked before they are sent.
    queryFn: () =>
      source.categoryId
        ? request<Listing>(`/category/${source.categoryId}/${filters.page}`, { query, quiet: true })
        : request<Listing>(`/brand/${source.brandId}`, { query: { ...query, page: filters.page }, quiet: true }),
    enabled: Boolean(source.categoryId || source.brandId),
    placeholderData: keepPreviousData,
    // An unknown category or brand answers 2000019; asking again would not change that.
    retry: (failures, error) => !(error instanceof ApiError && error.code === ErrorCode.noData) && failures < 2,
  });
}

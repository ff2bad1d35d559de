/**
 * The console's shops, products and reviews across the mall (`/api/admin/shop|product|review/*`):
 * the lists with their filters, and the decisions. A decision refreshes every console list (a
 * suspension changes the products' states too).
 */
import type { Page } from '@agora/contract/envelope';
import type {
  AdminProduct,
  AdminProductState,
  AdminReview,
  AdminShop,
  AdminShopState,
  ProductStanding,
  ReviewStanding,
  ShopStanding,
} from '@agora/contract/shops-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE } from '../api/keys';

const shopsKey = [...adminKey, 'all-shops'] as const;
const allProductsKey = [...adminKey, 'all-products'] as const;
const reviewsKey = [...adminKey, 'reviews'] as const;

export function useAllShops(filter: { q?: string; state?: AdminShopState }, page: number) {
  return useQuery({
    queryKey: [...shopsKey, filter, page],
    queryFn: () => request<Page<AdminShop>>('/admin/shop/list', { query: { ...filter, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export interface ProductFilter {
  q?: string;
  shop_id?: number;
  state?: AdminProductState;
  featured?: 'hot' | 'recommended';
}

export function useAllProducts(filter: ProductFilter, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...allProductsKey, filter, page, i18n.language],
    queryFn: () => request<Page<AdminProduct>>('/admin/product/list', { query: { ...filter, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export interface ReviewFilter {
  q?: string;
  product_id?: number;
  shop_id?: number;
  hidden?: 0 | 1;
  rating?: number;
}

export function useAllReviews(filter: ReviewFilter, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...reviewsKey, filter, page, i18n.language],
    queryFn: () => request<Page<AdminReview>>('/admin/review/list', { query: { ...filter, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** A write whose answer refreshes the console's lists; errors show as the request layer's toast. */
function useDecision<I extends Record<string, string | number>, T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<T>(path, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

export const useSuspendShop = () => useDecision<{ id: number; reason: string }, ShopStanding>('/admin/shop/suspend');
export const useResumeShop = () => useDecision<{ id: number; reason: string }, ShopStanding>('/admin/shop/resume');
export const useTakeOffSale = () => useDecision<{ id: number; reason: string }, ProductStanding>('/admin/product/off-sale');
export const useFeatureProduct = () => useDecision<{ id: number; recommended: number; hot: number }, ProductStanding>('/admin/product/feature');
export const useHideReview = () => useDecision<{ id: number; reason: string }, ReviewStanding>('/admin/review/hide');
export const useRestoreReview = () => useDecision<{ id: number }, ReviewStanding>('/admin/review/restore');

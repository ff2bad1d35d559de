/**
 * The seller centre's calls (`/api/seller/*`), one hook each; mutations refresh what they change.
 * Every call acts on the caller's own shop (the server decides which).
 */
import type { Page } from '@agora/contract/envelope';
import type { Lang } from '@agora/contract/locale';
import type { ProductPreview } from '@agora/contract/product-preview';
import type {
  ImportProblem,
  ProductSaveInput,
  SellerDashboard,
  SellerProduct,
  SellerProductRow,
  SellerProductStatus,
  ShopSettings,
  ShopSettingsInput,
} from '@agora/contract/seller';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { postJson, sendFile } from './seller-request';

const keys = {
  dashboard: ['seller', 'dashboard'] as const,
  shop: ['seller', 'shop'] as const,
  products: ['seller', 'products'] as const,
  product: (id: number) => ['seller', 'product', id] as const,
};

export function useDashboard() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...keys.dashboard, i18n.language], queryFn: () => request<SellerDashboard>('/seller/dashboard') });
}

export const useShopSettings = (enabled = true) => useQuery({ queryKey: keys.shop, queryFn: () => request<ShopSettings>('/seller/shop'), enabled });

export function useSaveShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => postJson<ShopSettings>('/seller/shop', input, { quiet: true }),
    onSuccess: (shop) => client.setQueryData(keys.shop, shop),
  });
}

export interface ProductListFilter {
  status?: SellerProductStatus;
  q?: string;
  page: number;
}

export function useSellerProducts(filter: ProductListFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...keys.products, filter, i18n.language],
    queryFn: () =>
      request<Page<SellerProductRow>>('/seller/product/list', { query: { status: filter.status, q: filter.q || undefined, page: filter.page, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export const useSellerProduct = (id: number) =>
  useQuery({ queryKey: keys.product(id), queryFn: () => request<SellerProduct>(`/seller/product/${id}`), enabled: id > 0, staleTime: 0 });

/**
 * One of the shop's saved products as buyers will see it, whatever its status, in `lang`
 * (`GET /api/seller/product/:id/preview`). Under the product's key, so a save refreshes it.
 */
export const useSellerProductPreview = (id: number, lang: Lang) =>
  useQuery({
    queryKey: [...keys.product(id), 'preview', lang],
    // Quiet: the preview says itself when there is nothing to show.
    queryFn: () => request<ProductPreview>(`/seller/product/${id}/preview`, { lang, quiet: true }),
    enabled: id > 0,
    staleTime: 0,
  });

export interface SaveResult {
  id: number;
  status: string;
  in_review: boolean;
}

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductSaveInput) => postJson<SaveResult>('/seller/product/save', input, { quiet: true }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: keys.products });
      void client.invalidateQueries({ queryKey: keys.dashboard });
      void client.invalidateQueries({ queryKey: keys.product(result.id) });
    },
  });
}

export function useSetOnSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; on_sale: 0 | 1 }) => request<unknown>('/seller/product/on-sale', { body: input }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.products });
      void client.invalidateQueries({ queryKey: keys.dashboard });
    },
  });
}

export const useApplyStock = () =>
  useMutation({
    mutationFn: (input: { variant_id: number; quantity: number; remark: string }) => request<unknown>('/seller/stock/apply', { body: input, quiet: true }),
  });

export interface Upload {
  path: string;
  thumb: string;
  url: string;
  width: number;
  height: number;
}

/** One picture to `/api/upload`, with its progress (0–1). */
export const uploadImage = (file: File, onProgress?: (fraction: number) => void) => sendFile<Upload>('/upload', file, onProgress, { quiet: true });

export interface ImportResult {
  created: number;
  updated: number;
  in_review: number;
}
export type { ImportProblem };

export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendFile<ImportResult>('/seller/product/import', file, undefined, { quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['seller'] }),
  });
}

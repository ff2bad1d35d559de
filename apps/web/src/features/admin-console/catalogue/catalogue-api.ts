/**
 * The console's catalogue calls: the category tree (`/api/admin/category/*`) and the brands
 * (`/api/admin/brand/*`). Writes are quiet (their dialog shows a refusal) and refresh the console's
 * lists and the storefront's menus and brand lists.
 */
import type { AdminBrand, AdminCategory, BrandSaveInput, CategorySaveInput } from '@agora/contract/catalogue-admin';
import type { Page } from '@agora/contract/envelope';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE } from '../api/keys';

const catalogueKey = [...adminKey, 'catalogue'] as const;
type Body = Record<string, string | number | undefined>;

const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: catalogueKey }),
    client.invalidateQueries({ queryKey: ['categories'] }),
    client.invalidateQueries({ queryKey: ['brands'] }),
  ]);

/** Names come in the operator's language (else English), so the language is part of the key. */
export function useAdminCategories() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...catalogueKey, 'categories', i18n.language], queryFn: () => request<AdminCategory[]>('/admin/category/list') });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CategorySaveInput>) => request<AdminCategory>('/admin/category/save', { quiet: true, body: input as Body }),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<{ id: number }>('/admin/category/delete', { quiet: true, body: { id } }),
    onSuccess: () => refresh(client),
  });
}

export function useAdminBrands(page: number, q: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...catalogueKey, 'brands', i18n.language, page, q],
    queryFn: () => request<Page<AdminBrand>>('/admin/brand/list', { query: { page, page_size: PAGE_SIZE, ...(q ? { q } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<BrandSaveInput>) => request<AdminBrand>('/admin/brand/save', { quiet: true, body: input as Body }),
    onSuccess: () => refresh(client),
  });
}

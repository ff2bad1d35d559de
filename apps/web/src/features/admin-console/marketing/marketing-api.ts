/**
 * The console's flash deals (`/api/admin/flash-deal/*`) and adverts (`/api/admin/advert/*`).
 * Writes are quiet (their form shows a refusal) and refresh the console's lists and what this
 * tab's storefront caches (adverts, deals, product pages), so a change shows at once here too.
 */
import type { AdminAdvert, AdminFlashDeal, AdminFlashDealList, DealVariant } from '@agora/contract/marketing-admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { adminKey } from '../api/keys';

const marketingKey = [...adminKey, 'marketing'] as const;
type Body = Record<string, string | number | undefined>;

const refresh = (client: QueryClient, storefront: string[]) =>
  Promise.all([client.invalidateQueries({ queryKey: marketingKey }), ...storefront.map((key) => client.invalidateQueries({ queryKey: [key] }))]);

/** Titles come in the operator's language (else English), so the language is part of the key. */
export function useFlashDeals() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...marketingKey, 'deals', i18n.language], queryFn: () => request<AdminFlashDealList>('/admin/flash-deal/list') });
}

export function useDealVariants(keyword: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...marketingKey, 'variants', keyword, i18n.language],
    queryFn: () => request<{ list: DealVariant[]; total: number }>('/admin/flash-deal/variants', { query: { keyword } }).then((d) => d.list),
    enabled: keyword.trim().length > 0,
  });
}

/** What the deal editor sends: the titles, the window as ISO instants, the items as JSON text. */
export type DealDraftBody = Body & { starts_at: string; ends_at: string; items: string };

export function useSaveFlashDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DealDraftBody) => request<AdminFlashDeal>('/admin/flash-deal/save', { quiet: true, body }),
    onSuccess: () => refresh(client, ['flash-deals', 'flash-deal', 'product']),
  });
}

export function useEndFlashDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<AdminFlashDeal>('/admin/flash-deal/end', { body: { id } }),
    onSuccess: () => refresh(client, ['flash-deals', 'flash-deal', 'product']),
  });
}

export function useAdminAdverts() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...marketingKey, 'adverts', i18n.language],
    queryFn: () => request<{ list: AdminAdvert[]; total: number; server_time: string }>('/admin/advert/list'),
  });
}

export function useSaveAdvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<AdminAdvert>('/admin/advert/save', { quiet: true, body }),
    onSuccess: () => refresh(client, ['adverts']),
  });
}

export function useDeleteAdvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<{ id: number }>('/admin/advert/delete', { body: { id } }),
    onSuccess: () => refresh(client, ['adverts']),
  });
}

/**
 * The console's settings calls: currencies (`/api/admin/currency/*`), languages
 * (`/api/admin/language/*`) and the website config (`/api/admin/site/config`). Writes are quiet
 * (their form or row shows a refusal) and refresh the console's lists and what this tab's
 * storefront caches (currencies, languages, website config), so a change shows at once here too.
 */
import type { CurrencyAdmin, LanguageAdmin, SiteConfig, SiteConfigInput } from '@agora/contract/settings-admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey } from '../api/keys';

const settingsKey = [...adminKey, 'settings'] as const;
const currenciesKey = [...settingsKey, 'currencies'] as const;
const languagesKey = [...settingsKey, 'languages'] as const;
const siteKey = [...settingsKey, 'site'] as const;

const refresh = (client: QueryClient, storefrontKey: string) =>
  Promise.all([client.invalidateQueries({ queryKey: settingsKey }), client.invalidateQueries({ queryKey: [storefrontKey] })]);

export const useAdminCurrencies = () =>
  useQuery({ queryKey: currenciesKey, queryFn: () => request<{ list: CurrencyAdmin[]; total: number }>('/admin/currency/list').then((d) => d.list) });

/** What the currency form sends: the rate as typed (a decimal), `is_new` when adding. */
export interface CurrencyDraft {
  code: string;
  symbol: string;
  rate: string;
  /** Digits after the point prices show (0–3); not sent, kept (a new code takes its ISO number). */
  decimals?: number;
  enabled?: 0 | 1;
  sort?: number;
  is_new?: 0 | 1;
}

export function useSaveCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: CurrencyDraft) => request<CurrencyAdmin>('/admin/currency/save', { quiet: true, body: { ...draft } }),
    onSuccess: () => refresh(client, 'currencies'),
  });
}

export const useAdminLanguages = () =>
  useQuery({ queryKey: languagesKey, queryFn: () => request<{ list: LanguageAdmin[]; total: number }>('/admin/language/list').then((d) => d.list) });

export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; enabled?: 0 | 1; sort?: number }) => request<LanguageAdmin>('/admin/language/save', { quiet: true, body: input }),
    onSuccess: () => refresh(client, 'languages'),
  });
}

export const useSiteConfig = () => useQuery({ queryKey: siteKey, queryFn: () => request<SiteConfig>('/admin/site/config'), staleTime: 0 });

export function useSaveSiteConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteConfigInput) => request<SiteConfig>('/admin/site/config', { quiet: true, body: { ...input } }),
    onSuccess: () => refresh(client, 'website_config'),
  });
}

/**
 * The rows' new order after moving one up or down: each row's wanted `sort` is its place, and
 * only the rows whose sort changes are saved (two, unless earlier sorts tied or had gaps).
 * @example reorder(rows, 3, -1) // [{ row: rows[3], sort: 2 }, { row: rows[2], sort: 3 }]
 */
export function reorder<T extends { sort: number }>(rows: T[], index: number, step: -1 | 1): { row: T; sort: number }[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return [];
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved.flatMap((row, place) => (row.sort === place ? [] : [{ row, sort: place }]));
}

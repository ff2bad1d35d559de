/** Currencies and languages: loaded first at start-up, kept for the whole visit. */
import type { Currency, Language } from '@agora/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const currenciesQuery = {
  queryKey: ['currencies'],
  queryFn: () => request<{ list: Currency[] }>('/customer/index/get_currency', { quiet: true }).then((d) => d.list),
  staleTime: Number.POSITIVE_INFINITY,
};

export const languagesQuery = {
  queryKey: ['languages'],
  queryFn: () => request<{ list: Language[] }>('/customer/index/get_languages', { quiet: true }).then((d) => d.list),
  staleTime: Number.POSITIVE_INFINITY,
};

export const useCurrencies = () => useQuery(currenciesQuery);
export const useLanguages = () => useQuery(languagesQuery);

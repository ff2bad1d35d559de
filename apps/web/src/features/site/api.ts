/** Start-up site data: adverts, website config, brands, categories (prefetched by the boot gate). */
import type { Page } from '@agora/contract/envelope';
import type { AdvertGroups, Brand, Category, WebsiteConfig } from '@agora/contract/site';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { setStaticBase } from '../../lib/media';

/** Home shows the top 10 brands and categories. */
export const HOME_TOP = 10;

export const advertsQuery = (lang: string) => ({
  queryKey: ['adverts', lang],
  queryFn: () => request<AdvertGroups>('/customer/index/store', { query: { type: 'advert' } }),
  staleTime: 300_000,
});

export const websiteConfigQuery = {
  queryKey: ['website_config'],
  queryFn: async () => {
    const config = await request<WebsiteConfig>('/customer/index/store', { query: { type: 'website_config' } });
    setStaticBase(config.static_base_url);
    return config;
  },
  staleTime: Number.POSITIVE_INFINITY,
};

/** Brand names come in the reader's language (else English), so the language is part of the key. */
export const brandsQuery = (pageSize: number, lang: string) => ({
  queryKey: ['brands', pageSize, lang],
  queryFn: () => request<Page<Brand>>('/customer/index/get-all-brand', { body: { page: 1, page_size: pageSize } }),
  staleTime: 300_000,
});

export const categoriesQuery = (pageSize: number, lang: string) => ({
  queryKey: ['categories', pageSize, lang],
  queryFn: () => request<Page<Category>>('/customer/index/get-all-category', { body: { page: 1, page_size: pageSize } }),
  staleTime: 300_000,
});

export function useAdverts() {
  const { i18n } = useTranslation();
  return useQuery(advertsQuery(i18n.language));
}

export const useWebsiteConfig = () => useQuery(websiteConfigQuery);

export function useBrands(pageSize = HOME_TOP) {
  const { i18n } = useTranslation();
  return useQuery(brandsQuery(pageSize, i18n.language));
}

export function useCategories(pageSize = HOME_TOP) {
  const { i18n } = useTranslation();
  return useQuery(categoriesQuery(pageSize, i18n.language));
}

/** Every category (top level with children) in one answer: the header menu, the category page and trails read it. */
export const CATEGORY_TREE_SIZE = 100;

/**
 * The whole category tree. The home page's top 10 (asked for at start-up) already is the whole
 * tree when the mall has at most 10 top-level categories, and then nothing more is asked.
 */
export function useCategoryTree({ enabled = true } = {}) {
  const { i18n } = useTranslation();
  const top = useQuery({ ...categoriesQuery(HOME_TOP, i18n.language), enabled });
  const whole = top.data !== undefined && top.data.list.length >= top.data.total;
  const all = useQuery({ ...categoriesQuery(CATEGORY_TREE_SIZE, i18n.language), enabled: enabled && top.data !== undefined && !whole });
  return whole || top.isError ? top : all;
}

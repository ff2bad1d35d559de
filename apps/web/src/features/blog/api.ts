/**
 * The blog of daily news, for readers: categories with their counts, a category's articles a page
 * at a time, one article with its related ones, and the home page's latest few. Every answer is
 * in the reader's language (English where an article is not translated), so the language is part
 * of each key.
 */
import type { Page } from '@agora/contract/envelope';
import type { BlogArticle, BlogArticleCard, BlogCategory } from '@agora/contract/pages-content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

export const BLOG_PAGE_SIZE = 9;

export function useBlogCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['blog', 'categories', i18n.language],
    queryFn: () => request<BlogCategory[]>('/blog/categories'),
    staleTime: 300_000,
  });
}

/** `categoryId` 0: every category. */
export function useBlogList(categoryId: number, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['blog', 'list', categoryId, page, i18n.language],
    queryFn: () => request<Page<BlogArticleCard>>('/blog/list', { query: { category_id: categoryId || undefined, page, page_size: BLOG_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Quiet: a draft or a missing article shows the page's own "not available" state. */
export function useBlogArticle(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['blog', 'detail', id, i18n.language],
    queryFn: () => request<BlogArticle>(`/blog/detail/${id}`, { quiet: true }),
    enabled: id > 0,
    staleTime: 60_000,
  });
}

export function useLatestArticles(limit: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['blog', 'latest', limit, i18n.language],
    queryFn: () => request<BlogArticleCard[]>('/blog/latest', { query: { limit } }),
    staleTime: 300_000,
  });
}

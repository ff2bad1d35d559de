/**
 * The console's content calls: the policy pages (`/api/admin/policy/*`), the blog's articles and
 * categories (`/api/admin/blog/*`) and the contact details (`/api/admin/site/contact`). Writes are
 * quiet (their form shows a refusal) and refresh the lists and the storefront's cached pages.
 */
import type { Page } from '@agora/contract/envelope';
import type {
  AdminBlogArticle,
  AdminBlogCategory,
  AdminBlogSummary,
  AdminPolicy,
  AdminPolicySummary,
  BlogCategorySaveInput,
  BlogSaveInput,
  PolicyKey,
  PolicySaveInput,
} from '@agora/contract/pages-content';
import type { SiteContact, SiteContactInput } from '@agora/contract/site';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE } from '../api/keys';

const contentKey = [...adminKey, 'content'] as const;
type Body = Record<string, string | number | undefined>;

/** The console's lists, and what buyers read (policies, blog, website config), are stale after a write. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: contentKey }),
    client.invalidateQueries({ queryKey: ['policy'] }),
    client.invalidateQueries({ queryKey: ['blog'] }),
  ]);

/** Titles come in the operator's language (else English), so the language is part of the key. */
export function usePolicies() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...contentKey, 'policies', i18n.language], queryFn: () => request<AdminPolicySummary[]>('/admin/policy/list') });
}

export const usePolicyForEditing = (key: PolicyKey) =>
  useQuery({ queryKey: [...contentKey, 'policy', key], queryFn: () => request<AdminPolicy>(`/admin/policy/${key}`), staleTime: 0 });

export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PolicySaveInput) => request<AdminPolicy>('/admin/policy/save', { quiet: true, body: input as Body }),
    onSuccess: () => refresh(client),
  });
}

export function usePublishPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: PolicyKey; published: 0 | 1 }) => request<AdminPolicySummary>('/admin/policy/publish', { body: input }),
    onSuccess: () => refresh(client),
  });
}

export type BlogStatus = 'all' | 'published' | 'draft';

/** Titles and category names come in the operator's language (else English). */
export function useAdminArticles(status: BlogStatus, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...contentKey, 'articles', status, page, i18n.language],
    queryFn: () =>
      request<Page<AdminBlogSummary>>('/admin/blog/list', { query: { status: status === 'all' ? undefined : status, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export const useArticleForEditing = (id: number) =>
  useQuery({ queryKey: [...contentKey, 'article', id], queryFn: () => request<AdminBlogArticle>(`/admin/blog/${id}`), enabled: id > 0, staleTime: 0 });

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogSaveInput) => request<AdminBlogArticle>('/admin/blog/save', { quiet: true, body: input as Body }),
    onSuccess: () => refresh(client),
  });
}

export function usePublishArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; published: 0 | 1 }) => request<AdminBlogArticle>('/admin/blog/publish', { body: input }),
    onSuccess: () => refresh(client),
  });
}

/** A category's name in the operator's language, else English (the list answers every language's). */
export function useCategoryName(): (category: AdminBlogCategory) => string {
  const { i18n } = useTranslation();
  return (category) => (category as Record<string, unknown>)[`name_${i18n.language}`]?.toString() || category.name_en;
}

export const useAdminBlogCategories = () =>
  useQuery({ queryKey: [...contentKey, 'categories'], queryFn: () => request<AdminBlogCategory[]>('/admin/blog/categories') });

export function useSaveBlogCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogCategorySaveInput) => request<AdminBlogCategory>('/admin/blog/category/save', { quiet: true, body: input as Body }),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteBlogCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<{ id: number }>('/admin/blog/category/delete', { body: { id } }),
    onSuccess: () => refresh(client),
  });
}

export const useSiteContact = () => useQuery({ queryKey: [...contentKey, 'contact'], queryFn: () => request<SiteContact>('/admin/site/contact') });

export function useSaveSiteContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteContactInput) => request<SiteContact>('/admin/site/contact', { quiet: true, body: input as Body }),
    onSuccess: (saved) => {
      client.setQueryData([...contentKey, 'contact'], saved);
      return client.invalidateQueries({ queryKey: ['website_config'] });
    },
  });
}

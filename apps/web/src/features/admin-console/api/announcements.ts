/**
 * Announcements in the console: every one with all its languages, posting, rewriting, hiding
 * and deleting. Each change refreshes the lists (the readers' one too).
 */
import type { Page } from '@agora/contract/envelope';
import type { AdminAnnouncement } from '@agora/contract/notices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { announcementsKey, PAGE_SIZE } from './keys';

/** Every announcement, published or not, with all its languages (the console's list). */
export function useAllAnnouncements(page: number, pageSize = PAGE_SIZE) {
  return useQuery({
    queryKey: [...announcementsKey, 'all', page, pageSize],
    queryFn: () => request<Page<AdminAnnouncement>>('/admin/announcement/list', { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sends `title_<lang>` and `body_<lang>` (see announcement-draft.ts), with `id` to rewrite an
 * existing one; the server takes them as a form too.
 */
export function usePostAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, string> }) =>
      request<unknown>(id ? '/admin/announcement/update' : '/admin/announcement', { body: id ? { ...body, id } : body }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}

/** Publish (true) or take off the readers' lists (false). */
export function usePublishAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      request<unknown>('/admin/announcement/publish', { body: { id, published: published ? 1 : 0 } }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<unknown>('/admin/announcement/delete', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}

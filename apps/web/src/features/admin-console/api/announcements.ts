/**
 * Announcements: the list everyone reads (`systemnotify`, in the reader's language) and the
 * admin's new one. Posting refreshes the list.
 */
import type { Page } from '@agora/contract/envelope';
import type { Announcement } from '@agora/contract/notices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { announcementsKey, PAGE_SIZE } from './keys';

export function useAnnouncements(page: number, pageSize = PAGE_SIZE) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...announcementsKey, page, pageSize, i18n.language],
    queryFn: () => request<Page<Announcement>>('/customer/index/systemnotify', { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Sends `title_<lang>` and `body_<lang>` (see announcement-draft.ts); the server takes them as a form too. */
export function usePostAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) => request<unknown>('/admin/announcement', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKey }),
  });
}

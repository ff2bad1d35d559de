/**
 * Notice calls: the caller's notices (unread or read, a page at a time), announcements (anyone),
 * and read marks. A read mark writes the unread count it answers into the user info at once, so
 * the bell and the page agree without waiting for the live channel.
 */
import type { UserInfo } from '@agora/contract/auth';
import type { Page } from '@agora/contract/envelope';
import type { Announcement, Notice, NotifyFlag, UnreadCount } from '@agora/contract/notices';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { userInfoKey, useUserInfo } from '../session/api';
import { useHasLogin } from '../session/session-store';

export const noticesKey = ['notices'] as const;
const announcementsKey = ['announcements'] as const;
const PAGE_SIZE = 20;

const nextPage = (last: Page<unknown>) => (last.page * last.page_size < last.total ? last.page + 1 : undefined);

/** The caller's notices, newest first: `read` 0 the unread ones, 1 the read ones. */
export function useNotices(read: 0 | 1) {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useInfiniteQuery({
    queryKey: [...noticesKey, read, i18n.language],
    queryFn: ({ pageParam }) => request<Page<Notice>>('/customer/user/notices', { query: { page: pageParam, page_size: PAGE_SIZE, read } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: hasLogin,
  });
}

/** The mall's announcements, newest first; guests see them too. */
export function useAnnouncements(enabled: boolean) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...announcementsKey, i18n.language],
    queryFn: ({ pageParam }) => request<Page<Announcement>>('/customer/index/systemnotify', { query: { page: pageParam, page_size: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** Writes the unread count into the user info (the bell's source; nothing unread lowers its dot); answers whether it changed. */
export function setUnreadCount(client: QueryClient, count: number): boolean {
  const info = client.getQueryData<UserInfo>(userInfoKey);
  if (!info || info.notice.count === count) return false;
  client.setQueryData<UserInfo>(userInfoKey, { ...info, notice: { count }, notify: count === 0 ? 0 : info.notify });
  return true;
}

/**
 * The notices page is open: this session's notify flag (the bell's dot) goes down, on the server
 * and here, and again whenever it comes back up while the page stays open (a newer notice, which
 * the page shows). The notices themselves stay unread until read.
 */
export function useOpenNotices() {
  const client = useQueryClient();
  const hasLogin = useHasLogin();
  const flag = useUserInfo().data?.notify;
  useEffect(() => {
    if (!hasLogin || flag === 0) return;
    void request<NotifyFlag>('/customer/user/notices-opened', { method: 'POST', quiet: true })
      .then((answer) => {
        const info = client.getQueryData<UserInfo>(userInfoKey);
        if (info) client.setQueryData<UserInfo>(userInfoKey, { ...info, notify: answer.notify });
      })
      .catch(() => undefined);
  }, [hasLogin, flag, client]);
}

/** Shows `id` (or every notice) as read in the lists already loaded, where they are. */
function showRead(client: QueryClient, id: number | 'all') {
  client.setQueriesData<InfiniteData<Page<Notice>>>({ queryKey: noticesKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, list: page.list.map((n) => (id === 'all' || n.id === id ? { ...n, read: 1 } : n)) })),
        }
      : data,
  );
}

/** Whether `id` is an unread notice in a list already loaded. */
function isShownUnread(client: QueryClient, id: number) {
  return client
    .getQueriesData<InfiniteData<Page<Notice>>>({ queryKey: noticesKey })
    .some(([, data]) => data?.pages.some((page) => page.list.some((n) => n.id === id && n.read === 0)));
}

/**
 * Marks one notice (or `all`) read. The notices shown stay where they are, now read, so a notice
 * does not jump out of the unread tab while it is being read; the read tab is fetched again.
 * The count and the marks change before the request is sent: the live channel announces the new
 * count as the server commits, often before this answer arrives, and finding the count already
 * there it leaves the lists alone instead of fetching the unread tab again (which emptied it).
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => request<UnreadCount>('/customer/user/notice-read', { query: { id } }),
    onMutate: (id) => {
      const count = client.getQueryData<UserInfo>(userInfoKey)?.notice.count;
      if (count !== undefined && (id === 'all' || isShownUnread(client, id))) setUnreadCount(client, id === 'all' ? 0 : Math.max(0, count - 1));
      showRead(client, id);
    },
    onSuccess: ({ count }, id) => {
      setUnreadCount(client, count);
      showRead(client, id);
      void client.invalidateQueries({ queryKey: [...noticesKey, 1] });
    },
    // Refused or lost: what the server holds, fetched again.
    onError: () => {
      void client.invalidateQueries({ queryKey: userInfoKey });
      void client.invalidateQueries({ queryKey: noticesKey });
    },
  });
}

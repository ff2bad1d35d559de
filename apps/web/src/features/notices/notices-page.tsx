/**
 * `/pages/notice/notice`: the caller's unread and read notices and the mall's announcements, in
 * tabs (remembered in the address as `?tab=`). A notice opens to its full text; opening an unread
 * one marks it read, and "mark all read" reads them all. Opening the page lowers the session's
 * notify flag, the bell's dot (spec §2), while each notice keeps its own read mark; the unread
 * count on the tab stays until they are read. Guests see the
 * announcements and a way to log in for their notices.
 */

import type { Page } from '@agora/contract/envelope';
import { Badge, Box, Button, Center, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBell, IconBellCheck, IconChecks, IconSpeakerphone } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { usePrice } from '../locale/use-price';
import { useUserInfo } from '../session/api';
import { useLoginLink } from '../session/login-link';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { ScrollingTabList } from '../system/scrolling-tab-list';
import { useAnnouncements, useMarkRead, useNotices, useOpenNotices } from './api';
import { NoticeAction } from './notice-action';
import { NoticeBadge, NoticeItem } from './notice-item';
import { NOTICE_STATE, NOTICE_TYPE } from './notice-labels';
import { noticeLink } from './notice-link';
import { withReaderMoney } from './notice-money';
import './notices.css';

const TABS = ['unread', 'read', 'system'] as const;
type Tab = (typeof TABS)[number];

function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/** A list's skeleton, its rows, and "load more". */
function PagedList<T>({
  query,
  render,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  render: (item: T) => React.ReactNode;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="xs" mt="xs" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={72} radius="sm" />
        ))}
      </Stack>
    );
  }
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Box component="ul" p={0} m={0}>
          {items.map(render)}
        </Box>
      </Paper>
      {query.hasNextPage && (
        <Center mt="md">
          <Button variant="light" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('notices.loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}

function NoticeList({ read }: { read: 0 | 1 }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const price = usePrice();
  const notices = useNotices(read);
  const markRead = useMarkRead();
  return (
    <PagedList
      query={notices}
      empty={
        read === 0 ? (
          <EmptyState icon={IconBellCheck} title={t('notices.unreadEmptyTitle')} body={t('notices.unreadEmptyBody')} testId="notices-empty" />
        ) : (
          <EmptyState icon={IconBell} title={t('notices.readEmptyTitle')} body={t('notices.readEmptyBody')} testId="notices-empty" />
        )
      }
      render={(notice) => {
        const type = NOTICE_TYPE[notice.type];
        // Information only (an order's news, payment details changed): no review, so no state to show.
        const state = notice.info || type?.reviewed === false ? undefined : NOTICE_STATE[notice.state];
        const link = noticeLink(notice);
        return (
          <NoticeItem
            key={notice.id}
            testId="notice"
            icon={type?.icon ?? IconBell}
            title={withReaderMoney(notice.title, notice.money, price)}
            body={withReaderMoney(notice.content, notice.money, price)}
            date={date(notice.created_at)}
            unread={notice.read === 0}
            onOpen={notice.read === 0 ? () => markRead.mutate(notice.id) : undefined}
            action={link && <NoticeAction link={link} />}
            badges={
              <>
                {type && <NoticeBadge color="gray">{t(type.label)}</NoticeBadge>}
                {state && <NoticeBadge color={state.color}>{t(state.label)}</NoticeBadge>}
              </>
            }
          />
        );
      }}
    />
  );
}

function AnnouncementList() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const announcements = useAnnouncements(true);
  return (
    <PagedList
      query={announcements}
      empty={<EmptyState icon={IconSpeakerphone} title={t('notices.systemEmptyTitle')} body={t('notices.systemEmptyBody')} testId="notices-empty" />}
      render={(item) => (
        <NoticeItem key={item.id} testId="announcement" icon={IconSpeakerphone} title={item.title} body={item.body} date={date(item.created_at)} />
      )}
    />
  );
}

function LogInForNotices() {
  const { t } = useTranslation();
  const loginLink = useLoginLink();
  return (
    <Center mih="30vh">
      <Stack align="center" gap="xs" maw={420} ta="center" data-testid="notices-login">
        <IconBell size={44} stroke={1.4} color="var(--mantine-color-orange-7)" aria-hidden />
        <Text c="dimmed" fz="sm">
          {t('notices.logInBody')}
        </Text>
        <Button component={Link} {...loginLink}>
          {t('notices.logIn')}
        </Button>
      </Stack>
    </Center>
  );
}

export default function NoticesPage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const info = useUserInfo();
  const markRead = useMarkRead();
  // Opening the page lowers this session's notify flag (the bell's dot); the notices stay unread.
  useOpenNotices();
  const [params, setParams] = useSearchParams();
  const unread = hasLogin ? (info.data?.notice.count ?? 0) : 0;
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : hasLogin ? 'unread' : 'system';

  return (
    <Box maw={880} mx="auto">
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} fz="xl">
          {t('pages.notice')}
        </Title>
        {hasLogin && (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === 'all'}
            onClick={() => markRead.mutate('all')}
          >
            {t('notices.markAllRead')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Box mb="sm">
          <ScrollingTabList active={tab}>
            <Tabs.Tab
              value="unread"
              rightSection={
                unread > 0 ? (
                  <Badge size="sm" color="red" circle={unread < 10} data-testid="unread-count">
                    {unread > 99 ? '99+' : unread}
                  </Badge>
                ) : null
              }
            >
              {t('notices.unread')}
            </Tabs.Tab>
            <Tabs.Tab value="read">{t('notices.read')}</Tabs.Tab>
            <Tabs.Tab value="system">{t('notices.system')}</Tabs.Tab>
          </ScrollingTabList>
        </Box>
        <Tabs.Panel value="unread">{hasLogin ? <NoticeList read={0} /> : <LogInForNotices />}</Tabs.Panel>
        <Tabs.Panel value="read">{hasLogin ? <NoticeList read={1} /> : <LogInForNotices />}</Tabs.Panel>
        <Tabs.Panel value="system">
          <AnnouncementList />
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}

/**
 * The back offices' conversations: the seller centre's "Messages" (its shop's, `mine` 'shop') and
 * the admin console's "Support" (the mall's, `mine` 'mall'). A state filter and the list (unread
 * first in weight, a marker with the count) beside the open conversation on a desktop; on a
 * narrow screen the list, then the conversation alone with a way back. The open conversation
 * and the list follow the notices' live channel, which this page keeps open (the back offices
 * have no storefront header to do it).
 * @example <StaffInbox base="/seller/ticket" mine="shop" path="messages" title={t('seller.messages.title')} />
 */
import { TICKET_STATES, type TicketState } from '@agora/contract/tickets';
import { Anchor, Badge, Box, Center, Grid, Group, Pagination, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconMessages } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { lazyPart } from '../../lib/lazy-part';
import { useAreaPath } from '../back-office/area-base';
import { ScrollingTabList } from '../system/scrolling-tab-list';
import { TICKETS_PAGE_SIZE, type TicketBase, useLiveTickets, useTicket, useTicketList } from './api';
import { ConversationView } from './conversation-view';
import { TicketRow } from './ticket-row';

const LiveChannel = lazyPart(() => import('../notices/live-unread'));

type Filter = 'all' | TicketState;
const FILTERS: Filter[] = ['all', ...TICKET_STATES];

function Conversation({ base, mine, id, back, above }: { base: TicketBase; mine: 'shop' | 'mall'; id: number; back: string | null; above?: ReactNode }) {
  const { t } = useTranslation();
  const ticket = useTicket(base, id);
  const missing = ticket.error instanceof ApiError && !ticket.error.isNetwork;
  const backLink = back && (
    <Anchor component={Link} to={back} fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }}>
      <IconChevronLeft size={16} aria-hidden />
      {t('tickets.allConversations')}
    </Anchor>
  );
  if (missing || ticket.isError) {
    return (
      <Stack>
        {backLink}
        <Text c="dimmed" data-testid="ticket-not-found">
          {missing ? t('tickets.notFound') : t('common.requestError')}
        </Text>
      </Stack>
    );
  }
  if (!ticket.data) return <Skeleton height={420} radius="md" />;
  const data = ticket.data;
  return (
    <Stack gap="xs">
      {backLink}
      {above}
      <ConversationView
        base={base}
        ticket={data}
        mine={mine}
        counterpart={
          <Group gap={6} wrap="wrap">
            <Text fw={700} data-testid="ticket-counterpart">
              {data.buyer.name || t('tickets.buyer')}
            </Text>
            {data.buyer.email && (
              <Text fz="sm" c="dimmed">
                {data.buyer.email}
              </Text>
            )}
          </Group>
        }
        order={
          data.order_sn && (
            <Text fz="sm" c="dimmed">
              {t('tickets.aboutOrder', { sn: data.order_sn })}
            </Text>
          )
        }
      />
    </Stack>
  );
}

/** `aside`: what is shown beside the open conversation (a column on a desktop, a section above its messages on a phone). */
export function StaffInbox({
  base,
  mine,
  path,
  title,
  aside,
}: {
  base: TicketBase;
  mine: 'shop' | 'mall';
  path: string;
  title: string;
  aside?: (id: number, wide: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const to = useAreaPath();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const stateParam = search.get('state');
  const filter: Filter = FILTERS.includes(stateParam as Filter) ? (stateParam as Filter) : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useTicketList(base, filter === 'all' ? undefined : filter, page);
  useLiveTickets(base);
  const keep = search.toString() ? `?${search}` : '';
  const listPath = `${to(path)}${keep}`;

  const listPart = (
    <Stack gap="xs">
      <Tabs value={filter} onChange={(value) => value && setSearch(value === 'all' ? {} : { state: value })} data-testid="inbox-filter">
        <ScrollingTabList active={filter}>
          {FILTERS.map((one) => (
            <Tabs.Tab key={one} value={one}>
              {t(one === 'all' ? 'tickets.all' : `tickets.state.${one}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {list.isError ? (
          <Text p="md" c="red.7">
            {t('common.requestError')}
          </Text>
        ) : !list.data ? (
          <Stack p="xs" gap="xs" aria-busy>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} height={60} />
            ))}
          </Stack>
        ) : list.data.list.length === 0 ? (
          <Center p="xl">
            <Stack align="center" gap={4}>
              <IconMessages size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed" fz="sm" data-testid="inbox-empty">
                {t('tickets.inboxEmpty')}
              </Text>
            </Stack>
          </Center>
        ) : (
          list.data.list.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              to={`${to(`${path}/${ticket.id}`)}${keep}`}
              name={ticket.buyer.name || t('tickets.buyer')}
              logo=""
              current={ticket.id === id}
            />
          ))
        )}
      </Paper>
      {list.data && list.data.total > TICKETS_PAGE_SIZE && (
        <Pagination
          size="sm"
          total={Math.ceil(list.data.total / TICKETS_PAGE_SIZE)}
          value={page}
          onChange={(next) => setSearch(filter === 'all' ? { page: String(next) } : { state: filter, page: String(next) })}
        />
      )}
    </Stack>
  );

  const unread = list.data?.list.reduce((sum, ticket) => sum + ticket.unread, 0) ?? 0;
  return (
    <Stack gap="md">
      <Suspense fallback={null}>
        <LiveChannel />
      </Suspense>
      <Group gap="xs">
        <Title order={1} fz="h3">
          {title}
        </Title>
        {unread > 0 && (
          <Badge color="red" variant="light">
            {t('tickets.unread', { count: unread })}
          </Badge>
        )}
      </Group>
      {wide ? (
        <Grid gap="md" align="flex-start">
          <Grid.Col span={aside && id ? 3 : 4}>{listPart}</Grid.Col>
          <Grid.Col span={aside && id ? 6 : 8}>
            {id ? (
              <Conversation key={id} base={base} mine={mine} id={id} back={null} />
            ) : (
              <Paper withBorder radius="md" p="xl">
                <Center>
                  <Text c="dimmed">{t('tickets.pickOne')}</Text>
                </Center>
              </Paper>
            )}
          </Grid.Col>
          {aside && id ? <Grid.Col span={3}>{aside(id, true)}</Grid.Col> : null}
        </Grid>
      ) : id ? (
        <Conversation key={id} base={base} mine={mine} id={id} back={listPath} above={aside?.(id, false)} />
      ) : (
        <Box>{listPart}</Box>
      )}
    </Stack>
  );
}

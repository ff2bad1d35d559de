/**
 * `/pages/mine/tickets` (the account menu's "support tickets"): the buyer's conversations with
 * shops and the mall by state tab (all, open, answered, closed), a page at a time, with "new
 * conversation" (with the mall). `?id=N` shows one conversation, live: a `ticket` event from the
 * notices' channel reads it again, so the other side's reply appears without a reload. `?new=1`
 * (with `shop`, `name`, `order`, `subject`) starts one.
 */
import { TICKET_STATES, type TicketState } from '@agora/contract/tickets';
import { Anchor, Avatar, Button, Group, Pagination, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconHeadset, IconMessages, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { mediaUrl } from '../../lib/media';
import { detailPath } from '../orders/detail-path';
import { RetryNotice } from '../orders/retry-notice';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { BUYER, TICKETS_PAGE_SIZE, useLiveTickets, useTicket, useTicketList } from './api';
import { ConversationView } from './conversation-view';
import { NewTicket } from './new-ticket';
import { newTicketPath, TICKETS_PATH, ticketPath } from './ticket-links';
import { TicketRow } from './ticket-row';

type Tab = 'all' | TicketState;
const TABS: Tab[] = ['all', ...TICKET_STATES];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={TICKETS_PATH} fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} mb="xs">
      <IconChevronLeft size={16} aria-hidden />
      {t('tickets.allConversations')}
    </Anchor>
  );
}

function Conversation({ id }: { id: number }) {
  const { t } = useTranslation();
  const ticket = useTicket(BUYER, id);
  const missing = ticket.error instanceof ApiError && !ticket.error.isNetwork;
  if (missing) return <EmptyState icon={IconMessages} title={t('tickets.notFound')} body={t('tickets.notFoundBody')} testId="ticket-not-found" />;
  if (ticket.isError) return <RetryNotice onRetry={() => ticket.refetch()} />;
  if (!ticket.data) return <Skeleton height={420} radius="md" />;
  const data = ticket.data;
  const name = data.shop?.name ?? t('tickets.mallName');
  return (
    <ConversationView
      base={BUYER}
      ticket={data}
      mine="buyer"
      counterpart={
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.shop?.logo ? mediaUrl(data.shop.logo) : null} radius="md" color="orange" alt="">
            {data.shop ? name.slice(0, 1) : <IconHeadset size={22} aria-hidden />}
          </Avatar>
          {data.shop ? (
            <Anchor component={Link} to={`/pages/shop/detail?id=${data.shop.id}`} fw={700} truncate data-testid="ticket-counterpart">
              {name}
            </Anchor>
          ) : (
            <Text fw={700} truncate data-testid="ticket-counterpart">
              {name}
            </Text>
          )}
        </Group>
      }
      order={
        data.order_id !== null && (
          <Anchor component={Link} to={detailPath(data.order_id)} fz="sm">
            {t('tickets.aboutOrder', { sn: data.order_sn ?? data.order_id })}
          </Anchor>
        )
      }
    />
  );
}

function List() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'all';
  const page = positive(params.get('page')) ?? 1;
  const list = useTicketList(BUYER, tab === 'all' ? undefined : tab, page);
  const go = (next: { tab?: Tab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') query.set('tab', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <Stack gap="sm" maw={960} mx="auto" w="100%">
      <Group justify="space-between" gap="xs">
        <Title order={1} fz="h3">
          {t('accountMenu.tickets')}
        </Title>
        <Button component={Link} to={newTicketPath()} leftSection={<IconPlus size={18} aria-hidden />} data-testid="ticket-new-button">
          {t('tickets.newConversation')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => isTab(value) && go({ tab: value })}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((one) => (
            <Tabs.Tab key={one} value={one} data-testid={`ticket-tab-${one}`}>
              {t(one === 'all' ? 'tickets.all' : `tickets.state.${one}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isError ? (
        <RetryNotice onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Stack gap="xs" aria-busy>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={72} radius="md" />
          ))}
        </Stack>
      ) : list.data.list.length === 0 ? (
        <EmptyState
          icon={IconMessages}
          title={t('tickets.emptyTitle')}
          body={t('tickets.emptyBody')}
          action={{ label: t('tickets.newConversation'), to: newTicketPath() }}
          testId="tickets-empty"
        />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {list.data.list.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              to={ticketPath(ticket.id)}
              name={ticket.shop?.name ?? t('tickets.mallName')}
              logo={ticket.shop ? ticket.shop.logo : undefined}
            />
          ))}
        </Paper>
      )}
      {list.data && list.data.total > TICKETS_PAGE_SIZE && (
        <Pagination total={Math.ceil(list.data.total / TICKETS_PAGE_SIZE)} value={page} onChange={(next) => go({ page: next })} mx="auto" />
      )}
    </Stack>
  );
}

export default function TicketsPage() {
  const hasLogin = useHasLogin();
  const [params] = useSearchParams();
  useLiveTickets(BUYER);
  if (!hasLogin) return <LoginRedirect reason="account" />;
  const id = positive(params.get('id'));
  if (id) {
    return (
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <BackToList />
        <Conversation id={id} />
      </div>
    );
  }
  if (params.get('new')) {
    const shopId = positive(params.get('shop'));
    return (
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <BackToList />
        <NewTicket
          key={params.toString()}
          shopId={shopId}
          shopName={params.get('name') ?? undefined}
          orderId={positive(params.get('order'))}
          subject={params.get('subject') ?? undefined}
        />
      </div>
    );
  }
  return <List />;
}

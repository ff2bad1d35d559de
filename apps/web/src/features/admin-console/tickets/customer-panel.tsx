/**
 * Who wrote the conversation, beside it: a link to the user's page, their wallet (and what a
 * negative one owes), their last 5 orders (each a link to the console's order page) and their last
 * 5 refund requests with states. A column on a desktop; on a phone a section above the messages,
 * folded until opened.
 * @example <CustomerPanel ticketId={12} wide />
 */
import { Anchor, Badge, Button, Collapse, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { useTicketCustomer } from '../api/ticket-customer';
import { useFormats } from '../use-formats';

const ORDER_COLOUR: Record<string, string> = { unpaid: 'yellow', cancelled: 'gray', completed: 'green', delivered: 'teal' };
const REFUND_COLOUR: Record<string, string> = { refunded: 'green', rejected: 'red', cancelled: 'gray', closed: 'gray', escalated: 'orange' };

function Heading({ children }: { children: string }) {
  return (
    <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mt={4}>
      {children}
    </Text>
  );
}

/** One of the last orders or refund requests: its number (a link to the order), amount, state and date. */
function RecentRow({
  to,
  orderSn,
  bold,
  amount,
  stateColour,
  stateText,
  when,
  testId,
}: {
  to: string;
  orderSn: string;
  bold?: boolean;
  amount: string;
  stateColour: string;
  stateText: string;
  when: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Anchor component={Link} to={to} fz="sm" fw={bold ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {orderSn}
        </Anchor>
        <Text fz="sm" className="agora-figure" style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
      <Group justify="space-between" gap={4}>
        <Badge size="xs" variant="light" color={stateColour} styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}>
          {stateText}
        </Badge>
        <Text fz="xs" c="dimmed">
          {when}
        </Text>
      </Group>
    </div>
  );
}

function Details({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const { usd, date, signedUsd } = useFormats();
  const customer = useTicketCustomer(ticketId);
  if (customer.isPending) return <Skeleton height={280} radius="md" />;
  if (!customer.data) return <Text c="red.7">{t('common.requestError')}</Text>;
  const { user, wallet, orders, refunds } = customer.data;
  return (
    <Stack gap={8} data-testid="customer-panel">
      <div>
        <Anchor component={Link} to={areaPath(`users/${user.id}`)} fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="customer-user-link">
          {user.firstname || user.email}
        </Anchor>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
          {user.phone ? ` · ${user.phone}` : ''}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('admin.supportSide.since', { date: date(user.created_at) })}
        </Text>
      </div>
      <Divider />
      <Heading>{t('admin.supportSide.wallet')}</Heading>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fz="sm">{t('admin.supportSide.balance')}</Text>
        <Text
          fz="sm"
          fw={700}
          className="agora-figure"
          c={wallet.balance < 0 ? 'red.7' : undefined}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="customer-balance"
        >
          {signedUsd(wallet.balance)}
        </Text>
      </Group>
      {wallet.frozen > 0 && (
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fz="sm">{t('admin.supportSide.frozen')}</Text>
          <Text fz="sm" className="agora-figure" style={{ whiteSpace: 'nowrap' }}>
            {usd(wallet.frozen)}
          </Text>
        </Group>
      )}
      {wallet.owed > 0 && (
        <Badge color="red" variant="light" styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }} data-testid="customer-owed">
          {t('admin.supportSide.owes', { amount: usd(wallet.owed) })}
        </Badge>
      )}
      <Divider />
      <Heading>{t('admin.supportSide.orders')}</Heading>
      {orders.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('admin.supportSide.noOrders')}
        </Text>
      ) : (
        orders.map((order) => (
          <RecentRow
            key={order.id}
            to={areaPath(`orders/${order.id}`)}
            orderSn={order.order_sn}
            bold
            amount={usd(order.total)}
            stateColour={ORDER_COLOUR[order.state] ?? 'blue'}
            stateText={t(`admin.orders.filter.${order.state}`, { defaultValue: order.state })}
            when={date(order.created_at)}
            testId="customer-order"
          />
        ))
      )}
      <Divider />
      <Heading>{t('admin.supportSide.refunds')}</Heading>
      {refunds.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('admin.supportSide.noRefunds')}
        </Text>
      ) : (
        refunds.map((refund) => (
          <RecentRow
            key={refund.id}
            to={areaPath(`orders/${refund.order_id}`)}
            orderSn={refund.order_sn}
            amount={usd(refund.amount)}
            stateColour={REFUND_COLOUR[refund.state] ?? 'blue'}
            stateText={t(`admin.refunds.state.${refund.state}`, { defaultValue: refund.state })}
            when={date(refund.created_at)}
            testId="customer-refund"
          />
        ))
      )}
    </Stack>
  );
}

export function CustomerPanel({ ticketId, wide }: { ticketId: number; wide: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (wide)
    return (
      <Paper withBorder radius="md" p="sm" component="aside" aria-label={t('admin.supportSide.title')}>
        <Group gap={6} mb={6}>
          <IconUser size={16} aria-hidden />
          <Text fw={700} fz="sm">
            {t('admin.supportSide.title')}
          </Text>
        </Group>
        <Details ticketId={ticketId} />
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-label={t('admin.supportSide.title')}>
      <Button
        variant="subtle"
        size="compact-sm"
        fullWidth
        justify="space-between"
        leftSection={<IconUser size={16} aria-hidden />}
        rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        data-testid="customer-panel-toggle"
      >
        {open ? t('admin.supportSide.hide') : t('admin.supportSide.show')}
      </Button>
      <Collapse expanded={open}>
        <Stack p="xs" pt={8}>
          {open && <Details ticketId={ticketId} />}
        </Stack>
      </Collapse>
    </Paper>
  );
}

/**
 * `/pages/history/detail?id=`: one of the buyer's orders: its number, status and actions, the
 * timeline of its times, the lines (each reviewable once completed, each refundable while the order
 * may have after-sales), the delivery address, the money (goods, shipping, tax, discount, total),
 * the payment method and the buyer's remark. An
 * order that is not the buyer's (1500018) is "not found", as the server says.
 */
import type { Order } from '@agora/contract/orders';
import { Anchor, Box, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconChevronLeft, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PostalAddress } from '../addresses/postal-address';
import { useLineRefunds } from '../refunds/line-refunds';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { usePageTitle } from '../system/page-title';
import { Panel } from '../system/panel';
import { invoicePath } from './invoice-path';
import { MoneyLines } from './money-lines';
import { useOrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderNumber } from './order-number';
import { OrderStates, PURCHASE_PATH, useOrderOfPage } from './order-of-page';
import { useOrderAddress } from './order-place';
import { OrderTimeline } from './order-timeline';
import { PayWithin } from './pay-within';
import { StatusBadge } from './status-badge';
import { useDateTime } from './use-date-time';
import './orders.css';
import { ChatWithShopButton } from '../tickets/ticket-links';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={PURCHASE_PATH} fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} mb="xs">
      <IconChevronLeft size={16} aria-hidden />
      {t('pages.purchaseHistory')}
    </Anchor>
  );
}

/** What the payment panel says of the money: paid, paid back, or still due (on delivery, or now). */
function paymentState(order: Order): { text: string; color: string } {
  // Cancelling a paid order pays it all back (to the wallet or the card) in the same step.
  if (order.payment_status === 'paid')
    return order.delivery_status === 'cancelled' ? { text: 'orders.refundedOnCancel', color: 'dimmed' } : { text: 'orders.paid', color: 'teal.8' };
  return { text: order.payment_method === 'cod' ? 'orders.timeline.codDue' : 'orders.unpaid', color: 'orange.8' };
}

function Detail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const place = useOrderAddress(order.address);
  const actions = useOrderActions(order);
  const refunds = useLineRefunds(order);
  usePageTitle(t('orders.number', { sn: order.order_sn }));
  const payment = paymentState(order);

  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz="xl">
                {t('pages.orderDetail')}
              </Title>
              <OrderNumber sn={order.order_sn} />
              <Text fz="xs" c="dimmed" className="agora-figure">
                {t('orders.placedOn', { date: date(order.date) })}
              </Text>
              <Anchor
                component={Link}
                to={invoicePath(order.id)}
                fz="xs"
                display="inline-flex"
                style={{ alignItems: 'center', gap: 4 }}
                data-testid="order-invoice"
              >
                <IconFileInvoice size={14} aria-hidden />
                {t('invoice.open')}
              </Anchor>
            </div>
            <StatusBadge order={order} />
          </Group>
          {order.pay_by && (
            <Box mt="sm">
              <PayWithin payBy={order.pay_by} />
            </Box>
          )}
          {actions.buttons && <Box mt="sm">{actions.buttons}</Box>}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Panel title={t('orders.timelineTitle')} testId="order-timeline-panel">
            <OrderTimeline order={order} />
          </Panel>
          <Paper withBorder radius="md" component="section" aria-labelledby="order-lines-title" style={{ overflow: 'hidden' }}>
            {/* A long "contact the seller" goes under the shop's name rather than cutting it short. */}
            <Group gap={6} px="md" pt="md" pb={4}>
              <Group gap={6} wrap="nowrap" miw={0} maw="100%">
                <IconBuildingStore size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor component={Link} to={`/pages/shop/detail?id=${order.shop.id}`} c="dark" fw={600} id="order-lines-title" className="agora-truncate">
                  {order.shop.name}
                </Anchor>
              </Group>
              <ChatWithShopButton
                shopId={order.shop.id}
                shopName={order.shop.name}
                orderId={order.id}
                subject={t('tickets.orderSubject', { sn: order.order_sn })}
                label={t('tickets.contactSeller')}
                ml="auto"
                style={{ flexShrink: 0 }}
              />
            </Group>
            <OrderLines order={order} onReview={actions.review} lineEnd={refunds.lineEnd} />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Panel title={t('orders.addressTitle')} testId="order-address">
            <div>
              <Group gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {order.customer_name}
                </Text>
                <Text fz="sm" c="dimmed" className="agora-figure">
                  {order.telephone}
                </Text>
              </Group>
              {place && <PostalAddress address={place} />}
            </div>
          </Panel>
          <Panel title={t('orders.paymentTitle')} testId="order-payment">
            <Group justify="space-between" gap="xs">
              <Text fz="sm">{t(`orders.payment.${order.payment_method}`)}</Text>
              <Text fz="sm" c={payment.color} fw={500} data-testid="order-payment-state">
                {t(payment.text)}
              </Text>
            </Group>
            <MoneyLines order={order} />
          </Panel>
          {order.remark && (
            <Panel title={t('orders.remarkTitle')}>
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="order-remark">
                {order.remark}
              </Text>
            </Panel>
          )}
        </Stack>
      </Grid.Col>
      {actions.dialogs}
      {refunds.dialog}
    </Grid>
  );
}

export default function OrderDetailPage() {
  const hasLogin = useHasLogin();
  const { order, missing } = useOrderOfPage();

  if (!hasLogin) return <LoginRedirect reason="account" />;
  return (
    <Box maw={1100} mx="auto">
      <BackToList />
      <OrderStates
        order={order}
        missing={missing}
        notFoundTestId="order-not-found"
        loading={
          <Stack gap="md" aria-busy>
            <Skeleton height={110} radius="md" />
            <Skeleton height={320} radius="md" />
          </Stack>
        }
      >
        {(data) => <Detail order={data} />}
      </OrderStates>
    </Box>
  );
}

/**
 * One order in the purchase history: the shop and the status, the order number (to its details)
 * and date, the lines, the total paid, and the actions the order allows now.
 */
import type { Order } from '@agora/contract/orders';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconBuildingStore, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../locale/use-price';
import { detailPath } from './detail-path';
import { useOrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { PayWithin } from './pay-within';
import { StatusBadge } from './status-badge';
import { useDateTime } from './use-date-time';

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const price = usePrice();
  const date = useDateTime();
  const actions = useOrderActions(order);
  return (
    <Paper component="article" withBorder radius="md" className="orders-card" data-testid="order-card" data-order-sn={order.order_sn}>
      <Group justify="space-between" wrap="nowrap" gap="xs" className="orders-card-head">
        <Anchor component={Link} to={`/pages/shop/detail?id=${order.shop.id}`} c="dark" fw={600} fz="sm" className="orders-shop" data-testid="order-shop">
          <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
          <span className="agora-truncate">{order.shop.name}</span>
        </Anchor>
        <StatusBadge order={order} />
      </Group>
      <Anchor component={Link} to={detailPath(order.id)} className="orders-card-meta" underline="never" data-testid="order-detail-link">
        <Text span fz="xs" c="dimmed" className="agora-figure">
          {t('orders.number', { sn: order.order_sn })} · {/* The date and time stay together ("1:06 / pm" broke apart in Hindi). */}
          <span style={{ whiteSpace: 'nowrap' }}>{date(order.date)}</span>
        </Text>
        <Text span fz="xs" c="orange.8" className="orders-details-word">
          {t('orders.details')}
          <IconChevronRight size={14} aria-hidden />
        </Text>
      </Anchor>
      <OrderLines order={order} onReview={actions.review} />
      <div className="orders-card-foot">
        <Text fz="sm" ta="end">
          {t('orders.itemsCount', { count: order.num })} · {t('orders.total')}{' '}
          <Text span fw={700} fz="md" c="deal.7" className="agora-figure" data-testid="order-total">
            {price(order.actual_pay)}
          </Text>
        </Text>
        {order.payment_method === 'cod' && order.payment_status === 'unpaid' && order.delivery_status !== 'cancelled' && (
          <Text fz="xs" c="dimmed" ta="end">
            {t('orders.codNote')}
          </Text>
        )}
        {order.pay_by && (
          <Group justify="flex-end">
            <PayWithin payBy={order.pay_by} />
          </Group>
        )}
        {actions.buttons}
      </div>
      {actions.dialogs}
    </Paper>
  );
}

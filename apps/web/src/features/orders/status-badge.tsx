/** An order's status for its buyer as a coloured badge: awaiting payment, to ship, shipped… */
import type { Order } from '@agora/contract/orders';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderStatus, STATUS_COLOR } from './order-state';

export function StatusBadge({ order }: { order: Pick<Order, 'payment_status' | 'payment_method' | 'delivery_status'> }) {
  const { t } = useTranslation();
  const status = orderStatus(order);
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" size="lg" style={{ flexShrink: 0 }} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

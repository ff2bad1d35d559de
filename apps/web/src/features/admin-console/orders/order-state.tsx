/** An order's state in the console: its delivery state and, beside it, whether it is paid. */
import type { DeliveryStatus } from '@agora/contract/orders';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const DELIVERY_COLOR: Record<DeliveryStatus, string> = {
  to_ship: 'yellow',
  on_the_road: 'blue',
  in_transit: 'blue',
  delivered: 'teal',
  completed: 'green',
  cancelled: 'gray',
};

const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

export function OrderStateBadges({ order }: { order: { delivery_status: DeliveryStatus; payment_status: 'paid' | 'unpaid' } }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge
        color={DELIVERY_COLOR[order.delivery_status]}
        variant="light"
        tt="none"
        styles={WRAPPING}
        data-testid="order-state"
        data-state={order.delivery_status}
      >
        {t(`admin.orders.delivery.${order.delivery_status}`)}
      </Badge>
      <Badge
        color={order.payment_status === 'paid' ? 'green' : 'gray'}
        variant="outline"
        tt="none"
        styles={WRAPPING}
        data-testid="order-payment"
        data-state={order.payment_status}
      >
        {t(`admin.orders.paymentStatus.${order.payment_status}`)}
      </Badge>
    </Group>
  );
}

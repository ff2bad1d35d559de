/**
 * An order's actions where it is shown (its card in the list, its detail page): the buttons for
 * what the order allows now, the review buttons on its lines, and the dialogs they open.
 * @example const actions = useOrderActions(order); <OrderLines order={order} onReview={actions.review} />{actions.buttons}{actions.dialogs}
 */
import type { Order } from '@agora/contract/orders';
import { Button, Group } from '@mantine/core';
import { IconCreditCard, IconMapPin, IconPackageImport, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CancelDialog, ReceiptDialog } from './confirm-dialogs';
import { type OrderAction, orderActions } from './order-state';
import { PayDialog } from './pay-dialog';
import { ReviewDialog } from './review-dialog';

type Line = Order['products'][number];

/** Where the tracking page opens with this order's number and email filled in. */
export const trackPath = (order: Pick<Order, 'order_sn' | 'email'>) =>
  `/pages/order/track?${new URLSearchParams({ order_sn: order.order_sn, email: order.email })}`;

export function useOrderActions(order: Order): { buttons: ReactNode; dialogs: ReactNode; review: (line: Line) => void } {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [reviewing, setReviewing] = useState<Line | null>(null);
  const actions = orderActions(order);
  const close = () => setOpen(null);

  const buttons = actions.length > 0 && (
    <Group gap="xs" justify="flex-end" className="orders-actions" data-testid="order-actions">
      {actions.includes('track') && (
        <Button component={Link} to={trackPath(order)} variant="default" size="sm" leftSection={<IconMapPin size={16} aria-hidden />} data-testid="order-track">
          {t('orders.action.track')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button variant="default" size="sm" leftSection={<IconX size={16} aria-hidden />} onClick={() => setOpen('cancel')} data-testid="order-cancel">
          {t('orders.action.cancel')}
        </Button>
      )}
      {actions.includes('pay') && (
        <Button size="sm" leftSection={<IconCreditCard size={16} aria-hidden />} onClick={() => setOpen('pay')} data-testid="order-pay">
          {t('orders.action.pay')}
        </Button>
      )}
      {actions.includes('confirm') && (
        <Button size="sm" leftSection={<IconPackageImport size={16} aria-hidden />} onClick={() => setOpen('confirm')} data-testid="order-confirm">
          {t('orders.action.confirm')}
        </Button>
      )}
    </Group>
  );

  // A dialog is mounted while its action is offered, and stays while open when the order moved on
  // meanwhile (the seller shipped it): its refusal stays there to read.
  const dialogs = (
    <>
      {(actions.includes('pay') || open === 'pay') && <PayDialog order={order} opened={open === 'pay'} onClose={close} />}
      {(actions.includes('cancel') || open === 'cancel') && <CancelDialog order={order} opened={open === 'cancel'} onClose={close} />}
      {(actions.includes('confirm') || open === 'confirm') && <ReceiptDialog order={order} opened={open === 'confirm'} onClose={close} />}
      {order.delivery_status === 'completed' && <ReviewDialog line={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );

  return { buttons, dialogs, review: setReviewing };
}

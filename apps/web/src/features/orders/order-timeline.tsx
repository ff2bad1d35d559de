/**
 * An order's times as a timeline: placed, paid, shipped (carrier and logistics number), delivered,
 * completed, or cancelled (with the reason given), each with its time in the reader's language;
 * the steps still to come greyed after them. Used by the order's page and the tracking page.
 */
import type { Order } from '@agora/contract/orders';
import { Text, Timeline } from '@mantine/core';
import { IconCash, IconCircleCheck, IconCircleX, IconHome, IconReceipt, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type TimelineStep, timelineSteps } from './timeline-steps';
import { useDateTime } from './use-date-time';

const ICONS: Record<TimelineStep, typeof IconReceipt> = {
  placed: IconReceipt,
  paid: IconCash,
  shipped: IconTruckDelivery,
  delivered: IconHome,
  completed: IconCircleCheck,
  cancelled: IconCircleX,
};

export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const steps = timelineSteps(order);
  const reached = steps.filter((step) => step.at !== null).length;

  const detail = (step: TimelineStep) => {
    if (step === 'paid') return order.payment_method === 'cod' && !order.pay_time ? t('orders.timeline.codDue') : t(`orders.payment.${order.payment_method}`);
    if (step === 'shipped' && order.deliver_time) {
      return (
        <>
          <span>{order.arrival_method}</span>
          {' · '}
          <span className="agora-figure" data-testid="timeline-log-sn">
            {order.log_sn}
          </span>
          {order.delivery_status === 'in_transit' && (
            <Text span display="block" fz="xs" c="teal.8" fw={500}>
              {t('orders.status.in_transit')}
            </Text>
          )}
        </>
      );
    }
    if (step === 'cancelled' && order.cancel_remark) return t('orders.timeline.reason', { reason: order.cancel_remark });
    return null;
  };

  return (
    <Timeline active={reached - 1} bulletSize={26} lineWidth={2} data-testid="order-timeline">
      {steps.map(({ step, at }) => {
        const Icon = ICONS[step];
        const more = detail(step);
        return (
          <Timeline.Item
            key={step}
            color={step === 'cancelled' ? 'red' : undefined}
            bullet={<Icon size={15} aria-hidden />}
            title={t(`orders.timeline.${step}`)}
            data-step={step}
            data-reached={at ? '' : undefined}
            lineVariant={at ? 'solid' : 'dashed'}
          >
            {at && (
              <Text fz="xs" c="dimmed" className="agora-figure">
                {date(at)}
              </Text>
            )}
            {more && (
              <Text fz="sm" mt={2} c={at ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {more}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

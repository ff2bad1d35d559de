/**
 * A request's steps as a small timeline: asked, the seller's review, the item sent back and
 * received (a return), the mall's review (an escalated one), refunded or withdrawn, each with its
 * time in the reader's language; the steps still to come greyed after them.
 */
import type { Refund } from '@agora/contract/refunds';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../orders/use-date-time';
import { refundSteps } from './refund-state';

export function RefundTimeline({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const steps = refundSteps(refund);
  const reached = steps.filter((step) => step.at !== null).length;
  const bad = (step: string) => step === 'rejected' || step === 'closed' || step === 'cancelled';
  return (
    <Timeline active={reached - 1} bulletSize={12} lineWidth={2} data-testid="refund-timeline">
      {steps.map(({ step, at }) => (
        <Timeline.Item
          key={step}
          color={bad(step) ? 'red' : undefined}
          title={
            <Text fz="sm" fw={at ? 500 : 400} c={at ? undefined : 'dimmed'}>
              {t(`refunds.step.${step}`)}
            </Text>
          }
          lineVariant={at ? 'solid' : 'dashed'}
          data-step={step}
          data-reached={at ? '' : undefined}
        >
          {at && (
            <Text fz="xs" c="dimmed" className="agora-figure">
              {date(at)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * "Pay within hh:mm:ss" for an unpaid card order, ticking down to its `pay_by`, and why: the
 * server cancels it when the time runs out (its sweep runs every minute, so it may show "time is
 * up" for a moment before the order turns cancelled). The deals' countdown, on the device's clock:
 * the order answers carry no server time, and a minute off matters little here.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../flash-deals/clock';
import { Countdown } from '../flash-deals/countdown';

export function PayWithin({ payBy, testId = 'pay-within' }: { payBy: string; testId?: string }) {
  const { t } = useTranslation();
  const now = useServerNow(0);
  const end = Date.parse(payBy);
  if (end <= now)
    return (
      <Text fz="xs" c="red.8" data-testid={`${testId}-over`}>
        {t('orders.payTimeUp')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Countdown label={t('orders.payWithin')} end={end} now={now} testId={testId} />
      <Text fz="xs" c="dimmed">
        {t('orders.payWithinNote')}
      </Text>
    </Stack>
  );
}

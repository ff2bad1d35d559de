/**
 * The notice on the confirm step when the placement found another total than the one the buyer
 * confirmed (1000008 naming `expected_total`, reason `priceChanged`): nothing was ordered or
 * charged, the total was this and is now that (the new summary is already the page's), and the
 * order is to be placed again. Brought into view when it appears: on a phone the place button is
 * in the bar at the bottom, far from the top of the step.
 * @example <PriceChangedNotice change={{ was: 2140 }} now={summary.total} />
 */
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';

/** The total (US cents) the buyer had confirmed. */
export interface PriceChange {
  was: number;
}

export function PriceChangedNotice({ change, now }: { change: PriceChange; now: number }) {
  const { t } = useTranslation();
  const price = usePrice();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('checkout.priceChanged.title')}
      data-testid="price-changed"
    >
      <Text fz="sm" data-testid="price-changed-body">
        {t('checkout.priceChanged.body', { was: price(change.was), now: price(now) })}
      </Text>
    </Alert>
  );
}

/** "Ends in hh:mm:ss" for a deal shown outside the deals page (the product page), on the server's clock. */
import { useTranslation } from 'react-i18next';
import { useFlashDeals } from './api';
import { Countdown } from './countdown';
import { useDealClock } from './use-deal-clock';

export function DealEndsIn({ end }: { end: string }) {
  const { t } = useTranslation();
  const deals = useFlashDeals();
  const now = useDealClock(deals.data, deals.dataUpdatedAt);
  if (!deals.data) return null; // no server clock yet: better nothing than the device's guess
  return <Countdown label={t('flashDeals.endsIn')} end={Date.parse(end)} now={now} testId="product-deal-countdown" />;
}

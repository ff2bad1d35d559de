/** The home page's flash-deal strip: the running deal's first products and its countdown. Loaded lazily. */
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlashDeals } from './api';
import { DealSection } from './deal-section';
import { useDealClock } from './use-deal-clock';

export function HomeDeals() {
  const { t } = useTranslation();
  const deals = useFlashDeals();
  const now = useDealClock(deals.data, deals.dataUpdatedAt);
  const running = deals.data?.list.find((d) => d.status === 'active');
  if (!running) return null;
  return (
    <div style={{ marginTop: 24 }} data-testid="home-deals">
      <DealSection deal={running} now={now} limit={6} />
      <Group justify="flex-end" mt="xs">
        <Anchor component={Link} to="/pages/flash-deals/flash-deals" fz="sm">
          {t('flashDeals.viewAll')}
        </Anchor>
      </Group>
    </div>
  );
}

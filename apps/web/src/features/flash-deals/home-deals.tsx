/**
 * The home page's flash-deal strip: each running deal (the one ending first first, at most two)
 * with its first products and one countdown of its own, to its own end. Loaded lazily.
 */
import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlashDeals } from './api';
import { DealSection } from './deal-section';
import { useDealClock } from './use-deal-clock';

const MAX_DEALS = 2;

export function HomeDeals() {
  const { t } = useTranslation();
  const deals = useFlashDeals();
  const now = useDealClock(deals.data, deals.dataUpdatedAt);
  const running = deals.data?.list.filter((d) => d.status === 'active').slice(0, MAX_DEALS) ?? [];
  if (running.length === 0) return null;
  return (
    <Stack gap="lg" style={{ marginTop: 24 }} data-testid="home-deals">
      {running.map((deal) => (
        <DealSection key={deal.id} deal={deal} now={now} limit={6} />
      ))}
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to="/pages/flash-deals/flash-deals" fz="sm">
          {t('flashDeals.viewAll')}
        </Anchor>
      </Group>
    </Stack>
  );
}

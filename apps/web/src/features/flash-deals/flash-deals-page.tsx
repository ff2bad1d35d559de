/**
 * Flash deals: a banner, then every running deal (the one ending first first) and every deal to
 * come, each with one countdown of its own, to its own end (or start). The banner has no clock:
 * counting to midnight said "today's deals end" while the only sale ran until tomorrow, and a
 * clock to the first deal's end would be that deal's countdown twice. All countdowns run from
 * the server's clock.
 */
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../system/empty-state';
import { useFlashDeals } from './api';
import { DealSection } from './deal-section';
import { useDealClock } from './use-deal-clock';

export default function FlashDealsPage() {
  const { t } = useTranslation();
  const deals = useFlashDeals();
  const now = useDealClock(deals.data, deals.dataUpdatedAt);

  return (
    <Stack gap="xl">
      <Paper
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        style={{ background: 'linear-gradient(120deg, var(--mantine-color-deal-8), var(--mantine-color-orange-6))' }}
      >
        <Stack gap="xs">
          <Title order={1} fz={{ base: 'xl', sm: 28 }} c="white" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconBolt size={28} aria-hidden />
            {t('pages.flashDeals')}
          </Title>
          <Text c="white" fz="sm">
            {t('flashDeals.intro')}
          </Text>
        </Stack>
      </Paper>

      {deals.isPending && <Skeleton height={360} radius="md" />}
      {deals.data?.list.length === 0 && (
        <EmptyState
          icon={IconBolt}
          title={t('flashDeals.emptyTitle')}
          body={t('flashDeals.emptyBody')}
          action={{ label: t('common.goHome'), to: '/' }}
          testId="deals-empty"
        />
      )}
      {deals.data?.list.map((deal) => (
        <DealSection key={deal.id} deal={deal} now={now} />
      ))}
    </Stack>
  );
}

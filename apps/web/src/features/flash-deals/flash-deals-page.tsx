/**
 * Flash deals: a banner with the day-end countdown, then every running deal and every deal to
 * come, each with its own countdown. All countdowns run from the server's clock.
 */
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../system/empty-state';
import { useFlashDeals } from './api';
import { endOfDay } from './clock';
import { Countdown } from './countdown';
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
          {deals.data && <Countdown label={t('flashDeals.todayEndsIn')} end={endOfDay(now)} now={now} testId="day-countdown" inverted />}
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

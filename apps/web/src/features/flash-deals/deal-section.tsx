/** One flash deal: its title, whether it runs or is to come, its one countdown (to its own end, or start) and its products. */
import type { FlashDeal } from '@agora/contract/flash-deals';
import { Badge, Group, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlashDeal } from './api';
import { Countdown } from './countdown';
import { DealItemCard } from './deal-item-card';

export function DealSection({ deal, now, limit }: { deal: FlashDeal; now: number; limit?: number }) {
  const { t } = useTranslation();
  const detail = useFlashDeal(deal.id);
  const upcoming = deal.status === 'upcoming';
  const items = detail.data?.list.slice(0, limit);
  const headingId = `deal-${deal.id}`;
  return (
    <section aria-labelledby={headingId} data-testid="deal-section" data-status={deal.status} data-deal-id={deal.id}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs" style={{ rowGap: 4 }}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={headingId}>
            {deal.title}
          </Title>
          <Badge color={upcoming ? 'gray' : 'deal.7'} variant={upcoming ? 'light' : 'filled'} style={{ flexShrink: 0 }}>
            {upcoming ? t('flashDeals.upcoming') : t('flashDeals.active')}
          </Badge>
        </Group>
        <Countdown
          label={upcoming ? t('flashDeals.startsIn') : t('flashDeals.endsIn')}
          end={Date.parse(upcoming ? deal.start_time : deal.end_time)}
          now={now}
          testId="deal-countdown"
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
        {detail.isPending
          ? Array.from({ length: Math.min(limit ?? 6, deal.item_count || 6) }, (_, i) => <Skeleton key={i} height={300} radius="md" />)
          : items?.map((item) => <DealItemCard key={item.variant_id} item={item} upcoming={upcoming} />)}
      </SimpleGrid>
    </section>
  );
}

/** The seller's dashboard: sales this month and last, earnings (credited, pending, commission), products by state, low stock, recent reviews, and the two months by day. */
import { Alert, Anchor, Button, Card, Group, Paper, Rating, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconPackage, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeTag } from '../../../lib/i18n';
import { useAreaPath } from '../../back-office/area-base';
import { EarningsBlock } from '../../earnings/earnings-block';
import { useDashboard } from '../api/seller-api';
import { useUsd } from '../money';
import { SalesChart } from './sales-chart';

function Stat({ label, value, hint, icon, testId }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        {icon}
      </Group>
      <Text fz={26} fw={700} className="agora-tabular" mt={4}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useDashboard();
  const price = useUsd(i18n.language);
  const to = useAreaPath();
  const data = dashboard.data;

  if (!data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={200} />
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={96} />
          ))}
        </SimpleGrid>
        <Skeleton h={260} />
      </Stack>
    );
  }

  const change = data.sales.last_month > 0 ? Math.round(((data.sales.this_month - data.sales.last_month) / data.sales.last_month) * 100) : null;
  const date = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium' });

  return (
    <Stack gap="md" data-testid="seller-dashboard">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz="h2">
          {t('seller.dashboard.title')}
        </Title>
        <Button component={Link} to={to('products/new')} leftSection={<IconPlus size={16} />}>
          {t('seller.products.add')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Stat
          testId="stat-this-month"
          label={t('seller.dashboard.salesThisMonth')}
          value={price(data.sales.this_month)}
          hint={change === null ? null : t('seller.dashboard.change', { percent: change > 0 ? `+${change}` : change })}
        />
        <Stat testId="stat-last-month" label={t('seller.dashboard.salesLastMonth')} value={price(data.sales.last_month)} />
        <Stat
          testId="stat-on-sale"
          label={t('seller.dashboard.onSale')}
          value={data.products.on_sale}
          icon={<IconPackage size={18} color="var(--mantine-color-green-7)" />}
        />
        <Stat
          testId="stat-pending"
          label={t('seller.dashboard.pending')}
          value={data.products.pending}
          icon={<IconClockHour4 size={18} color="var(--mantine-color-blue-7)" />}
        />
      </SimpleGrid>
      <EarningsBlock
        earnings={data.earnings}
        price={price}
        testId="seller-earnings"
        texts={{
          title: t('seller.dashboard.earningsTitle'),
          hint: t('seller.dashboard.earningsHint'),
          this_month: t('seller.dashboard.earnedThisMonth'),
          last_month: t('seller.dashboard.earnedLastMonth'),
          pending: t('seller.dashboard.earningsPending'),
          commission_paid: t('seller.dashboard.commissionPaid'),
        }}
      />
      {data.low_stock > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="low-stock">
          {t('seller.dashboard.lowStock', { count: data.low_stock, threshold: data.low_stock_threshold })}{' '}
          <Anchor component={Link} to={to('products')} fz="sm">
            {t('seller.dashboard.seeProducts')}
          </Anchor>
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="xs">
          {t('seller.dashboard.chartTitle')}
        </Title>
        <SalesChart thisMonth={data.chart.this_month} lastMonth={data.chart.last_month} format={(cents) => price(cents)} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="xs">
          {t('seller.dashboard.recentReviews')}
        </Title>
        {data.recent_reviews.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('seller.dashboard.noReviews')}
          </Text>
        ) : (
          <Stack gap="sm">
            {data.recent_reviews.map((review) => (
              <div key={review.id}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600} fz="sm" lineClamp={1}>
                    {review.product_name}
                  </Text>
                  <Rating value={review.rating} readOnly size="xs" />
                </Group>
                {review.comment && (
                  <Text fz="sm" lineClamp={3}>
                    {review.comment}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {review.author} · {date.format(new Date(review.created_at))}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

/** The console's first page: what waits for a decision (applications, products, stock), each leading to its queue. */
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type Icon, IconBuildingStore, IconChevronRight, IconPackage, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { useApplications } from '../api/applications';
import { usePendingProducts } from '../api/products';
import { usePendingStock } from '../api/stock';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';

function Waiting({ label, count, to, Icon, testId }: { label: string; count: number | undefined; to: string; Icon: Icon; testId: string }) {
  const { t } = useTranslation();
  const { count: format } = useFormats();
  return (
    <Paper component={Link} to={to} withBorder p="md" radius="md" data-testid={testId} style={{ color: 'inherit', textDecoration: 'none' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Icon size={32} stroke={1.5} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          {count === undefined ? (
            <Skeleton height={30} width={48} />
          ) : (
            <Text fz={28} fw={700} lh={1.1} className="agora-figure" data-testid="waiting-count">
              {format(count)}
            </Text>
          )}
          <Text fz="sm">{label}</Text>
          <Text fz="xs" c="orange.8">
            {t('admin.overview.open')}
          </Text>
        </div>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
      </div>
    </Paper>
  );
}

export default function OverviewPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  // Only the totals are needed: one row each.
  const applications = useApplications('pending', 1, 1);
  const products = usePendingProducts(1, 1);
  const stock = usePendingStock(1, 1);
  return (
    <>
      <PageHeader title={t('admin.overview.title')} intro={t('admin.overview.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Waiting
          label={t('admin.overview.applications')}
          count={applications.data?.total}
          to={areaPath('applications')}
          Icon={IconBuildingStore}
          testId="waiting-applications"
        />
        <Waiting label={t('admin.overview.products')} count={products.data?.total} to={areaPath('products')} Icon={IconPackage} testId="waiting-products" />
        <Waiting label={t('admin.overview.stock')} count={stock.data?.total} to={areaPath('stock')} Icon={IconStack2} testId="waiting-stock" />
      </SimpleGrid>
    </>
  );
}

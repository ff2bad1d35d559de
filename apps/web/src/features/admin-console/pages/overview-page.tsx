/**
 * The console's first page: every queue the caller's roles open with what waits in it (shop
 * applications, products, stock, top-ups, withdrawals, escalated refunds, conversations), each
 * leading to its queue.
 */
import type { AdminQueue } from '@agora/contract/admin-queues';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import {
  type Icon,
  IconArrowBackUp,
  IconBuildingStore,
  IconCash,
  IconChevronRight,
  IconCoin,
  IconMessages,
  IconPackage,
  IconStack2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { useQueues } from '../api/queues';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';

/** Each queue's card: its words, its page and its icon, in the order the overview shows them. */
const QUEUE_CARDS: { queue: AdminQueue; label: string; path: string; Icon: Icon }[] = [
  { queue: 'applications', label: 'admin.overview.applications', path: 'applications', Icon: IconBuildingStore },
  { queue: 'products', label: 'admin.overview.products', path: 'products', Icon: IconPackage },
  { queue: 'stock', label: 'admin.overview.stock', path: 'stock', Icon: IconStack2 },
  { queue: 'topups', label: 'admin.queues.topups', path: 'topups', Icon: IconCoin },
  { queue: 'withdrawals', label: 'admin.queues.withdrawals', path: 'withdrawals', Icon: IconCash },
  { queue: 'refunds', label: 'admin.queues.refunds', path: 'refunds', Icon: IconArrowBackUp },
  { queue: 'support', label: 'admin.queues.support', path: 'support', Icon: IconMessages },
];

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
  const queues = useQueues();
  const cards = QUEUE_CARDS.filter(({ queue }) => queues.isPending || queues.data?.[queue] !== undefined);
  return (
    <>
      <PageHeader title={t('admin.overview.title')} intro={t('admin.overview.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map(({ queue, label, path, Icon }) => (
          <Waiting key={queue} label={t(label)} count={queues.data?.[queue]} to={areaPath(path)} Icon={Icon} testId={`waiting-${queue}`} />
        ))}
      </SimpleGrid>
    </>
  );
}

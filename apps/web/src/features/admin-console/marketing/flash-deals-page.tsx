/**
 * The console's flash deals: every deal with its state (upcoming, running, ended), its window and
 * how much of its quantity sold; a new deal or an edit opens the editor, and a deal not yet ended
 * can be ended at once (after a confirmation).
 */
import type { AdminFlashDeal } from '@agora/contract/marketing-admin';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';
import { ConfirmModal } from './confirm-modal';
import { DealEditor } from './deal-editor';
import { useEndFlashDeal, useFlashDeals } from './marketing-api';
import { WindowStateBadge } from './window-state-badge';

export default function FlashDealsPage() {
  const { t } = useTranslation();
  const { date, count } = useFormats();
  const deals = useFlashDeals();
  const end = useEndFlashDeal();
  const [editing, setEditing] = useState<AdminFlashDeal | 'new' | null>(null);
  const [ending, setEnding] = useState<AdminFlashDeal | null>(null);

  const columns: Column<AdminFlashDeal>[] = [
    {
      key: 'title',
      label: t('admin.flashDealsAdmin.title'),
      render: (row) => (
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="deal-row-title">
          {row.title || '—'}
        </Text>
      ),
    },
    { key: 'state', label: t('admin.flashDealsAdmin.state'), render: (row) => <WindowStateBadge state={row.state} /> },
    { key: 'starts', label: t('admin.flashDealsAdmin.startsAt'), render: (row) => date(row.starts_at), nowrap: true },
    { key: 'ends', label: t('admin.flashDealsAdmin.endsAt'), render: (row) => date(row.ends_at), nowrap: true },
    { key: 'items', label: t('admin.flashDealsAdmin.items'), render: (row) => count(row.items.length), nowrap: true },
    {
      key: 'sold',
      label: t('admin.flashDealsAdmin.sold'),
      render: (row) => <span data-testid="deal-row-sold">{`${count(row.sold)} / ${count(row.quantity)}`}</span>,
      nowrap: true,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.nav.flashDeals')}
        intro={t('admin.flashDealsAdmin.intro')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="deal-new">
            {t('admin.flashDealsAdmin.newDeal')}
          </Button>
        }
      />
      <DataList
        rows={deals.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={deals.isPending}
        caption={t('admin.nav.flashDeals')}
        breakpoint="md"
        empty={
          <Text c="dimmed" ta="center" py="xl">
            {t('admin.flashDealsAdmin.empty')}
          </Text>
        }
        actions={(row) =>
          row.state === 'ended' ? null : (
            <Group gap={6} wrap="nowrap">
              <Button size="xs" variant="light" onClick={() => setEditing(row)} data-testid="deal-edit">
                {t('admin.flashDealsAdmin.edit')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setEnding(row)} data-testid="deal-end">
                {t('admin.flashDealsAdmin.endNow')}
              </Button>
            </Group>
          )
        }
      />
      {editing && <DealEditor key={editing === 'new' ? 'new' : editing.id} deal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={ending !== null}
        title={t('admin.flashDealsAdmin.endTitle')}
        body={t('admin.flashDealsAdmin.endBody', { title: ending?.title ?? '' })}
        confirm={t('admin.flashDealsAdmin.endNow')}
        busy={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() => ending && end.mutate(ending.id, { onSuccess: () => setEnding(null) })}
      />
    </>
  );
}

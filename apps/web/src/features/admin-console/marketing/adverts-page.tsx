/**
 * The console's adverts, grouped by where the home page shows them (top, center_top, center,
 * center_bottom, bottom): each with its picture, title, link, dates and state; add one to a
 * position, edit one in the editor, delete one after a confirmation.
 */
import type { AdminAdvert } from '@agora/contract/marketing-admin';
import { ADVERT_POSITIONS, type AdvertPosition } from '@agora/contract/site';
import { Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';
import { Panel } from '../../system/panel';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';
import { AdvertEditor } from './advert-editor';
import { ConfirmModal } from './confirm-modal';
import { useAdminAdverts, useDeleteAdvert } from './marketing-api';
import { WindowStateBadge } from './window-state-badge';

function AdvertCard({ advert, onEdit, onDelete }: { advert: AdminAdvert; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const dates =
    advert.starts_at || advert.ends_at
      ? `${advert.starts_at ? date(advert.starts_at) : '…'} – ${advert.ends_at ? date(advert.ends_at) : '…'}`
      : t('admin.adverts.always');
  return (
    <Paper withBorder radius="md" p="xs" data-testid="advert-card">
      <Image src={mediaUrl(advert.image)} alt={advert.title} radius="sm" fit="cover" style={{ aspectRatio: '3 / 1' }} loading="lazy" />
      <Stack gap={4} mt="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="advert-card-title">
            {advert.title || '—'}
          </Text>
          <WindowStateBadge state={advert.state} />
        </Group>
        <Text fz="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {advert.link}
        </Text>
        <Text fz="xs" c="dimmed">
          {dates}
        </Text>
        <Group gap={6} justify="flex-end">
          <Button size="xs" variant="light" onClick={onEdit} data-testid="advert-edit">
            {t('admin.flashDealsAdmin.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} data-testid="advert-delete">
            {t('admin.adverts.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export default function AdvertsPage() {
  const { t } = useTranslation();
  const adverts = useAdminAdverts();
  const remove = useDeleteAdvert();
  const [editing, setEditing] = useState<{ advert: AdminAdvert | null; position: AdvertPosition } | null>(null);
  const [deleting, setDeleting] = useState<AdminAdvert | null>(null);

  return (
    <>
      <PageHeader title={t('admin.nav.adverts')} intro={t('admin.adverts.intro')} />
      <Stack gap="md">
        {ADVERT_POSITIONS.map((position) => {
          const rows = (adverts.data?.list ?? []).filter((a) => a.position === position);
          return (
            <div key={position} data-testid={`advert-position-${position}`}>
              <Panel title={t(`admin.adverts.position_${position}`)} description={t(`admin.adverts.where_${position}`)}>
                {adverts.isPending ? (
                  <Skeleton height={120} radius="md" />
                ) : rows.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    {t('admin.adverts.none')}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                    {rows.map((advert) => (
                      <AdvertCard key={advert.id} advert={advert} onEdit={() => setEditing({ advert, position })} onDelete={() => setDeleting(advert)} />
                    ))}
                  </SimpleGrid>
                )}
                <Group>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setEditing({ advert: null, position })}
                    data-testid={`advert-new-${position}`}
                  >
                    {t('admin.adverts.newAdvert')}
                  </Button>
                </Group>
              </Panel>
            </div>
          );
        })}
      </Stack>
      {editing && (
        <AdvertEditor
          key={editing.advert?.id ?? `new-${editing.position}`}
          advert={editing.advert}
          position={editing.position}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('admin.adverts.deleteTitle')}
        body={t('admin.adverts.deleteBody', { title: deleting?.title ?? '' })}
        confirm={t('admin.adverts.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}

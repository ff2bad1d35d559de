/** Announcements: the form for a new one and every one posted (as readers of the operator's language see them), each to edit, hide or delete. */
import type { AdminAnnouncement } from '@agora/contract/notices';
import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../system/empty-state';
import { useAllAnnouncements, useDeleteAnnouncement, usePublishAnnouncement } from '../api/announcements';
import { PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { AnnouncementForm } from './announcement-form';

/** Every announcement with its state and its actions: edit in place, take off the readers' lists or put back, delete after confirming. */
function PastAnnouncements() {
  const { t, i18n } = useTranslation();
  const { date } = useFormats();
  const [page, setPage] = usePageParam();
  const list = useAllAnnouncements(page);
  const publish = usePublishAnnouncement();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const rows = list.data?.list ?? [];
  const shown = (row: AdminAnnouncement) => row.texts.find((x) => x.lang === i18n.language) ?? row.texts.find((x) => x.lang === 'en') ?? row.texts[0];
  return (
    <section aria-labelledby="past-announcements">
      <Title order={2} fz="h4" mb="sm" id="past-announcements">
        {t('admin.announcements.past')}
      </Title>
      {list.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : rows.length === 0 ? (
        <EmptyState icon={IconSpeakerphone} title={t('admin.announcements.empty')} body={t('admin.announcements.emptyBody')} testId="admin-empty" />
      ) : (
        <Stack gap="sm">
          {rows.map((row) =>
            editing === row.id ? (
              <AnnouncementForm key={row.id} editing={row} onDone={() => setEditing(null)} />
            ) : (
              <Paper key={row.id} withBorder p="sm" radius="md" data-testid="announcement" style={row.published ? undefined : { opacity: 0.75 }}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {shown(row)?.title}
                  </Text>
                  {!row.published && (
                    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                      {t('admin.announcementEdits.hidden')}
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {date(row.created_at)}
                  {row.updated_at && ` · ${t('admin.announcementEdits.edited', { date: date(row.updated_at) })}`}
                </Text>
                <Text fz="sm" mt={4} lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {shown(row)?.body}
                </Text>
                <Group gap="xs" mt="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(row.id)}>
                    {t('admin.announcementEdits.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={publish.isPending && publish.variables?.id === row.id}
                    onClick={() => publish.mutate({ id: row.id, published: !row.published })}
                  >
                    {t(row.published ? 'admin.announcementEdits.unpublish' : 'admin.announcementEdits.publish')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(row)}>
                    {t('admin.announcementEdits.delete')}
                  </Button>
                </Group>
              </Paper>
            ),
          )}
        </Stack>
      )}
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('admin.announcementEdits.delete')} centered>
        <Text>{t('admin.announcementEdits.deleteConfirm', { title: deleting ? shown(deleting)?.title : '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {t('admin.announcementEdits.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
            {t('admin.announcementEdits.delete')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}

export default function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.announcements.title')} intro={t('admin.announcements.intro')} />
      <Stack gap="lg" maw={960}>
        <AnnouncementForm />
        <PastAnnouncements />
      </Stack>
    </>
  );
}

/** Announcements: the form for a new one and the ones already posted (as readers of the operator's language see them). */
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../system/empty-state';
import { useAnnouncements } from '../api/announcements';
import { PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { AnnouncementForm } from './announcement-form';

function PastAnnouncements() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const [page, setPage] = usePageParam();
  const list = useAnnouncements(page);
  const rows = list.data?.list ?? [];
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
          {rows.map((row) => (
            <Paper key={row.id} withBorder p="sm" radius="md" data-testid="announcement">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {date(row.created_at)}
              </Text>
              <Text fz="sm" mt={4} lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {row.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
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

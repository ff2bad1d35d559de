/**
 * One shop application: both ID pictures (click to enlarge), the applicant's contact, address and
 * description; while pending, approve (with an optional commission rate) or refuse with a reason,
 * then back to the list, which shows the change. An approved shop's rate can be changed here.
 */
import type { FlaggedApplicationDetail as AdminApplicationDetail } from '@agora/contract/shops';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/events';
import { useAreaPath } from '../../back-office/area-base';
import { Panel } from '../../system/panel';
import { useApplication, useReviewApplication, useSetCommission } from '../api/applications';
import { bpsToPercent, readCommission } from '../commission';
import { CommissionInput } from '../components/commission-input';
import { ReasonModal } from '../components/reason-modal';
import { RepeatAlert } from '../components/repeat-flags';
import { StatusBadge } from '../components/status-badge';
import { ZoomableImage } from '../components/zoomable-image';
import { useFormats } from '../use-formats';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

function Decide({ application, onDone }: { application: AdminApplicationDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const review = useReviewApplication();
  const [rate, setRate] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const bps = readCommission(rate);

  const approve = () => {
    if (bps === undefined) return;
    review.mutate(
      { id: application.id, approve: true, commissionBps: bps },
      {
        onSuccess: () => {
          toast.emit({ message: t('admin.applications.approved', { shop: application.shop_name }), kind: 'success' });
          onDone();
        },
      },
    );
  };
  const reject = (reason: string) =>
    review.mutate(
      { id: application.id, approve: false, reason },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.emit({ message: t('admin.applications.rejected', { shop: application.shop_name }), kind: 'success' });
          onDone();
        },
      },
    );

  return (
    <Panel title={t('admin.applications.decision')}>
      <CommissionInput value={rate} onChange={setRate} defaultBps={application.default_commission_bps} error={bps === undefined} />
      <Group mt="xs" gap="sm">
        <Button
          color="green"
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={approve}
          loading={review.isPending && !rejecting}
          disabled={bps === undefined}
        >
          {t('admin.review.approve')}
        </Button>
        <Button color="red" variant="light" leftSection={<IconX size={18} aria-hidden />} onClick={() => setRejecting(true)} disabled={review.isPending}>
          {t('admin.review.reject')}
        </Button>
      </Group>
      <ReasonModal
        opened={rejecting}
        title={t('admin.applications.rejectTitle')}
        subject={application.shop_name}
        busy={review.isPending}
        onClose={() => setRejecting(false)}
        onConfirm={reject}
      />
    </Panel>
  );
}

function ShopCommission({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const save = useSetCommission();
  const [rate, setRate] = useState(application.commission_bps === null ? '' : bpsToPercent(application.commission_bps));
  const bps = readCommission(rate);
  if (application.shop_id === null) return null;
  const shopId = application.shop_id;
  return (
    <Panel title={t('admin.commission.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (bps === undefined) return;
          save.mutate({ shopId, commissionBps: bps }, { onSuccess: () => toast.emit({ message: t('admin.commission.saved'), kind: 'success' }) });
        }}
      >
        <CommissionInput value={rate} onChange={setRate} defaultBps={application.default_commission_bps} error={bps === undefined} />
        <Button type="submit" mt="sm" loading={save.isPending} disabled={bps === undefined}>
          {t('admin.commission.save')}
        </Button>
      </form>
    </Panel>
  );
}

export default function ApplicationDetailPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const { date } = useFormats();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(useParams().id);
  const application = useApplication(id);
  const from = params.get('from');
  const back = `${areaPath('applications')}${from && from !== 'pending' ? `?status=${from}` : ''}`;

  const heading = (
    <Anchor component={Link} to={back} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('admin.applications.backToList')}
      </Group>
    </Anchor>
  );
  if (application.isPending) return <Skeleton height={420} radius="md" />;
  if (!application.data) return <Alert color="red">{t('common.requestError')}</Alert>;
  const a = application.data;

  return (
    <Stack gap="md" maw={1000}>
      {heading}
      <Group gap="sm" align="center">
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {a.shop_name}
        </Title>
        <StatusBadge status={a.status} />
      </Group>
      <RepeatAlert repeats={a.repeats} />
      {a.status === 'rejected' && (
        <Alert color="red" title={t('admin.applications.reason')}>
          {a.reason}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('admin.applications.applicant')}>
            {a.applicant_name} · {a.applicant_email}
          </Field>
          <Field label={t('admin.applications.submitted')}>{date(a.created_at)}</Field>
          <Field label={t('admin.applications.contact')}>{a.contact}</Field>
          <Field label={t('admin.applications.email')}>{a.email}</Field>
          <Field label={t('admin.applications.address')}>{a.address}</Field>
          {a.reviewed_at && <Field label={t('admin.applications.reviewed')}>{date(a.reviewed_at)}</Field>}
        </SimpleGrid>
        <Stack gap={2} mt="sm">
          <Field label={t('admin.applications.description')}>{a.description || t('admin.applications.noDescription')}</Field>
        </Stack>
      </Paper>
      <Panel title={t('admin.applications.idImages')}>
        {/* As wide as the panel on a phone (a fixed 240 px left half of it empty), side by side from `xs`. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={620}>
          {(['idFront', 'idBack'] as const).map((side) => (
            <Stack gap={4} key={side}>
              <ZoomableImage
                src={side === 'idFront' ? a.id_front_image : a.id_back_image}
                alt={t(`admin.applications.${side}`)}
                width={300}
                height={190}
                fluid
              />
              <Text fz="xs" c="dimmed">
                {t(`admin.applications.${side}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Panel>
      {a.status === 'pending' && <Decide application={a} onDone={() => navigate(back)} />}
      {a.status === 'approved' && <ShopCommission application={a} />}
    </Stack>
  );
}

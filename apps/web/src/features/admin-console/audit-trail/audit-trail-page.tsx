/**
 * The audit trail (read-only): every write an operator or a seller made, newest first, filtered
 * by actor, target, action and days (kept in the address, so a reload or a link shows the same
 * rows), each row opening to its state before and after. Above, the chain's check over the whole
 * trail: intact, or the first broken row in red (and that row marked in the list). The filtered
 * rows download as CSV.
 */
import type { AuditTrailFilterInput, AuditTrailRow, TrailChain } from '@agora/contract/audit-trail';
import { Alert, Badge, Button, Code, Collapse, Grid, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDownload, IconHistory, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { downloadTrail, useAuditTrail } from './audit-trail-api';

const FILTERS = ['actor', 'target', 'action', 'from', 'to'] as const;
type FilterKey = (typeof FILTERS)[number];

/** The filter in the address (`?actor=…&from=2026-11-01`). */
function useFilterParams(): [AuditTrailFilterInput, (next: AuditTrailFilterInput) => void] {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined])) as AuditTrailFilterInput;
  const setFilter = (next: AuditTrailFilterInput) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const key of FILTERS) if (next[key]?.trim()) updated.set(key, next[key].trim());
      return updated; // a new filter starts at page 1
    });
  return [filter, setFilter];
}

function ChainBanner({ chain }: { chain: TrailChain }) {
  const { t } = useTranslation();
  const { count } = useFormats();
  if (chain.intact)
    return (
      <Alert color="green" variant="light" icon={<IconShieldCheck size={20} />} mb="md" data-testid="trail-chain" data-intact="true">
        <Text fz="sm" fw={600}>
          {t('admin.auditTrail.intact', { count: chain.rows, rows: count(chain.rows) })}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('admin.auditTrail.intactHint')}
        </Text>
      </Alert>
    );
  const broken = chain.broken;
  return (
    <Alert color="red" variant="filled" icon={<IconShieldX size={20} />} mb="md" role="alert" data-testid="trail-chain" data-intact="false">
      <Text fz="sm" fw={700} data-testid="trail-broken-at">
        {t('admin.auditTrail.broken', { id: broken?.id ?? 0 })}
      </Text>
      {broken && <Text fz="sm">{t(`admin.auditTrail.kind.${broken.kind}`, { id: broken.id })}</Text>}
      <Text fz="xs" mt={4}>
        {t('admin.auditTrail.brokenHint')}
      </Text>
    </Alert>
  );
}

/** A JSON text shown indented (or as it is, when it is not JSON). */
const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** The row's before and after, opened on demand. */
function Changes({ row }: { row: AuditTrailRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!row.before && !row.after)
    return (
      <Text fz="xs" c="dimmed">
        {t('admin.auditTrail.noChanges')}
      </Text>
    );
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div style={{ minWidth: 0 }}>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} fz="sm" c="blue.7" data-testid="trail-toggle">
        <Group gap={4} wrap="nowrap">
          <Chevron size={14} aria-hidden />
          {open ? t('admin.auditTrail.hideChanges') : t('admin.auditTrail.showChanges')}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <SimpleGrid cols={{ base: 1, lg: row.before && row.after ? 2 : 1 }} spacing="xs" mt={6} miw={{ base: 0, md: 260 }} data-testid="trail-changes">
          {(['before', 'after'] as const).map(
            (side) =>
              row[side] && (
                <div key={side} style={{ minWidth: 0 }}>
                  <Text fz="xs" c="dimmed" fw={600}>
                    {t(`admin.auditTrail.${side}`)}
                  </Text>
                  <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 280, overflow: 'auto' }}>
                    {pretty(row[side] ?? '')}
                  </Code>
                </div>
              ),
          )}
        </SimpleGrid>
      </Collapse>
    </div>
  );
}

/** `POST /api/admin/shop/commission` as `POST /admin/shop/commission`, a line break allowed after each slash only. */
function ActionText({ action }: { action: string }) {
  const parts = action.replace(' /api/', ' /').split('/');
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </span>
      ))}
    </>
  );
}

function Filters({ filter, onApply }: { filter: AuditTrailFilterInput; onApply: (next: AuditTrailFilterInput) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditTrailFilterInput>(filter);
  const field = (key: FilterKey) => ({
    value: draft[key] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((d) => ({ ...d, [key]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="form" onSubmit={submit} aria-label={t('admin.auditTrail.filters')}>
      {/* The days share a line even on a phone; at a desk everything fits on one. */}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <TextInput label={t('admin.auditTrail.actor')} placeholder={t('admin.auditTrail.actorHint')} {...field('actor')} name="actor" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <TextInput label={t('admin.auditTrail.target')} placeholder={t('admin.auditTrail.targetHint')} {...field('target')} name="target" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <TextInput label={t('admin.auditTrail.action')} placeholder={t('admin.auditTrail.actionHint')} {...field('action')} name="action" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 2 }}>
          <TextInput type="date" label={t('admin.auditTrail.from')} {...field('from')} name="from" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 2 }}>
          <TextInput type="date" label={t('admin.auditTrail.to')} {...field('to')} name="to" />
        </Grid.Col>
      </Grid>
      <Group mt="sm" gap="xs" justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('admin.auditTrail.clear')}
        </Button>
        <Button type="submit" data-testid="trail-apply">
          {t('admin.auditTrail.apply')}
        </Button>
      </Group>
    </Paper>
  );
}

export default function AuditTrailPage() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const [filter, setFilter] = useFilterParams();
  const [page, setPage] = usePageParam();
  const trail = useAuditTrail(filter, page);
  const [exporting, setExporting] = useState(false);
  const brokenId = trail.data?.chain.broken?.id;

  const roles = (row: AuditTrailRow) =>
    row.actor_roles === 'seller'
      ? [t('admin.auditTrail.seller')]
      : row.actor_roles
          .split(',')
          .filter(Boolean)
          .map((role) => t(`admin.staff.role.${role}`));
  const columns: Column<AuditTrailRow>[] = [
    {
      key: 'id',
      label: t('admin.auditTrail.row'),
      nowrap: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="sm" className="agora-figure">
            #{row.id}
          </Text>
          {row.id === brokenId && (
            <Badge color="red" size="sm" data-testid="trail-broken-row">
              {t('admin.auditTrail.brokenBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'when', label: t('admin.auditTrail.when'), nowrap: true, render: (row) => date(row.created_at) },
    {
      key: 'actor',
      label: t('admin.auditTrail.actor'),
      render: (row) => (
        <Stack gap={2}>
          <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
            {row.actor_email ?? (row.actor_user_id ? `#${row.actor_user_id}` : '—')}
          </Text>
          <Group gap={4}>
            {roles(row).map((role) => (
              <Badge key={role} variant="light" size="xs" color={row.actor_roles === 'seller' ? 'orange' : 'blue'} style={{ textTransform: 'none' }}>
                {role}
              </Badge>
            ))}
            {row.actor_shop_id && (
              <Text fz="xs" c="dimmed">
                {t('admin.auditTrail.shop', { id: row.actor_shop_id })}
              </Text>
            )}
          </Group>
          <Text fz="xs" c="dimmed" title={t('admin.auditTrail.address')}>
            {row.ip}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'action',
      label: t('admin.auditTrail.action'),
      render: (row) => (
        <Code fz="xs" style={{ overflowWrap: 'break-word', whiteSpace: 'normal' }} title={row.action}>
          <ActionText action={row.action} />
        </Code>
      ),
    },
    {
      key: 'target',
      label: t('admin.auditTrail.target'),
      render: (row) => (row.target_type ? `${row.target_type}${row.target_id ? ` #${row.target_id}` : ''}` : '—'),
    },
    {
      key: 'reason',
      label: t('admin.auditTrail.reason'),
      render: (row) => (
        <Text fz="sm" style={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
          {row.reason ?? '—'}
        </Text>
      ),
    },
    { key: 'changes', label: t('admin.auditTrail.changes'), render: (row) => <Changes row={row} /> },
  ];

  const filtered = FILTERS.some((key) => filter[key]);
  return (
    <>
      <PageHeader
        title={t('admin.auditTrail.title')}
        intro={t('admin.auditTrail.intro')}
        action={
          <Button
            leftSection={<IconDownload size={16} />}
            variant="default"
            loading={exporting}
            data-testid="trail-export"
            onClick={() => {
              setExporting(true);
              void downloadTrail(filter).finally(() => setExporting(false));
            }}
          >
            {filtered ? t('admin.auditTrail.exportFiltered') : t('admin.auditTrail.export')}
          </Button>
        }
      />
      {trail.data && <ChainBanner chain={trail.data.chain} />}
      <Filters key={FILTERS.map((key) => filter[key] ?? '').join('|')} filter={filter} onApply={setFilter} />
      <DataList
        rows={trail.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={trail.isPending}
        caption={t('admin.auditTrail.title')}
        breakpoint="md"
        highlight={(row) => row.id === brokenId}
        empty={
          <EmptyState
            icon={IconHistory}
            title={filtered ? t('admin.auditTrail.emptyFiltered') : t('admin.auditTrail.empty')}
            body={filtered ? t('admin.auditTrail.emptyFilteredHint') : t('admin.auditTrail.emptyHint')}
            testId="trail-empty"
          />
        }
      />
      {trail.data && <Pager page={page} total={trail.data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </>
  );
}

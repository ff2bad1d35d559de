/**
 * The console's reports: for a range of UTC days (the last 30 by default, at most 366), the
 * totals (sales, orders, new users, commission, refunds, cancelled), a chart by day (by month past
 * two months), the months as a table, the queues still waiting, and the CSV exports. Money figures
 * come from the books (modules/reports), so they agree with the books page to the cent.
 */
import type { AdminQueue } from '@agora/contract/admin-queues';
import type { ReportExportKind, ReportFigures } from '@agora/contract/reports';
import { Button, Group, Menu, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localeTag } from '../../../lib/i18n';
import { useAreaPath } from '../../back-office/area-base';
import { useQueues } from '../api/queues';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { BarChart } from '../money/bar-chart';
import { useFormats } from '../use-formats';
import { downloadReport, type ReportRangeValue, useReportSummary } from './reports-api';

const FIGURES = ['sales', 'orders', 'new_users', 'commission', 'refunds', 'cancelled'] as const;
const MONEY = new Set<keyof ReportFigures>(['sales', 'commission', 'refunds', 'cancelled']);
const EXPORTS: ReportExportKind[] = ['orders', 'users', 'shop-sales'];
/** Each queue's words and page (the same as the overview's cards). */
const QUEUES: { queue: AdminQueue; label: string; path: string }[] = [
  { queue: 'applications', label: 'admin.overview.applications', path: 'applications' },
  { queue: 'products', label: 'admin.overview.products', path: 'products' },
  { queue: 'stock', label: 'admin.overview.stock', path: 'stock' },
  { queue: 'topups', label: 'admin.queues.topups', path: 'topups' },
  { queue: 'withdrawals', label: 'admin.queues.withdrawals', path: 'withdrawals' },
  { queue: 'refunds', label: 'admin.queues.refunds', path: 'refunds' },
  { queue: 'support', label: 'admin.queues.support', path: 'support' },
];

function useRangeParams(): [ReportRangeValue, (next: ReportRangeValue) => void] {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const setRange = (next: ReportRangeValue) =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (next.from) updated.set('from', next.from);
      if (next.to) updated.set('to', next.to);
      return updated;
    });
  return [range, setRange];
}

function RangeForm({ range, shown, onApply }: { range: ReportRangeValue; shown?: { from: string; to: string }; onApply: (next: ReportRangeValue) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from ?? shown?.from ?? '');
  const [to, setTo] = useState(range.to ?? shown?.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from: from || undefined, to: to || undefined });
  };
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="form" onSubmit={submit} data-testid="report-range">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('admin.reports.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          data-testid="report-from"
          w={170}
        />
        <TextInput type="date" label={t('admin.reports.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="report-to" w={170} />
        <Button type="submit" data-testid="report-apply">
          {t('admin.reports.apply')}
        </Button>
        <Button variant="subtle" onClick={() => onApply({})}>
          {t('admin.reports.last30')}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" mt={6}>
        {t('admin.reports.rangeHint')}
      </Text>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={30} w={100} mt={4} />
      ) : (
        <Text fz={24} fw={700} lh={1.2} className="agora-figure" style={{ whiteSpace: 'nowrap' }} data-testid="report-figure">
          {value}
        </Text>
      )}
    </Paper>
  );
}

function Queues() {
  const { t } = useTranslation();
  const { count } = useFormats();
  const areaPath = useAreaPath();
  const queues = useQueues();
  const open = QUEUES.filter(({ queue }) => queues.data?.[queue] !== undefined);
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-queues">
      <Title order={2} fz="h4" mb="sm">
        {t('admin.reports.queues')}
      </Title>
      {queues.isPending ? (
        <Skeleton h={60} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {open.map(({ queue, label, path }) => (
            <Paper
              key={queue}
              component={Link}
              to={areaPath(path)}
              withBorder
              radius="md"
              p="xs"
              style={{ color: 'inherit', textDecoration: 'none' }}
              data-testid={`report-queue-${queue}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="sm">{t(label)}</Text>
                <Text fw={700} className="agora-figure">
                  {count(queues.data?.[queue] ?? 0)}
                </Text>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  const { usd, count } = useFormats();
  const [range, setRange] = useRangeParams();
  const summary = useReportSummary(range);
  const [exporting, setExporting] = useState(false);
  const data = summary.data;
  const format = (key: keyof ReportFigures, value: number) => (MONEY.has(key) ? usd(value) : count(value));

  const tag = localeTag(i18n.language);
  const dayLabel = new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const monthShort = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Past two months a bar a day is too thin: the chart goes by month.
  const byDay = (data?.days.length ?? 0) <= 62;
  const points = data ? (byDay ? data.days.map((d) => ({ ...d, key: d.day })) : data.months.map((m) => ({ ...m, key: `${m.month}-01` }))) : [];
  // On a phone a label under every one of 30 bars would run together: every few bars get one.
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const every = narrow ? Math.ceil(points.length / 8) : 1;
  const label = (key: string, i: number) => (i % every === 0 ? (byDay ? dayLabel : monthShort).format(new Date(`${key}T00:00:00Z`)) : '');

  type MonthRow = NonNullable<typeof data>['months'][number];
  const columns: Column<MonthRow>[] = [
    { key: 'month', label: t('admin.reports.month'), nowrap: true, render: (row) => monthName.format(new Date(`${row.month}-01T00:00:00Z`)) },
    ...FIGURES.map((key) => ({ key, label: t(`admin.reports.figure.${key}`), nowrap: true, render: (row: MonthRow) => format(key, row[key]) })),
  ];

  return (
    <>
      <PageHeader
        title={t('admin.reports.title')}
        intro={t('admin.reports.intro')}
        action={
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                leftSection={<IconDownload size={16} />}
                rightSection={<IconChevronDown size={14} />}
                variant="default"
                loading={exporting}
                data-testid="report-export"
              >
                {t('admin.reports.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {EXPORTS.map((kind) => (
                <Menu.Item
                  key={kind}
                  data-testid={`report-export-${kind}`}
                  onClick={() => {
                    setExporting(true);
                    void downloadReport(kind, range).finally(() => setExporting(false));
                  }}
                >
                  {t(`admin.reports.exportKind.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        }
      />
      <RangeForm key={`${range.from ?? ''}|${range.to ?? ''}|${data ? 'shown' : ''}`} range={range} shown={data} onApply={setRange} />
      <Stack gap="md">
        {data && (
          <Text fz="sm" c="dimmed" data-testid="report-period">
            {t('admin.reports.period', { from: dayName.format(new Date(`${data.from}T00:00:00Z`)), to: dayName.format(new Date(`${data.to}T00:00:00Z`)) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {FIGURES.map((key) => (
            <Figure
              key={key}
              label={t(`admin.reports.figure.${key}`)}
              value={data ? format(key, data.totals[key]) : undefined}
              testId={`report-total-${key}`}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {byDay ? t('admin.reports.byDay') : t('admin.reports.byMonth')}
          </Title>
          {!data ? (
            <Skeleton h={200} />
          ) : (
            <BarChart
              title={t('admin.reports.chartTitle')}
              labels={points.map((p, i) => label(p.key, i))}
              format={usd}
              series={[
                { name: t('admin.reports.figure.sales'), colour: theme.colors.teal[6], values: points.map((p) => p.sales) },
                { name: t('admin.reports.refundsAndCancelled'), colour: theme.colors.orange[6], values: points.map((p) => p.refunds + p.cancelled) },
                { name: t('admin.reports.figure.commission'), colour: theme.colors.indigo[6], values: points.map((p) => p.commission) },
              ]}
            />
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('admin.reports.byMonth')}
          </Title>
          <DataList
            rows={data ? [...data.months].reverse() : []}
            columns={columns}
            rowKey={(row) => row.month}
            loading={summary.isPending}
            caption={t('admin.reports.byMonth')}
            breakpoint="md"
            empty={<Text c="dimmed">{t('admin.reports.noData')}</Text>}
          />
        </Paper>
        <Queues />
      </Stack>
    </>
  );
}

/**
 * The books: the trial balance (trial-balance-card.tsx) and the sellers who owe the mall
 * (sellers-owing-card.tsx), the ledger audit's last result (when, how many wallets, each mismatch
 * by kind of record) with a button to run it now, and the mall's money by month (in, out,
 * commission, held in wallets) as a table and a small chart.
 */
import type { AuditResult, MoneyMonth } from '@agora/contract/wallet';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../../lib/i18n';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';
import { BarChart } from './bar-chart';
import { useBooks, useLastAudit, useMoneySummary, useRunAudit } from './money-api';
import { SellersOwingCard } from './sellers-owing-card';
import { TrialBalanceCard } from './trial-balance-card';

/** The kinds of record the audit checks (modules/audit), each named in the operator's language; another shows as sent. */
const PROBLEM_KINDS = ['entry', 'account', 'wallet', 'order', 'refund', 'card_payment', 'recharge', 'withdrawal'] as const;
const isProblemKind = (kind: string): kind is (typeof PROBLEM_KINDS)[number] => (PROBLEM_KINDS as readonly string[]).includes(kind);

function AuditCard() {
  const { t } = useTranslation();
  const { date, count } = useFormats();
  const last = useLastAudit();
  const run = useRunAudit();
  const result: AuditResult | null | undefined = last.data;

  let body: ReactNode;
  if (last.isPending) body = <Skeleton h={80} />;
  else if (!result) body = <Text c="dimmed">{t('admin.money.books.neverRun')}</Text>;
  else
    body = (
      <Stack gap="xs">
        <Alert
          color={result.problem_count === 0 ? 'green' : 'red'}
          variant="light"
          icon={result.problem_count === 0 ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
          data-testid="audit-result"
        >
          <Text fw={600} fz="sm" data-testid="audit-mismatches">
            {t('admin.money.books.mismatches', { count: result.problem_count, formatted: count(result.problem_count) })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('admin.money.books.checked', { when: date(result.checked_at), wallets: count(result.wallets) })}
          </Text>
        </Alert>
        {result.problems.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" fz="sm" data-testid="audit-problems">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.money.books.kind')}</Table.Th>
                  <Table.Th>{t('admin.money.books.record')}</Table.Th>
                  <Table.Th>{t('admin.money.books.detail')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.problems.map((problem) => (
                  <Table.Tr key={`${problem.kind}-${problem.id}-${problem.detail}`}>
                    <Table.Td data-testid="audit-problem-kind">
                      {isProblemKind(problem.kind) ? t(`admin.money.books.problem.${problem.kind}`) : problem.kind}
                    </Table.Td>
                    <Table.Td>#{problem.id}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.detail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {result.problem_count > result.problems.length && (
          <Text fz="xs" c="dimmed">
            {t('admin.money.books.moreProblems', { shown: count(result.problems.length) })}
          </Text>
        )}
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h4">
          {t('admin.money.books.audit')}
        </Title>
        <Button leftSection={<IconPlayerPlay size={16} />} loading={run.isPending} onClick={() => run.mutate()} data-testid="run-audit">
          {t('admin.money.books.runNow')}
        </Button>
      </Group>
      {body}
    </Paper>
  );
}

const COLUMNS = ['top_ups', 'card_payments', 'withdrawals', 'commission', 'held_in_wallets'] as const;

function MonthTable({ months, label }: { months: MoneyMonth[]; label: (month: string) => string }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, { getInitialValueInEffect: false });
  // Newest first to read: the month an operator asks about is usually this one.
  const rows = [...months].reverse();
  if (!wide)
    return (
      <Stack gap="xs" data-testid="money-months">
        {rows.map((month) => (
          <Paper key={month.month} withBorder radius="md" p="sm" data-testid="money-month">
            <Text fw={600} fz="sm">
              {label(month.month)}
            </Text>
            {COLUMNS.map((column) => (
              <Group key={column} justify="space-between" gap="xs">
                <Text fz="xs" c="dimmed">
                  {t(`admin.money.books.${column}`)}
                </Text>
                <Text fz="sm" className="agora-figure">
                  {usd(month[column])}
                </Text>
              </Group>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" className="agora-figure" data-testid="money-months">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.money.books.month')}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={{ textAlign: 'end' }}>
                {t(`admin.money.books.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((month) => (
            <Table.Tr key={month.month} data-testid="money-month">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{label(month.month)}</Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column} style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                  {usd(month[column])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MoneyByMonth() {
  const { t, i18n } = useTranslation();
  const { usd } = useFormats();
  const theme = useMantineTheme();
  const summary = useMoneySummary(12);
  const monthName = new Intl.DateTimeFormat(localeTag(i18n.language), { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(localeTag(i18n.language), { month: 'short', timeZone: 'UTC' });
  const date = (month: string) => new Date(`${month}-01T00:00:00Z`);
  const label = (month: string) => monthName.format(date(month));
  const months = summary.data ?? [];

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        {t('admin.money.books.byMonth')}
      </Title>
      {summary.isPending ? (
        <Skeleton h={240} />
      ) : (
        <Stack gap="md">
          <BarChart
            title={t('admin.money.books.chartTitle')}
            // Just the month under the bars (the year is in the table), so twelve fit on a phone.
            labels={months.map((m) => short.format(date(m.month)))}
            format={usd}
            series={[
              { name: t('admin.money.books.moneyIn'), colour: theme.colors.teal[6], values: months.map((m) => m.top_ups + m.card_payments) },
              { name: t('admin.money.books.withdrawals'), colour: theme.colors.orange[6], values: months.map((m) => m.withdrawals) },
              { name: t('admin.money.books.commission'), colour: theme.colors.indigo[6], values: months.map((m) => m.commission) },
            ]}
          />
          <MonthTable months={months} label={label} />
        </Stack>
      )}
    </Paper>
  );
}

export default function BooksPage() {
  const { t } = useTranslation();
  const books = useBooks();
  return (
    <>
      <PageHeader title={t('admin.money.books.title')} intro={t('admin.money.books.intro')} />
      <Stack gap="lg">
        {books.isError ? (
          <Alert color="red" role="alert">
            {t('common.requestError')}
          </Alert>
        ) : (
          <>
            <TrialBalanceCard books={books.data} loading={books.isPending} />
            <SellersOwingCard books={books.data} loading={books.isPending} />
          </>
        )}
        <AuditCard />
        <MoneyByMonth />
      </Stack>
    </>
  );
}

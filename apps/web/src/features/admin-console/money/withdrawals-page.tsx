/**
 * Withdrawals by state. Pending ones flagged for a recent change of payment details come first
 * and stand out; each shows the amount, the fee and what to pay, the method and the details to pay
 * to, unmasked, with a warning when they no longer match what the user asked for (changed since).
 * A pending one is paid out (with an optional payout reference) or refused with a remark.
 */
import type { AdminWithdrawal, WithdrawalState } from '@agora/contract/withdrawals';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { RepeatFlags } from '../components/repeat-flags';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { DecisionButtons, decidedColumns } from './decided-parts';
import { DecisionModal, type DecisionRequest } from './decision-modal';
import { useReviewWithdrawal, useWithdrawals } from './money-api';
import { StateTabs, useStateParam } from './state-tabs';
import { UserCell } from './user-cell';

const STATE_COLOUR: Record<WithdrawalState, string> = { pending: 'yellow', completed: 'green', failed: 'red', cancelled: 'gray' };
// The tabs, from the colours' keys (complete by type): importing the contract's list as a value
// would split it into a chunk of its own, one more file name in the storefront's entry.
const WITHDRAWAL_STATES = Object.keys(STATE_COLOUR) as WithdrawalState[];
/** The order the bank fields are read in. */
const DETAIL_ORDER = ['address', 'bank_name', 'account_name', 'iban', 'account_number', 'routing_number', 'bank_code', 'bic'];
/** Copied character by character into a bank or wallet app: set in a fixed-width face so 0/O and 1/l differ. */
const CODES = ['address', 'account_number', 'routing_number', 'iban', 'bic', 'bank_code'];

function Details({ details }: { details: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const keys = Object.keys(details)
    .filter((key) => details[key] !== '')
    .sort((a, b) => DETAIL_ORDER.indexOf(a) - DETAIL_ORDER.indexOf(b));
  return (
    <Stack gap={2} data-testid="withdrawal-details">
      {keys.map((key) => (
        <Text key={key} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fz="xs" c="dimmed">
            {i18n.exists(`admin.money.withdrawals.field_${key}`) ? t(`admin.money.withdrawals.field_${key}`) : key}:
          </Text>{' '}
          <Text span ff={CODES.includes(key) ? 'monospace' : undefined} fz="sm">
            {details[key]}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const { date, usd } = useFormats();
  const [state, setState] = useStateParam(WITHDRAWAL_STATES);
  const [page, setPage] = usePageParam();
  const list = useWithdrawals(state, page);
  const review = useReviewWithdrawal();
  const [deciding, setDeciding] = useState<{ row: AdminWithdrawal; request: DecisionRequest } | null>(null);

  const methodName = (method: string) => (method === 'bank' ? t('admin.money.withdrawals.bank') : method);
  const subject = (row: AdminWithdrawal) => `${row.user.firstname || row.user.email} · ${usd(row.amount - row.fee)} · ${methodName(row.method)}`;
  const open = (row: AdminWithdrawal, approve: boolean) =>
    setDeciding({
      row,
      request: approve
        ? { approve, subject: subject(row), title: t('admin.money.withdrawals.payOutTitle'), confirm: t('admin.money.withdrawals.payOut') }
        : { approve, subject: subject(row), title: t('admin.money.withdrawals.refuseTitle'), confirm: t('admin.money.withdrawals.refuse') },
    });

  const columns: Column<AdminWithdrawal>[] = [
    {
      key: 'user',
      label: t('admin.money.user'),
      render: (row) => (
        <>
          {row.flagged === 1 && (
            <Badge
              color="red"
              leftSection={<IconFlag size={12} />}
              mb={4}
              // Wraps rather than cut to "Details just c…" in a narrow column.
              styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
              data-testid="withdrawal-flagged"
            >
              {t('admin.money.withdrawals.flagged')}
            </Badge>
          )}
          <UserCell user={row.user} />
          <RepeatFlags repeats={row.repeats} />
        </>
      ),
    },
    {
      key: 'amount',
      label: t('admin.money.withdrawals.toPay'),
      nowrap: true,
      render: (row) => (
        <>
          <Text fw={700} fz="sm" className="agora-figure" data-testid="withdrawal-payout">
            {usd(row.amount - row.fee)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('admin.money.withdrawals.amountAndFee', { amount: usd(row.amount), fee: usd(row.fee) })}
          </Text>
        </>
      ),
    },
    { key: 'method', label: t('admin.money.withdrawals.method'), render: (row) => methodName(row.method) },
    {
      key: 'details',
      label: t('admin.money.withdrawals.details'),
      render: (row) => (
        <Stack gap={6}>
          {row.details ? <Details details={row.details} /> : <Text fz="sm">{t('admin.money.withdrawals.detailsRemoved')}</Text>}
          {row.details_changed && state === 'pending' && (
            <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} />} data-testid="details-changed">
              <Text fz="xs">{t('admin.money.withdrawals.detailsChanged')}</Text>
              <Text fz="xs" c="dimmed">
                {t('admin.money.withdrawals.askedFor', {
                  details: Object.values(row.destination)
                    .filter((value) => value !== '')
                    .join(' · '),
                })}
              </Text>
            </Alert>
          )}
        </Stack>
      ),
    },
    { key: 'date', label: t('admin.money.submitted'), nowrap: true, render: (row) => date(row.created_at) },
  ];
  if (state !== 'pending')
    columns.push(...decidedColumns<WithdrawalState, AdminWithdrawal>(t, date, STATE_COLOUR, (s) => t(`admin.money.withdrawals.state_${s}`)));

  return (
    <>
      <PageHeader title={t('admin.money.withdrawals.title')} intro={t('admin.money.withdrawals.intro')} />
      <StateTabs states={WITHDRAWAL_STATES} value={state} onChange={setState} label={(s) => t(`admin.money.withdrawals.state_${s}`)} />
      <DataList
        breakpoint="md"
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.money.withdrawals.title')}
        highlight={(row) => (row.flagged === 1 || row.repeats.length > 0) && row.state === 'pending'}
        empty={<EmptyState icon={IconCash} title={t('admin.money.withdrawals.empty')} testId="withdrawals-empty" />}
        actions={
          state === 'pending'
            ? (row) => (
                <DecisionButtons
                  approve={t('admin.money.withdrawals.payOut')}
                  reject={t('admin.money.withdrawals.refuse')}
                  onDecide={(yes) => open(row, yes)}
                />
              )
            : undefined
        }
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <DecisionModal
        decision={deciding?.request ?? null}
        busy={review.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={async ({ remark }) => {
          if (!deciding) return;
          const { row, request } = deciding;
          await review.mutateAsync({ id: row.id, approve: request.approve, remark });
          toast.emit({
            kind: 'success',
            message: t(request.approve ? 'admin.money.withdrawals.paid' : 'admin.money.withdrawals.refused', { name: subject(row) }),
          });
        }}
      />
    </>
  );
}

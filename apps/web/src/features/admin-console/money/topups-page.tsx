/**
 * Top-ups by state: pending ones oldest first (the queue), decided ones newest first. Each shows
 * who, how much in US dollars (and in the wallet type's currency at the rate it was sent at), the
 * wallet type, the payment's transaction id and the proof picture beside it (opens large); a
 * pending one is approved with the amount actually received, or rejected with a remark.
 */
import type { AdminRecharge, RechargeState } from '@agora/contract/topups';
import { Code, Group, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { localeTag } from '../../../lib/i18n';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ZoomableImage } from '../components/zoomable-image';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { DecisionButtons, decidedColumns } from './decided-parts';
import { DecisionModal, type DecisionRequest } from './decision-modal';
import { useRecharges, useReviewRecharge } from './money-api';
import { StateTabs, useStateParam } from './state-tabs';
import { UserCell } from './user-cell';

const STATE_COLOUR: Record<RechargeState, string> = { pending: 'yellow', completed: 'green', failed: 'red' };
// The tabs, from the colours' keys (complete by type), not the contract's list: see withdrawals-page.
const RECHARGE_STATES = Object.keys(STATE_COLOUR) as RechargeState[];

export default function TopupsPage() {
  const { t, i18n } = useTranslation();
  const { date, usd } = useFormats();
  const [state, setState] = useStateParam(RECHARGE_STATES);
  const [page, setPage] = usePageParam();
  const list = useRecharges(state, page);
  const review = useReviewRecharge();
  const [deciding, setDeciding] = useState<{ row: AdminRecharge; request: DecisionRequest } | null>(null);
  const units = new Intl.NumberFormat(localeTag(i18n.language), { maximumFractionDigits: 6 });

  const subject = (row: AdminRecharge) => `${row.user.firstname || row.user.email} · ${usd(row.amount)} · ${row.wallet_name} · ${row.transaction_id}`;
  const open = (row: AdminRecharge, approve: boolean) =>
    setDeciding({
      row,
      request: approve
        ? { approve, subject: subject(row), amount: row.amount, title: t('admin.money.topups.approveTitle'), confirm: t('admin.money.topups.approve') }
        : { approve, subject: subject(row), title: t('admin.money.topups.rejectTitle'), confirm: t('admin.money.topups.reject') },
    });

  const columns: Column<AdminRecharge>[] = [
    { key: 'user', label: t('admin.money.user'), render: (row) => <UserCell user={row.user} /> },
    {
      key: 'amount',
      label: t('admin.money.amount'),
      nowrap: true,
      render: (row) => (
        <>
          <Text fw={700} fz="sm" className="agora-figure" data-testid="topup-amount">
            {usd(row.amount)}
          </Text>
          {row.actual_amount !== null && row.actual_amount !== row.amount && (
            <Text fz="xs" c="green.8">
              {t('admin.money.topups.credited', { amount: usd(row.actual_amount) })}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            ≈ {units.format((row.amount / 100) * row.rate)} {row.wallet_code}
          </Text>
        </>
      ),
    },
    { key: 'wallet', label: t('admin.money.wallet'), render: (row) => row.wallet_name },
    {
      key: 'transaction',
      label: t('admin.money.topups.transaction'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ZoomableImage src={row.voucher} alt={t('admin.money.topups.voucher', { id: row.transaction_id })} width={56} height={56} />
          <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{row.transaction_id}</Code>
        </Group>
      ),
    },
    { key: 'date', label: t('admin.money.submitted'), nowrap: true, render: (row) => date(row.created_at) },
  ];
  if (state !== 'pending') columns.push(...decidedColumns<RechargeState, AdminRecharge>(t, date, STATE_COLOUR, (s) => t(`admin.money.topups.state_${s}`)));

  return (
    <>
      <PageHeader title={t('admin.money.topups.title')} intro={t('admin.money.topups.intro')} />
      <StateTabs states={RECHARGE_STATES} value={state} onChange={setState} label={(s) => t(`admin.money.topups.state_${s}`)} />
      <DataList
        breakpoint="md"
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.money.topups.title')}
        empty={<EmptyState icon={IconCoin} title={t('admin.money.topups.empty')} testId="topups-empty" />}
        actions={
          state === 'pending'
            ? (row) => <DecisionButtons approve={t('admin.money.topups.approve')} reject={t('admin.money.topups.reject')} onDecide={(yes) => open(row, yes)} />
            : undefined
        }
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <DecisionModal
        decision={deciding?.request ?? null}
        busy={review.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={async ({ remark, amount }) => {
          if (!deciding) return;
          const { row, request } = deciding;
          await review.mutateAsync(
            request.approve ? { id: row.id, approve: true, actual_amount: amount ?? row.amount, remark } : { id: row.id, approve: false, remark },
          );
          toast.emit({ kind: 'success', message: t(request.approve ? 'admin.money.topups.approved' : 'admin.money.topups.rejected', { name: subject(row) }) });
        }}
      />
    </>
  );
}

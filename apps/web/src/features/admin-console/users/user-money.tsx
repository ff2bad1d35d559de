/**
 * The user's orders and wallet on their page: orders ten at a time, the balance, and the ledger ten
 * at a time (each list's page kept in the address: `?orders=2&ledger=3`). Staff whose roles open
 * finance may adjust the wallet from here, with a reason.
 */
import { SECTION_PAGE_SIZE, type UserDetail } from '@agora/contract/users-admin';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAdjustmentsDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../components/data-list';
import { Pager } from '../components/pager';
import { useFormats } from '../use-formats';
import { Nothing, Section } from './user-sections';

type Order = UserDetail['orders']['list'][number];
type LedgerRow = UserDetail['ledger']['list'][number];

/** The buyer's word for an order's state: awaiting payment, else where the parcel is. */
const orderState = (order: Order) => (order.payment_status === 'unpaid' && order.delivery_status !== 'cancelled' ? 'unpaid' : order.delivery_status);

export function OrdersSection({ detail, onPage }: { detail: UserDetail; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { date, usd } = useFormats();
  const { orders } = detail;
  const columns: Column<Order>[] = [
    {
      key: 'sn',
      label: t('admin.users.order'),
      render: (row) => (
        <Text fz="sm" fw={600} className="agora-figure">
          {row.order_sn}
        </Text>
      ),
    },
    { key: 'shop', label: t('admin.users.shop'), render: (row) => row.shop.name },
    { key: 'state', label: t('admin.users.state'), render: (row) => t(`orders.status.${orderState(row)}`) },
    { key: 'pay', label: t('admin.users.amount'), nowrap: true, render: (row) => usd(row.actual_pay) },
    { key: 'date', label: t('admin.users.date'), nowrap: true, render: (row) => date(row.created_at) },
  ];
  return (
    <Section title={t('admin.users.orders')} count={orders.total} testId="user-orders">
      <DataList
        caption={t('admin.users.orders')}
        rows={orders.list}
        rowKey={(row) => row.id}
        columns={columns}
        empty={<Nothing>{t('admin.users.noOrders')}</Nothing>}
      />
      <Pager page={orders.page} total={orders.total} pageSize={SECTION_PAGE_SIZE} onChange={onPage} />
    </Section>
  );
}

export function WalletSection({ detail, onPage, onAdjust }: { detail: UserDetail; onPage: (page: number) => void; onAdjust?: () => void }) {
  const { t } = useTranslation();
  const { date, usd, signedUsd } = useFormats();
  const { ledger, wallet } = detail;
  const columns: Column<LedgerRow>[] = [
    { key: 'date', label: t('admin.users.date'), nowrap: true, render: (row) => date(row.created_at) },
    { key: 'kind', label: t('admin.users.kind'), render: (row) => t(`wallet.kind.${row.kind}`, { defaultValue: row.kind }) },
    {
      key: 'amount',
      label: t('admin.users.amount'),
      nowrap: true,
      render: (row) => (
        <Text fz="sm" fw={600} c={row.amount < 0 ? 'red.8' : 'teal.8'} className="agora-figure" data-testid="ledger-amount">
          {signedUsd(row.amount)}
        </Text>
      ),
    },
    { key: 'after', label: t('admin.users.balanceAfter'), nowrap: true, render: (row) => usd(row.balance_after) },
    {
      key: 'remark',
      label: t('admin.users.remark'),
      render: (row) => (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="ledger-remark">
          {row.remark || row.reference || '—'}
        </Text>
      ),
    },
  ];
  return (
    <Section
      title={t('admin.users.wallet')}
      testId="user-wallet"
      action={
        onAdjust && (
          <Button size="xs" variant="light" leftSection={<IconAdjustmentsDollar size={16} aria-hidden />} onClick={onAdjust} data-testid="wallet-adjust">
            {t('admin.users.adjust')}
          </Button>
        )
      }
    >
      <Group gap="xl" mb="sm">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            {t('admin.users.balance')}
          </Text>
          <Text fz="lg" fw={700} className="agora-figure" data-testid="wallet-balance">
            {signedUsd(wallet.balance)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            {t('admin.users.frozen')}
          </Text>
          <Text fz="lg" fw={700} className="agora-figure">
            {usd(wallet.frozen)}
          </Text>
        </Stack>
      </Group>
      <DataList
        caption={t('admin.users.ledger')}
        rows={ledger.list}
        rowKey={(row) => row.id}
        columns={columns}
        empty={<Nothing>{t('admin.users.noLedger')}</Nothing>}
      />
      <Pager page={ledger.page} total={ledger.total} pageSize={SECTION_PAGE_SIZE} onChange={onPage} />
    </Section>
  );
}

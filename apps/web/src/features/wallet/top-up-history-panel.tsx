/**
 * The buyer's top-ups, newest first: what was asked and what was credited, the wallet type and
 * transaction id, the proof, and the state (under review, credited, refused with the reason).
 * A table on a desktop, cards below 992 px.
 */
import type { Recharge, RechargeState } from '@agora/contract/topups';
import { Anchor, Badge, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { formatWhen } from '../../lib/when';
import { usePrice } from '../locale/use-price';
import { useRecharges } from './api';
import { PagedList } from './paged-list';

const STATE_COLOR: Record<RechargeState, string> = { pending: 'yellow', completed: 'teal', failed: 'red' };

function State({ record }: { record: Recharge }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOR[record.state]} variant="light" data-testid="top-up-state" data-state={record.state}>
      {t(`wallet.state.${record.state}`)}
    </Badge>
  );
}

function Voucher({ record }: { record: Recharge }) {
  const { t } = useTranslation();
  const url = mediaUrl(record.voucher);
  return (
    <Anchor href={url} target="_blank" rel="noopener" aria-label={t('wallet.history.voucher')} style={{ flex: 'none' }}>
      <Image src={url} alt={t('wallet.history.voucher')} w={48} h={48} radius="sm" fit="cover" loading="lazy" />
    </Anchor>
  );
}

/** The amount asked for, and what was credited when it differs. */
function Amounts({ record }: { record: Recharge }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={700} className="agora-figure" data-testid="top-up-amount-shown" style={{ whiteSpace: 'nowrap' }}>
        {price(record.amount)}
      </Text>
      {record.actual_amount !== null && record.actual_amount !== record.amount && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('wallet.history.credited', { amount: price(record.actual_amount) })}
        </Text>
      )}
    </Stack>
  );
}

function Remark({ record }: { record: Recharge }) {
  if (!record.remark) return null;
  return (
    <Text fz="xs" c={record.state === 'failed' ? 'red.7' : 'dimmed'} style={{ overflowWrap: 'anywhere' }} data-testid="top-up-remark">
      {record.remark}
    </Text>
  );
}

function HistoryTable({ rows }: { rows: Recharge[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wallet.history.when')}</Table.Th>
          <Table.Th>{t('wallet.history.walletType')}</Table.Th>
          <Table.Th>{t('wallet.history.transactionId')}</Table.Th>
          <Table.Th>{t('wallet.history.voucher')}</Table.Th>
          <Table.Th ta="right">{t('wallet.history.amount')}</Table.Th>
          <Table.Th>{t('wallet.history.state')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((record) => (
          <Table.Tr key={record.id} data-testid="top-up-row" data-transaction-id={record.transaction_id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(record.created_at, i18n.language)}</Table.Td>
            <Table.Td>{record.wallet_name}</Table.Td>
            <Table.Td>
              <Text ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                {record.transaction_id}
              </Text>
            </Table.Td>
            <Table.Td>
              <Voucher record={record} />
            </Table.Td>
            <Table.Td ta="right">
              <Amounts record={record} />
            </Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <State record={record} />
                <Remark record={record} />
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HistoryCards({ rows }: { rows: Recharge[] }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap="xs">
      {rows.map((record) => (
        <Paper key={record.id} withBorder radius="md" p="sm" data-testid="top-up-row" data-transaction-id={record.transaction_id}>
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Voucher record={record} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <State record={record} />
                <Amounts record={record} />
              </Group>
              <Text fz="sm">{record.wallet_name}</Text>
              <Text ff="monospace" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {record.transaction_id}
              </Text>
              <Remark record={record} />
              <Text fz="xs" c="dimmed">
                {formatWhen(record.created_at, i18n.language)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function TopUpHistoryPanel() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const recharges = useRecharges(page);
  return (
    <PagedList
      query={recharges}
      page={page}
      onPage={(next) => {
        setPage(next);
        window.scrollTo({ top: 0 });
      }}
      empty={{ icon: IconReceipt, title: t('wallet.history.empty'), body: t('wallet.history.emptyBody') }}
      testId="top-up-history"
    >
      {(rows) => (wide ? <HistoryTable rows={rows} /> : <HistoryCards rows={rows} />)}
    </PagedList>
  );
}

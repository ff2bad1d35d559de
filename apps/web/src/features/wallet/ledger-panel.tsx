/**
 * The ledger: every movement of the wallet, newest first, with what it was, which way it went and
 * the balance after it; filtered by kind and direction, a page at a time. A table on a desktop,
 * cards below 992 px.
 */
import type { LedgerKind, LedgerRow } from '@agora/contract/wallet';
import { Badge, Chip, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../lib/when';
import { usePrice } from '../locale/use-price';
import { type Direction, useLedger } from './api';
import { ledgerNote } from './ledger-reference';
import { PagedList } from './paged-list';

// The contract's list, written here: importing it would bring the contract's schemas (zod) with this page.
const KINDS = [
  'order_payment',
  'order_refund',
  'adjustment',
  'recharge',
  'withdraw_freeze',
  'withdraw_paid',
  'withdraw_release',
  'sale',
  'commission',
  'affiliate',
  'cod_cash',
] as const satisfies readonly LedgerKind[];
/** A balance after a row, which a seller's wallet may leave below zero: "−$5.00", never "$-5.00". */
const signed = (price: (cents: number) => string, cents: number) => (cents < 0 ? `−${price(-cents)}` : price(cents));
const isKind = (value: string | null): value is LedgerKind => KINDS.includes(value as LedgerKind);

function Amount({ row }: { row: LedgerRow }) {
  const price = usePrice();
  const income = row.direction === 'income';
  // A payout moves no balance (the money left when it was frozen): no sign, no colour.
  const none = row.amount === 0;
  return (
    <Text fw={700} c={none ? 'dimmed' : income ? 'teal.8' : 'red.8'} className="agora-figure" data-testid="ledger-amount" style={{ whiteSpace: 'nowrap' }}>
      {none ? '' : income ? '+' : '−'}
      {price(row.amount)}
    </Text>
  );
}

function KindLabel({ row }: { row: LedgerRow }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={row.direction === 'income' ? 'teal' : 'gray'} data-testid="ledger-kind">
      {isKind(row.kind) ? t(`wallet.kind.${row.kind}`) : row.kind}
    </Badge>
  );
}

function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wallet.ledger.when')}</Table.Th>
          <Table.Th>{t('wallet.ledger.kind')}</Table.Th>
          <Table.Th>{t('wallet.ledger.note')}</Table.Th>
          <Table.Th ta="right">{t('wallet.ledger.amount')}</Table.Th>
          <Table.Th ta="right">{t('wallet.ledger.balanceAfter')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="ledger-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(row.created_at, i18n.language)}</Table.Td>
            <Table.Td>
              <KindLabel row={row} />
            </Table.Td>
            <Table.Td>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {ledgerNote(row)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Amount row={row} />
            </Table.Td>
            <Table.Td ta="right" className="agora-figure" data-testid="ledger-balance-after" style={{ whiteSpace: 'nowrap' }}>
              {signed(price, row.balance_after)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function LedgerCards({ rows }: { rows: LedgerRow[] }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper key={row.id} withBorder radius="md" p="sm" data-testid="ledger-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <KindLabel row={row} />
              {ledgerNote(row) && (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {ledgerNote(row)}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {formatWhen(row.created_at, i18n.language)}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
              <Amount row={row} />
              <Text fz="xs" c="dimmed" className="agora-figure" data-testid="ledger-balance-after">
                {t('wallet.ledger.balanceAfterShort', { amount: signed(price, row.balance_after) })}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function LedgerPanel() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [kind, setKind] = useState<LedgerKind | undefined>();
  const [direction, setDirection] = useState<Direction | undefined>();
  const [page, setPage] = useState(1);
  const ledger = useLedger({ kind, direction }, page);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('wallet.ledger.kind')}
          data={[{ value: '', label: t('wallet.ledger.allKinds') }, ...KINDS.map((value) => ({ value, label: t(`wallet.kind.${value}`) }))]}
          value={kind ?? ''}
          onChange={(value) => {
            setKind(isKind(value) ? value : undefined);
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="ledger-kind-filter"
        />
        <Chip.Group
          value={direction ?? 'all'}
          onChange={(value) => {
            setDirection(value === 'income' || value === 'expense' ? value : undefined);
            setPage(1);
          }}
        >
          <Group gap="xs" role="radiogroup" aria-label={t('wallet.ledger.direction')} data-testid="ledger-direction-filter" pb={4}>
            {(['all', 'income', 'expense'] as const).map((value) => (
              <Chip key={value} value={value} variant="outline" data-testid={`ledger-direction-${value}`}>
                {t(`wallet.ledger.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <PagedList
        query={ledger}
        page={page}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
        empty={{ icon: IconListDetails, title: t('wallet.ledger.empty'), body: t('wallet.ledger.emptyBody') }}
        testId="ledger-list"
      >
        {(rows) => (wide ? <LedgerTable rows={rows} /> : <LedgerCards rows={rows} />)}
      </PagedList>
    </Stack>
  );
}

/**
 * The wallet's "Withdrawals" tab: the buyer's withdrawals newest first, optionally of one state,
 * each with where it goes (masked as when asked for), the fee, the operator's remark, and a
 * cancel for a pending one (its amount goes back to the balance).
 */
import { WITHDRAWAL_STATES, type Withdrawal, type WithdrawalState } from '@agora/contract/withdrawals';
import { Alert, Badge, Button, Center, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { usePrice } from '../locale/use-price';
import { useCancelWithdrawal, usePayoutSettings, useWithdrawals, WITHDRAWALS_PAGE_SIZE } from './withdraw-api';
import { methodLabel } from './withdraw-method';

const STATE_COLOURS: Record<WithdrawalState, string> = { pending: 'yellow', completed: 'green', failed: 'red', cancelled: 'gray' };

function CancelButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="compact-sm" variant="default" onClick={() => setAsking(true)} data-testid="withdrawal-cancel">
        {t('withdraw.cancel')}
      </Button>
    );
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setAsking(false)}>
        {t('withdraw.keep')}
      </Button>
      <Button size="compact-sm" color="red" loading={cancel.isPending} onClick={() => cancel.mutate(id)} data-testid="withdrawal-cancel-confirm">
        {t('withdraw.confirmCancel')}
      </Button>
    </Group>
  );
}

function WithdrawalItem({ withdrawal, date, method }: { withdrawal: Withdrawal; date: string; method: string }) {
  const { t } = useTranslation();
  const price = usePrice();
  const destination = Object.values(withdrawal.destination).filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="withdrawal" data-state={withdrawal.state}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} data-testid="withdrawal-amount">
            {price(withdrawal.amount)}
          </Text>
          <Badge color={STATE_COLOURS[withdrawal.state]} variant="light" tt="none" data-testid="withdrawal-state">
            {t(`withdraw.states.${withdrawal.state}`)}
          </Badge>
        </Group>
        <Text fz="sm">
          {method}
          {destination && (
            <Text span c="dimmed" ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {' '}
              {destination}
            </Text>
          )}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('withdraw.feeAndNet', { fee: price(withdrawal.fee), net: price(withdrawal.amount - withdrawal.fee) })} · {date}
        </Text>
        {withdrawal.remark && (
          <Text fz="sm" c={withdrawal.state === 'failed' ? 'red' : undefined} data-testid="withdrawal-remark">
            {t('withdraw.remark', { remark: withdrawal.remark })}
          </Text>
        )}
        {withdrawal.state === 'pending' && (
          <Group justify="flex-end">
            <CancelButton id={withdrawal.id} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function WithdrawListPanel() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<WithdrawalState | undefined>();
  const list = useWithdrawals(page, state);
  const settings = usePayoutSettings();
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const pages = list.data ? Math.ceil(list.data.total / WITHDRAWALS_PAGE_SIZE) : 0;

  return (
    <Stack gap="sm" data-testid="withdrawals">
      <Select
        label={t('withdraw.filter')}
        data={[{ value: '', label: t('withdraw.allStates') }, ...WITHDRAWAL_STATES.map((value) => ({ value, label: t(`withdraw.states.${value}`) }))]}
        value={state ?? ''}
        onChange={(value) => {
          setState((value || undefined) as WithdrawalState | undefined);
          setPage(1);
        }}
        allowDeselect={false}
        maw={260}
      />
      {list.isPending ? (
        <Skeleton height={180} />
      ) : !list.data ? (
        <Alert color="red">{t('common.requestError')}</Alert>
      ) : list.data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="withdrawals-empty">
          {t('withdraw.none')}
        </Text>
      ) : (
        list.data.list.map((withdrawal) => (
          <WithdrawalItem
            key={withdrawal.id}
            withdrawal={withdrawal}
            date={format.format(new Date(withdrawal.created_at))}
            method={methodLabel(withdrawal.method, settings.data, t)}
          />
        ))
      )}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Center>
      )}
    </Stack>
  );
}

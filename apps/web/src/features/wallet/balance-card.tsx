/**
 * The wallet's two figures in the buyer's currency: what can be spent, and what a pending
 * withdrawal holds. A seller's wallet below zero reads as what they owe the mall, with why (the
 * cash of cash-on-delivery orders stayed with them) and how it is paid back, never as a bare minus.
 */
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';
import { useBalance } from './api';

function Figure({ label, value, testId, strong, owed }: { label: string; value: string | null; testId: string; strong?: boolean; owed?: boolean }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c={owed ? 'red.8' : 'dimmed'} fw={owed ? 600 : undefined}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} w={120} />
      ) : (
        <Text fz={strong ? 28 : 'lg'} fw={700} lh={1.1} c={owed ? 'red.8' : undefined} className="agora-figure" data-testid={testId}>
          {value}
        </Text>
      )}
    </Stack>
  );
}

export function BalanceCard({ onTopUp }: { onTopUp: () => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const balance = useBalance();
  const data = balance.data;
  const owed = data !== undefined && data.balance < 0;
  return (
    <Paper withBorder radius="md" p="md" style={owed ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="xl" align="flex-end">
          {owed ? (
            <Figure label={t('wallet.owed.label')} value={price(-data.balance)} testId="wallet-owed" strong owed />
          ) : (
            <Figure label={t('wallet.balance')} value={data ? price(data.balance) : null} testId="wallet-balance" strong />
          )}
          <Figure label={t('wallet.frozen')} value={data ? price(data.frozen) : null} testId="wallet-frozen" />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onTopUp} data-testid="wallet-top-up">
          {t('wallet.topUpAction')}
        </Button>
      </Group>
      {owed && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mt="sm" p="xs" data-testid="wallet-owed-why">
          <Text fz="sm">{t('wallet.owed.why')}</Text>
        </Alert>
      )}
      {balance.isError && (
        <Text c="red.7" fz="sm" mt="xs" role="alert">
          {t('common.requestError')}
        </Text>
      )}
    </Paper>
  );
}

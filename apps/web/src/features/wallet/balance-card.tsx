/** The wallet's two figures in the buyer's currency: what can be spent, and what a pending withdrawal holds. */
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';
import { useBalance } from './api';

function Figure({ label, value, testId, strong }: { label: string; value: string | null; testId: string; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} w={120} />
      ) : (
        <Text fz={strong ? 28 : 'lg'} fw={700} lh={1.1} className="agora-figure" data-testid={testId}>
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
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="xl" align="flex-end">
          <Figure label={t('wallet.balance')} value={data ? price(data.balance) : null} testId="wallet-balance" strong />
          <Figure label={t('wallet.frozen')} value={data ? price(data.frozen) : null} testId="wallet-frozen" />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onTopUp} data-testid="wallet-top-up">
          {t('wallet.topUpAction')}
        </Button>
      </Group>
      {balance.isError && (
        <Text c="red.7" fz="sm" mt="xs" role="alert">
          {t('common.requestError')}
        </Text>
      )}
    </Paper>
  );
}

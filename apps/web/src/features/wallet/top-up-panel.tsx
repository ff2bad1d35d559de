/**
 * The offline top-up (spec §3, §5): choose a wallet type, send the money to the mall's address or
 * account shown for it, then submit the amount, the transaction id and the proof for review.
 */
import { Alert, Button, Chip, Group, Input, Skeleton, Stack, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../system/empty-state';
import { useRechargeInfo, useWalletTypes } from './api';
import { ReceivingDetails } from './receiving-details';
import { TopUpForm } from './top-up-form';

export function TopUpPanel() {
  const { t } = useTranslation();
  const types = useWalletTypes();
  const [chosen, setChosen] = useState<string | null>(null);
  const [walletError, setWalletError] = useState<string | null>(null);
  const code = chosen ?? types.data?.[0]?.code ?? null;
  const info = useRechargeInfo(code);

  if (types.isError) {
    return (
      <Alert color="red">
        {t('common.requestError')}
        <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={() => types.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!types.data) return <Skeleton height={240} radius="md" />;
  if (types.data.length === 0) return <EmptyState icon={IconWallet} title={t('wallet.topUp.noTypes')} testId="top-up-no-types" />;

  return (
    <Stack gap="md" maw={720}>
      <Text fz="sm" c="dimmed">
        {t('wallet.topUp.intro')}
      </Text>
      <Input.Wrapper label={t('wallet.topUp.walletType')} error={walletError} data-testid="top-up-types">
        <Chip.Group
          value={code ?? ''}
          onChange={(value) => {
            setChosen(typeof value === 'string' ? value : null);
            setWalletError(null);
          }}
        >
          <Group gap="xs" mt={6}>
            {types.data.map((type) => (
              <Chip key={type.code} value={type.code} variant="outline" data-testid={`top-up-type-${type.code}`}>
                {type.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      {info.isError ? (
        <Alert color="red" data-testid="top-up-info-error">
          {t('wallet.topUp.error.walletType')}
        </Alert>
      ) : !info.data ? (
        <Skeleton height={180} radius="md" />
      ) : (
        <>
          <ReceivingDetails info={info.data} />
          {/* A new form per wallet type: what was typed for one is not meant for another. */}
          <TopUpForm key={info.data.wallet_code} info={info.data} onWalletRefused={setWalletError} onSubmitted={() => setWalletError(null)} />
        </>
      )}
    </Stack>
  );
}

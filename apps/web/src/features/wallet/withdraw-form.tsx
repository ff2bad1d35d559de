/**
 * The wallet's "Withdraw" tab: an amount in US dollars (shown in the buyer's currency too) and a
 * payout method the payment settings hold details for. The minimum and fee are the operators'
 * settings, which no buyer route answers, so the page computes neither: the server's refusal
 * says the minimum at the amount, and the answered request shows the fee taken. A seller who owes
 * the mall (the wallet below zero) is told why nothing can be withdrawn, and the form waits.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Withdrawal } from '@agora/contract/withdrawals';
import { Alert, Anchor, Button, Group, NumberInput, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { applyServerError } from '../auth/server-errors';
import { usePrice } from '../locale/use-price';
import { Panel } from '../system/panel';
import { useBalance } from './api';
import { usePayoutSettings, useRequestWithdrawal } from './withdraw-api';
import { methodLabel } from './withdraw-method';

const toCents = (dollars: number | string) => Math.round(Number(dollars) * 100);

function Requested({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <Alert color="green" data-testid="withdraw-requested">
      {t('withdraw.requested', { amount: price(withdrawal.amount), fee: price(withdrawal.fee), net: price(withdrawal.amount - withdrawal.fee) })}
    </Alert>
  );
}

function NoMethods() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" data-testid="withdraw-no-methods">
      <Stack gap={6}>
        <Text fz="sm">{t('withdraw.noMethods')}</Text>
        <Anchor component={Link} to="/pages/mine/confing" fz="sm">
          {t('withdraw.toSettings')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function WithdrawPanel() {
  const { t } = useTranslation();
  const price = usePrice();
  const settings = usePayoutSettings();
  const withdraw = useRequestWithdrawal();
  const balance = useBalance().data?.balance ?? 0;
  // Below zero: the seller owes the mall, and the server refuses any withdrawal (2000022) until earnings pay it back.
  const owed = balance < 0 ? -balance : 0;
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const methods = settings.data?.methods ?? [];
  const form = useForm<{ amount: number | string; method: string }>({
    initialValues: { amount: '', method: '' },
    validate: {
      amount: (value) => (toCents(value) >= 1 ? null : t('withdraw.amountRequired')),
    },
  });
  const method = form.values.method || (methods.length === 1 ? methods[0] : '');

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setDone(null);
    if (!method) {
      form.setFieldError('method', t('withdraw.methodRequired'));
      return;
    }
    try {
      const answer = await withdraw.mutateAsync({ amount: toCents(values.amount), method });
      setDone(answer);
      form.setFieldValue('amount', '');
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === ErrorCode.balanceInsufficient) form.setFieldError('amount', t('withdraw.insufficient'));
      else if (error.field === 'amount' && error.reason === 'withdrawMin' && error.params?.min !== undefined)
        form.setFieldError('amount', t('withdraw.belowMin', { min: price(Number(error.params.min)) }));
      else if (error.field === 'method') form.setFieldError('method', t('withdraw.methodUnusable'));
      else setAlert(applyServerError(error, form.setFieldError, ['amount', 'method']));
    }
  });

  const cents = toCents(form.values.amount);
  return (
    <Panel title={t('withdraw.title')} description={t('withdraw.hint')} testId="withdraw-panel">
      <Stack gap="sm">
        {owed > 0 && (
          <Alert color="orange" data-testid="withdraw-owed">
            {t('withdraw.owed', { amount: price(owed) })}
          </Alert>
        )}
        {settings.isPending ? (
          <Skeleton height={120} />
        ) : methods.length === 0 ? (
          <NoMethods />
        ) : (
          <form onSubmit={submit} noValidate data-testid="withdraw-form">
            <Stack gap="sm">
              {done && <Requested withdrawal={done} />}
              {alert && <Alert color="red">{alert}</Alert>}
              <NumberInput
                label={t('withdraw.amount')}
                description={cents >= 1 ? t('withdraw.inYourCurrency', { amount: price(cents) }) : t('withdraw.amountHint')}
                prefix="$"
                decimalScale={2}
                min={0}
                allowNegative={false}
                thousandSeparator=","
                required
                disabled={owed > 0}
                data-testid="withdraw-amount"
                {...form.getInputProps('amount')}
              />
              <Radio.Group label={t('withdraw.method')} required {...form.getInputProps('method')} value={method}>
                <Stack gap={6} mt={6}>
                  {methods.map((code) => (
                    <Radio key={code} value={code} label={methodLabel(code, settings.data, t)} data-testid={`withdraw-method-${code}`} />
                  ))}
                </Stack>
              </Radio.Group>
              <Text fz="xs" c="dimmed">
                {t('withdraw.feeNote')}
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={withdraw.isPending} disabled={owed > 0} data-testid="withdraw-submit">
                  {t('withdraw.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Panel>
  );
}

/**
 * The wallet's "Withdraw" tab: an amount in the buyer's currency and a payout method the payment
 * settings hold details for, named by its last four characters. Before submitting, the server's
 * quote (withdraw_quote, issue 23) shows the fee, the minimum and what arrives, converted at the
 * rate the server uses; the withdrawal sends the same amount and currency. A seller who owes the
 * mall (the wallet below zero) is told why nothing can be withdrawn, and the form waits.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Withdrawal } from '@agora/contract/withdrawals';
import { Alert, Anchor, Button, Group, NumberInput, PasswordInput, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { EmailVerifyNotice } from '../account/email-verify-notice';
import { applyServerError } from '../auth/server-errors';
import { useCurrency, usePrice } from '../locale/use-price';
import { Panel } from '../system/panel';
import { useBalance } from './api';
import { WalletPinForm } from './wallet-pin-form';
import { usePayoutSettings, useRequestWithdrawal, useWalletPin, useWithdrawQuote } from './withdraw-api';
import { payToLabel } from './withdraw-method';

/** The typed amount in minor units of a currency with `decimals` digits. */
const toMinor = (typed: number | string, decimals: number) => Math.round(Number(typed) * 10 ** decimals);

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
  const currency = useCurrency();
  const settings = usePayoutSettings();
  const withdraw = useRequestWithdrawal();
  const pinStatus = useWalletPin();
  const hasPin = pinStatus.data?.set === true;
  const [changingPin, setChangingPin] = useState(false);
  const balance = useBalance().data?.balance ?? 0;
  // Below zero: the seller owes the mall, and the server refuses any withdrawal (2000022) until earnings pay it back.
  const owed = balance < 0 ? -balance : 0;
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const methods = settings.data?.methods ?? [];
  const form = useForm<{ amount: number | string; method: string; pin: string }>({
    initialValues: { amount: '', method: '', pin: '' },
    validate: {
      pin: (value) => (/^\d{6}$/.test(value) ? null : t('walletPin.sixDigits')),
      amount: (value) => (toMinor(value, currency.decimals) >= 1 ? null : t('withdraw.amountRequired')),
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
      const answer = await withdraw.mutateAsync({ amount: toMinor(values.amount, currency.decimals), currency: currency.code, method, pin: values.pin });
      setDone(answer);
      form.setValues({ amount: '', pin: '' });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === ErrorCode.balanceInsufficient) form.setFieldError('amount', t('withdraw.insufficient'));
      else if (error.field === 'amount' && error.reason === 'withdrawMin' && error.params?.min !== undefined)
        form.setFieldError('amount', t('withdraw.belowMin', { min: price(Number(error.params.min)) }));
      else if (error.field === 'method') form.setFieldError('method', t('withdraw.methodUnusable'));
      else if (error.field === 'pin') {
        form.setFieldValue('pin', '');
        form.setFieldError('pin', t(`errors.field.${error.reason ?? 'invalid'}`, { ...error.params, label: t('walletPin.pin') }));
        if (error.reason === 'pinRequired') void pinStatus.refetch();
      } else setAlert(applyServerError(error, form.setFieldError, ['amount', 'method']));
    }
  });

  const minor = toMinor(form.values.amount, currency.decimals);
  const [asked] = useDebouncedValue(minor >= 1 ? minor : null, 300);
  const quote = useWithdrawQuote(asked, currency.code).data;
  return (
    <Panel title={t('withdraw.title')} description={t('withdraw.hint')} testId="withdraw-panel">
      <Stack gap="sm">
        <EmailVerifyNotice purpose="withdraw" />
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
                label={t('withdraw.amountIn', { currency: currency.code })}
                description={t('withdraw.amountFeeHint')}
                prefix={currency.symbol}
                decimalScale={currency.decimals}
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
                    <Radio key={code} value={code} label={payToLabel(code, settings.data, t)} data-testid={`withdraw-method-${code}`} />
                  ))}
                </Stack>
              </Radio.Group>
              {quote && minor >= 1 && (
                <Stack gap={2} data-testid="withdraw-quote">
                  <Text fz="sm">{t('withdraw.quoteFee', { fee: price(quote.fee), min: price(quote.min) })}</Text>
                  <Text fz="sm" fw={600} data-testid="withdraw-receive">
                    {t('withdraw.quoteReceive', { amount: price(quote.receive) })}
                  </Text>
                  {currency.code !== 'USD' && (
                    <Text fz="xs" c="dimmed">
                      {t('withdraw.quoteUsd', { amount: `$${(quote.amount / 100).toFixed(2)}`, receive: `$${(quote.receive / 100).toFixed(2)}` })}
                    </Text>
                  )}
                </Stack>
              )}
              {hasPin && (
                <PasswordInput
                  label={t('walletPin.pin')}
                  description={
                    <Anchor component="button" type="button" fz="xs" onClick={() => setChangingPin((open) => !open)} data-testid="wallet-pin-change">
                      {t('walletPin.change')}
                    </Anchor>
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="off"
                  maw={220}
                  data-testid="withdraw-pin"
                  {...form.getInputProps('pin')}
                />
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={withdraw.isPending} disabled={owed > 0 || !hasPin} data-testid="withdraw-submit">
                  {t('withdraw.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {pinStatus.data && methods.length > 0 && (!hasPin || changingPin) && (
          <Alert color={hasPin ? 'gray' : 'blue'} title={t(hasPin ? 'walletPin.changeTitle' : 'walletPin.title')} data-testid="withdraw-pin-setup">
            <WalletPinForm changing={hasPin} onDone={() => setChangingPin(false)} />
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}

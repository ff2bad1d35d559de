/**
 * The offline top-up's form for one wallet type: the amount typed in the buyer's currency (what
 * the wallet gets in US dollars, rounded down as the server does, and what to send in the wallet
 * type's currency under it), the payment's transaction
 * id and the proof picture. A submission becomes a pending record "submitted for audit"; a
 * refusal is said beside its field (top-up-refusal.ts).
 */
import { centsOf, type RechargeInfo } from '@agora/contract/topups';
import { Alert, Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { useCurrency } from '../locale/use-price';
import { useSubmitTopUp } from './api';
import { useDollars } from './money';
import { type TopUpField, topUpRefusal } from './top-up-refusal';
import { VoucherField } from './voucher-field';

type Errors = Partial<Record<TopUpField, string>>;

/** The amount typed in the buyer's currency → US cents (rounded down, never more than paid), or null when there is nothing sensible to send. */
function centsTyped(typed: number | string, currency: { rate: number; decimals: number }) {
  if (typeof typed !== 'number' || !Number.isFinite(typed) || typed <= 0) return null;
  const cents = centsOf(Math.round(typed * 10 ** currency.decimals), Math.round(currency.rate * 1_000_000), currency.decimals);
  return cents > 0 ? cents : null;
}

export function TopUpForm({ info, onWalletRefused, onSubmitted }: { info: RechargeInfo; onWalletRefused: (message: string) => void; onSubmitted: () => void }) {
  const { t, i18n } = useTranslation();
  const dollars = useDollars();
  const currency = useCurrency();
  const submit = useSubmitTopUp();
  const [amount, setAmount] = useState<number | string>('');
  const [transactionId, setTransactionId] = useState('');
  const [voucher, setVoucher] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);

  const cents = centsTyped(amount, currency);
  const receipt =
    cents === null
      ? null
      : new Intl.NumberFormat(localeTag(i18n.language), { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format((cents / 100) * info.rate);

  function check(): Errors {
    const found: Errors = {};
    // The minimum is the server's to judge (its settings may have changed since the page loaded); it says it beside the amount.
    if (cents === null) found.amount = t('wallet.topUp.error.amount');
    if (!transactionId.trim()) found.transaction_id = t('wallet.topUp.error.transactionId');
    if (!voucher) found.voucher = t('wallet.topUp.error.voucher');
    return found;
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    setDone(false);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) return;
    submit.mutate(
      { wallet_code: info.wallet_code, amount: cents, transaction_id: transactionId.trim(), voucher },
      {
        onSuccess: () => {
          setAmount('');
          setTransactionId('');
          setVoucher('');
          setDone(true);
          onSubmitted();
        },
        onError: (error) => {
          const refusal = topUpRefusal(error, dollars);
          if (refusal.field === 'wallet_code') onWalletRefused(refusal.message);
          else setErrors({ [refusal.field]: refusal.message });
        },
      },
    );
  }

  const edit = (field: TopUpField) => () => setErrors(({ [field]: _gone, ...rest }) => rest);
  return (
    <form onSubmit={send} noValidate data-testid="top-up-form">
      <Stack gap="md">
        {done && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('wallet.topUp.submittedTitle')} data-testid="top-up-submitted">
            {t('wallet.topUp.submittedBody')}
          </Alert>
        )}
        <NumberInput
          label={t('wallet.topUp.amount', { currency: currency.code })}
          description={t('wallet.topUp.amountHint')}
          required
          prefix={currency.symbol}
          decimalScale={currency.decimals}
          thousandSeparator=","
          clampBehavior="none"
          allowNegative={false}
          hideControls
          inputMode="decimal"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            edit('amount')();
          }}
          error={errors.amount}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="top-up-amount"
        />
        {cents !== null && (
          <Stack gap={2} mt={-8} data-testid="top-up-preview">
            <Text fz="sm" data-testid="top-up-converted">
              {t('wallet.topUp.youTopUp', { amount: dollars(cents) })}
            </Text>
            <Text fz="sm" fw={600} data-testid="top-up-receipt">
              {t('wallet.topUp.youSend', { amount: receipt, name: info.wallet_name })}
            </Text>
          </Stack>
        )}
        <TextInput
          label={t('wallet.topUp.transactionId')}
          description={t('wallet.topUp.transactionIdHint')}
          required
          maxLength={120}
          autoComplete="off"
          spellCheck={false}
          value={transactionId}
          onChange={(event) => {
            setTransactionId(event.currentTarget.value);
            edit('transaction_id')();
          }}
          error={errors.transaction_id}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="top-up-transaction-id"
        />
        <VoucherField
          value={voucher}
          onChange={(path) => {
            setVoucher(path);
            edit('voucher')();
          }}
          error={errors.voucher}
          onBusy={setUploading}
        />
        {errors.form && (
          <Alert color="red" data-testid="top-up-form-error">
            {errors.form}
          </Alert>
        )}
        <Button
          type="submit"
          loading={submit.isPending}
          disabled={uploading || info.submissions_left <= 0}
          data-testid="top-up-submit"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('wallet.topUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The top-up and withdrawal settings, each its own small form: amounts in US dollars (the API's
 * cents), the withdrawal fee as a percent (the API's basis points). A field the server refuses
 * shows its reason under it.
 */
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { useRechargeSettings, useSaveRechargeSettings, useSaveWithdrawSettings, useWithdrawSettings } from './money-api';
import { NO_REFUSAL, type Refusal, refusalFor } from './refusal';

type Value = number | string;
const cents = (dollars: Value) => Math.round(Number(dollars) * 100);
const valid = (value: Value, min: number, max: number) => value !== '' && Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max;

function SettingsCard({
  title,
  loading,
  busy,
  refusal,
  onSave,
  testId,
  children,
}: {
  title: string;
  loading: boolean;
  busy: boolean;
  refusal: Refusal;
  onSave: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {loading ? <Skeleton h={120} /> : children}
          {refusal.message && (
            <Alert color="red" variant="light" role="alert">
              {refusal.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={loading}>
              {t('admin.money.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function RechargeSettingsForm() {
  const { t } = useTranslation();
  const current = useRechargeSettings();
  const save = useSaveRechargeSettings();
  const [min, setMin] = useState<Value>('');
  const [perDay, setPerDay] = useState<Value>('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  useEffect(() => {
    if (!current.data) return;
    setMin(current.data.min_amount / 100);
    setPerDay(current.data.recharge_per_day);
  }, [current.data]);

  const minOk = valid(min, 0.01, 10_000_000);
  const perDayOk = valid(perDay, 1, 1000) && Number.isInteger(Number(perDay));
  const submit = () => {
    setTried(true);
    if (!minOk || !perDayOk) return;
    setRefusal(NO_REFUSAL);
    save.mutate(
      { min_amount: cents(min), recharge_per_day: Number(perDay) },
      {
        onSuccess: () => toast.emit({ kind: 'success', message: t('admin.money.settings.saved') }),
        onError: (error) => setRefusal(refusalFor(error, ['min_amount', 'recharge_per_day'])),
      },
    );
  };

  return (
    <SettingsCard
      title={t('admin.money.settings.topups')}
      loading={current.isPending}
      busy={save.isPending}
      refusal={refusal}
      onSave={submit}
      testId="recharge-settings"
    >
      <NumberInput
        label={t('admin.money.settings.minTopUp')}
        required
        decimalScale={2}
        fixedDecimalScale
        prefix="US$"
        thousandSeparator=","
        allowNegative={false}
        hideControls
        clampBehavior="none"
        value={min}
        onChange={setMin}
        error={(tried && !minOk ? t('admin.money.amountRequired') : undefined) ?? refusal.fields.min_amount}
      />
      <NumberInput
        label={t('admin.money.settings.perDay')}
        description={t('admin.money.settings.perDayHint')}
        required
        allowDecimal={false}
        allowNegative={false}
        min={1}
        max={1000}
        clampBehavior="none"
        value={perDay}
        onChange={setPerDay}
        error={(tried && !perDayOk ? t('admin.money.settings.perDayRange') : undefined) ?? refusal.fields.recharge_per_day}
      />
    </SettingsCard>
  );
}

export function WithdrawSettingsForm() {
  const { t } = useTranslation();
  const current = useWithdrawSettings();
  const save = useSaveWithdrawSettings();
  const [min, setMin] = useState<Value>('');
  const [fee, setFee] = useState<Value>('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  useEffect(() => {
    if (!current.data) return;
    setMin(current.data.withdraw_min / 100);
    setFee(current.data.withdraw_fee_bps / 100);
  }, [current.data]);

  const minOk = valid(min, 0.01, 10_000_000);
  const feeOk = valid(fee, 0, 50);
  const submit = () => {
    setTried(true);
    if (!minOk || !feeOk) return;
    setRefusal(NO_REFUSAL);
    save.mutate(
      { withdraw_min: cents(min), withdraw_fee_bps: Math.round(Number(fee) * 100) },
      {
        onSuccess: () => toast.emit({ kind: 'success', message: t('admin.money.settings.saved') }),
        onError: (error) => setRefusal(refusalFor(error, ['withdraw_min', 'withdraw_fee_bps'])),
      },
    );
  };

  return (
    <SettingsCard
      title={t('admin.money.settings.withdrawals')}
      loading={current.isPending}
      busy={save.isPending}
      refusal={refusal}
      onSave={submit}
      testId="withdraw-settings"
    >
      <NumberInput
        label={t('admin.money.settings.minWithdrawal')}
        required
        decimalScale={2}
        fixedDecimalScale
        prefix="US$"
        thousandSeparator=","
        allowNegative={false}
        hideControls
        clampBehavior="none"
        value={min}
        onChange={setMin}
        error={(tried && !minOk ? t('admin.money.amountRequired') : undefined) ?? refusal.fields.withdraw_min}
      />
      <NumberInput
        label={t('admin.money.settings.fee')}
        description={t('admin.money.settings.feeHint')}
        required
        decimalScale={2}
        suffix=" %"
        allowNegative={false}
        hideControls
        clampBehavior="none"
        value={fee}
        onChange={setFee}
        error={(tried && !feeOk ? t('admin.money.settings.feeRange') : undefined) ?? refusal.fields.withdraw_fee_bps}
      />
    </SettingsCard>
  );
}

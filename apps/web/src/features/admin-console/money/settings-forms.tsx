/**
 * The top-up and withdrawal settings, each its own small form: amounts in US dollars (the API's
 * cents), the withdrawal fee as a percent (the API's basis points). A field the server refuses
 * shows its reason under it.
 */
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from './dollar-input';
import { useRechargeSettings, useSaveRechargeSettings, useSaveWithdrawSettings, useWithdrawSettings } from './money-api';
import { SettingsCard, useSettingsSave } from './settings-card';

type Value = number | string;
const cents = (dollars: Value) => Math.round(Number(dollars) * 100);
const valid = (value: Value, min: number, max: number) => value !== '' && Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max;

export function RechargeSettingsForm() {
  const { t } = useTranslation();
  const current = useRechargeSettings();
  const save = useSaveRechargeSettings();
  const form = useSettingsSave(save, ['min_amount', 'recharge_per_day']);
  const [min, setMin] = useState<Value>('');
  const [perDay, setPerDay] = useState<Value>('');
  useEffect(() => {
    if (!current.data) return;
    setMin(current.data.min_amount / 100);
    setPerDay(current.data.recharge_per_day);
  }, [current.data]);

  const minOk = valid(min, 0.01, 10_000_000);
  const perDayOk = valid(perDay, 1, 1000) && Number.isInteger(Number(perDay));
  const submit = () => form.submit(minOk && perDayOk, () => ({ min_amount: cents(min), recharge_per_day: Number(perDay) }));

  return (
    <SettingsCard
      title={t('admin.money.settings.topups')}
      loading={current.isPending}
      busy={save.isPending}
      refusal={form.refusal}
      onSave={submit}
      testId="recharge-settings"
    >
      <DollarInput
        label={t('admin.money.settings.minTopUp')}
        value={min}
        onChange={setMin}
        error={form.errorOf('min_amount', !minOk && t('admin.money.amountRequired'))}
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
        error={form.errorOf('recharge_per_day', !perDayOk && t('admin.money.settings.perDayRange'))}
      />
    </SettingsCard>
  );
}

export function WithdrawSettingsForm() {
  const { t } = useTranslation();
  const current = useWithdrawSettings();
  const save = useSaveWithdrawSettings();
  const form = useSettingsSave(save, ['withdraw_min', 'withdraw_fee_bps']);
  const [min, setMin] = useState<Value>('');
  const [fee, setFee] = useState<Value>('');
  useEffect(() => {
    if (!current.data) return;
    setMin(current.data.withdraw_min / 100);
    setFee(current.data.withdraw_fee_bps / 100);
  }, [current.data]);

  const minOk = valid(min, 0.01, 10_000_000);
  const feeOk = valid(fee, 0, 50);
  const submit = () => form.submit(minOk && feeOk, () => ({ withdraw_min: cents(min), withdraw_fee_bps: Math.round(Number(fee) * 100) }));

  return (
    <SettingsCard
      title={t('admin.money.settings.withdrawals')}
      loading={current.isPending}
      busy={save.isPending}
      refusal={form.refusal}
      onSave={submit}
      testId="withdraw-settings"
    >
      <DollarInput
        label={t('admin.money.settings.minWithdrawal')}
        value={min}
        onChange={setMin}
        error={form.errorOf('withdraw_min', !minOk && t('admin.money.amountRequired'))}
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
        error={form.errorOf('withdraw_fee_bps', !feeOk && t('admin.money.settings.feeRange'))}
      />
    </SettingsCard>
  );
}

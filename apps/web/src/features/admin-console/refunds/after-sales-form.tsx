/** The after-sales window: how many days after an order completes its buyer may still ask for a refund or a return (0–365). */
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard, useSettingsSave } from '../money/settings-card';
import { useAfterSalesSettings, useSaveAfterSalesSettings } from './refunds-api';

export function AfterSalesForm() {
  const { t } = useTranslation();
  const current = useAfterSalesSettings();
  const save = useSaveAfterSalesSettings();
  const form = useSettingsSave(save, ['after_sales_days']);
  const [days, setDays] = useState<number | string>('');
  useEffect(() => {
    if (current.data) setDays(current.data.after_sales_days);
  }, [current.data]);

  const ok = days !== '' && Number.isInteger(Number(days)) && Number(days) >= 0 && Number(days) <= 365;
  return (
    <SettingsCard
      title={t('admin.refunds.settings.title')}
      loading={current.isPending}
      busy={save.isPending}
      refusal={form.refusal}
      onSave={() => form.submit(ok, () => ({ after_sales_days: Number(days) }))}
      testId="after-sales-settings"
    >
      <NumberInput
        label={t('admin.refunds.settings.days')}
        description={t('admin.refunds.settings.daysHint')}
        required
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={365}
        clampBehavior="none"
        value={days}
        onChange={setDays}
        error={form.errorOf('after_sales_days', !ok && t('admin.refunds.settings.daysRange'))}
        data-testid="after-sales-days"
      />
    </SettingsCard>
  );
}

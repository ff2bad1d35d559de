/**
 * A commission rate typed in percent; empty means the mall's default, which the placeholder and
 * the hint show. Answers basis points (or null for the default) through `onChange`.
 */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bpsToPercent } from '../commission';

export function CommissionInput({
  value,
  onChange,
  defaultBps,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  defaultBps: number;
  error?: boolean;
}) {
  const { t } = useTranslation();
  const fallback = bpsToPercent(defaultBps);
  return (
    <TextInput
      label={t('admin.commission.label')}
      description={t('admin.commission.hint', { rate: fallback })}
      placeholder={fallback}
      inputMode="decimal"
      rightSection="%"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ? t('admin.commission.invalid') : undefined}
      maw={320}
    />
  );
}

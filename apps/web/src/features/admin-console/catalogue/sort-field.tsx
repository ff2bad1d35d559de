/**
 * A brand's or category's place in its list: a whole number from 0 to CATALOGUE_SORT_MAX, an
 * emptied field counting as 0.
 * @example <SortField value={sort} onChange={setSort} testId="category-sort" />
 */
import { CATALOGUE_SORT_MAX } from '@agora/contract/catalogue-admin';
import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SortField({ value, onChange, testId }: { value: number; onChange: (sort: number) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('admin.catalogue.sort')}
      description={t('admin.catalogue.sortHint')}
      min={0}
      max={CATALOGUE_SORT_MAX}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
      maw={200}
      data-testid={testId}
    />
  );
}

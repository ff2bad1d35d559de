/** Sort, price range (typed in the buyer's currency) and brand filter for a listing. */
import { PRODUCT_SORTS, type ProductSort } from '@agora/contract/catalog';
import { Button, Chip, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortLabels } from '../catalog-pages/sort-select';
import { useCurrency } from '../locale/use-price';
import { useBrands } from '../site/api';

export interface FilterValues {
  sort?: ProductSort;
  min_price?: number;
  max_price?: number;
  brand_ids: number[];
}

/** Converts between the buyer's currency units and US cents. */
function useMoney() {
  const { rate, symbol } = useCurrency();
  return {
    symbol,
    toCents: (value: number | string) => (value === '' ? undefined : Math.round((Number(value) / rate) * 100)),
    fromCents: (cents: number | undefined) => (cents === undefined ? '' : Math.round((cents / 100) * rate * 100) / 100),
  };
}

export function ListingFilters({ values, onChange, showBrands }: { values: FilterValues; onChange: (values: FilterValues) => void; showBrands: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const sortLabels = useSortLabels();
  const brands = useBrands(100);
  const [min, setMin] = useState<number | string>(money.fromCents(values.min_price));
  const [max, setMax] = useState<number | string>(money.fromCents(values.max_price));

  const toggleBrand = (id: number) =>
    onChange({ ...values, brand_ids: values.brand_ids.includes(id) ? values.brand_ids.filter((b) => b !== id) : [...values.brand_ids, id] });

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('listing.sort')}
        value={values.sort ?? 'new'}
        onChange={(e) => onChange({ ...values, sort: e.currentTarget.value as ProductSort })}
        data={PRODUCT_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
        data-testid="sort"
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...values, min_price: money.toCents(min), max_price: money.toCents(max) });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={t('listing.minPrice')}
            prefix={money.symbol}
            value={min}
            onChange={setMin}
            min={0}
            decimalScale={2}
            hideControls
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('listing.maxPrice')}
            prefix={money.symbol}
            value={max}
            onChange={setMax}
            min={0}
            decimalScale={2}
            hideControls
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light">
            {t('listing.apply')}
          </Button>
        </Group>
      </form>
      {showBrands && (brands.data?.list.length ?? 0) > 0 && (
        <fieldset className="agora-fieldset">
          <Text component="legend" fz="sm" fw={600} mb={4}>
            {t('listing.brands')}
          </Text>
          <Group gap={6}>
            {brands.data?.list.map((brand) => (
              <Chip key={brand.id} size="xs" checked={values.brand_ids.includes(brand.id)} onChange={() => toggleBrand(brand.id)} data-testid="brand-filter">
                {brand.name}
              </Chip>
            ))}
          </Group>
        </fieldset>
      )}
    </Stack>
  );
}

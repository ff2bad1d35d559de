/**
 * Sort, price range (typed in the buyer's currency) and brand filter for a listing or search
 * results. On a wide screen a side panel; on a phone the sort and a "Filters" button (with how many
 * are set) that opens the rest, so the products start near the top of the screen.
 */
import type { ProductSort } from '@agora/contract/catalog';
import { Badge, Button, Chip, em, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../catalog-pages/sort-select';
import { useCurrency } from '../locale/use-price';
import { useBrands } from '../site/api';

export interface FilterValues {
  sort?: ProductSort;
  min_price?: number;
  max_price?: number;
  brand_ids: number[];
}

interface FiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  showBrands: boolean;
  /** The label of the listing's own order when it is not "newest" (search: best match). */
  ownOrder?: string;
}

/** Mantine's `md` breakpoint: from here the filters sit beside the products. */
const WIDE = `(min-width: ${em(992)})`;

/** Converts between the buyer's currency units and US cents. */
function useMoney() {
  const { rate, symbol } = useCurrency();
  return {
    symbol,
    toCents: (value: number | string) => (value === '' ? undefined : Math.round((Number(value) / rate) * 100)),
    fromCents: (cents: number | undefined) => (cents === undefined ? '' : Math.round((cents / 100) * rate * 100) / 100),
  };
}

/** How many filters (not the sort) the buyer has set: shown on the phone's Filters button. */
export const activeFilterCount = (values: FilterValues) => (values.min_price !== undefined || values.max_price !== undefined ? 1 : 0) + values.brand_ids.length;

function PriceInput({ label, symbol, value, onChange }: { label: string; symbol: string; value: number | string; onChange: (value: number | string) => void }) {
  return <NumberInput label={label} prefix={symbol} value={value} onChange={onChange} min={0} decimalScale={2} hideControls style={{ flex: 1 }} />;
}

function PriceRange({ values, onChange }: Pick<FiltersProps, 'values' | 'onChange'>) {
  const { t } = useTranslation();
  const money = useMoney();
  const [min, setMin] = useState<number | string>(money.fromCents(values.min_price));
  const [max, setMax] = useState<number | string>(money.fromCents(values.max_price));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...values, min_price: money.toCents(min), max_price: money.toCents(max) });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <PriceInput label={t('listing.minPrice')} symbol={money.symbol} value={min} onChange={setMin} />
        <PriceInput label={t('listing.maxPrice')} symbol={money.symbol} value={max} onChange={setMax} />
        <Button type="submit" variant="light">
          {t('listing.apply')}
        </Button>
      </Group>
    </form>
  );
}

function BrandChips({ values, onChange }: Pick<FiltersProps, 'values' | 'onChange'>) {
  const { t } = useTranslation();
  const brands = useBrands(100);
  if ((brands.data?.list.length ?? 0) === 0) return null;
  const toggle = (id: number) =>
    onChange({ ...values, brand_ids: values.brand_ids.includes(id) ? values.brand_ids.filter((b) => b !== id) : [...values.brand_ids, id] });
  return (
    <fieldset className="agora-fieldset">
      <Text component="legend" fz="sm" fw={600} mb={4}>
        {t('listing.brands')}
      </Text>
      <Group gap={6}>
        {brands.data?.list.map((brand) => (
          <Chip key={brand.id} size="xs" checked={values.brand_ids.includes(brand.id)} onChange={() => toggle(brand.id)} data-testid="brand-filter">
            {brand.name}
          </Chip>
        ))}
      </Group>
    </fieldset>
  );
}

export function ListingFilters({ values, onChange, showBrands, ownOrder }: FiltersProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE);
  const [open, { toggle }] = useDisclosure(false);
  const sort = <SortSelect value={values.sort} onChange={(next) => onChange({ ...values, sort: next })} ownOrder={ownOrder} labelAbove />;
  const narrowing = (
    <Stack gap="sm">
      <PriceRange values={values} onChange={onChange} />
      {showBrands && <BrandChips values={values} onChange={onChange} />}
    </Stack>
  );
  if (wide) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          {sort}
          {narrowing}
        </Stack>
      </Paper>
    );
  }
  const count = activeFilterCount(values);
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {sort}
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle>
                {count}
              </Badge>
            ) : null
          }
          onClick={toggle}
          aria-expanded={open}
          data-testid="filters-toggle"
        >
          {t('listing.filters')}
        </Button>
      </Group>
      {open && (
        <Paper withBorder p="sm" radius="md">
          {narrowing}
        </Paper>
      )}
    </Stack>
  );
}

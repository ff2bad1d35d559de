/**
 * Sort, price range (typed in the buyer's currency) and brand filter for a listing or search
 * results. On a wide screen a side panel; on a phone the sort and a "Filters" button (with how many
 * are set) that opens the rest, so the products start near the top of the screen. The brand filter
 * offers the brands the answer says are in the listing's scope, with their counts; a price range
 * whose lowest price is above its highest is pointed out and not sent.
 */
import { type BrandFacet, type ProductSort, priceRangeIsValid } from '@agora/contract/catalog';
import { Badge, Button, Chip, em, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { convertPrice } from '../../lib/price';
import { SortSelect } from '../catalog-pages/sort-select';
import { useCurrency } from '../locale/use-price';

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
  /** The brands of the listing's scope with their counts (the answer's `brands`); none yet while it loads. */
  brands?: BrandFacet[];
  /** The label of the listing's own order when it is not "newest" (search: best match). */
  ownOrder?: string;
}

/** Mantine's `md` breakpoint: from here the filters sit beside the products. */
const WIDE = `(min-width: ${em(992)})`;

/** Converts between the buyer's currency units (typed with its decimals: none in yen) and US cents. */
function useMoney() {
  const currency = useCurrency();
  return {
    symbol: currency.symbol,
    decimals: currency.decimals,
    toCents: (value: number | string) => (value === '' ? undefined : Math.round((Number(value) / currency.rate) * 100)),
    fromCents: (cents: number | undefined) => (cents === undefined ? '' : convertPrice(cents, currency)),
  };
}

/** How many filters (not the sort) the buyer has set: shown on the phone's Filters button. */
export const activeFilterCount = (values: FilterValues) => (values.min_price !== undefined || values.max_price !== undefined ? 1 : 0) + values.brand_ids.length;

interface PriceInputProps {
  label: string;
  symbol: string;
  decimals: number;
  value: number | string;
  onChange: (value: number | string) => void;
  error?: boolean;
  describedBy?: string;
  testId: string;
}

function PriceInput({ label, symbol, decimals, value, onChange, error, describedBy, testId }: PriceInputProps) {
  return (
    <NumberInput
      label={label}
      prefix={symbol}
      value={value}
      onChange={onChange}
      min={0}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      step={10 ** -decimals}
      hideControls
      error={error}
      aria-describedby={describedBy}
      style={{ flex: 1 }}
      data-testid={testId}
    />
  );
}

function PriceRange({ values, onChange }: Pick<FiltersProps, 'values' | 'onChange'>) {
  const { t } = useTranslation();
  const money = useMoney();
  const [min, setMin] = useState<number | string>(money.fromCents(values.min_price));
  const [max, setMax] = useState<number | string>(money.fromCents(values.max_price));
  const [upsideDown, setUpsideDown] = useState(false);
  const errorId = useId();
  const edit = (set: (value: number | string) => void) => (value: number | string) => {
    set(value);
    setUpsideDown(false);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const range = { min_price: money.toCents(min), max_price: money.toCents(max) };
        // The server would refuse it (1000008 naming min_price): say so here, send nothing.
        if (!priceRangeIsValid(range)) return setUpsideDown(true);
        onChange({ ...values, ...range });
      }}
      noValidate
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <PriceInput
          label={t('listing.minPrice')}
          symbol={money.symbol}
          decimals={money.decimals}
          value={min}
          onChange={edit(setMin)}
          error={upsideDown}
          describedBy={upsideDown ? errorId : undefined}
          testId="min-price"
        />
        <PriceInput label={t('listing.maxPrice')} symbol={money.symbol} decimals={money.decimals} value={max} onChange={edit(setMax)} testId="max-price" />
        <Button type="submit" variant="light">
          {t('listing.apply')}
        </Button>
      </Group>
      {upsideDown && (
        <Text id={errorId} role="alert" c="red.8" fz="sm" mt={4} data-testid="price-range-error">
          {t('listing.minAboveMax')}
        </Text>
      )}
    </form>
  );
}

function BrandChips({ values, onChange, brands }: Pick<FiltersProps, 'values' | 'onChange'> & { brands: BrandFacet[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(localeTag(i18n.language));
  // One brand and none chosen: nothing to choose between.
  if (brands.length === 0 || (brands.length === 1 && values.brand_ids.length === 0)) return null;
  const toggle = (id: number) =>
    onChange({ ...values, brand_ids: values.brand_ids.includes(id) ? values.brand_ids.filter((b) => b !== id) : [...values.brand_ids, id] });
  return (
    <fieldset className="agora-fieldset">
      <Text component="legend" fz="sm" fw={600} mb={4}>
        {t('listing.brands')}
      </Text>
      <Group gap={6}>
        {brands.map((brand) => (
          <Chip
            key={brand.id}
            size="xs"
            checked={values.brand_ids.includes(brand.id)}
            onChange={() => toggle(brand.id)}
            aria-label={`${brand.name} (${t('listing.results', { count: brand.count })})`}
            data-testid="brand-filter"
          >
            <span>{brand.name}</span>{' '}
            <Text span fz="xs" c="dimmed">
              {number.format(brand.count)}
            </Text>
          </Chip>
        ))}
      </Group>
    </fieldset>
  );
}

export function ListingFilters({ values, onChange, showBrands, brands, ownOrder }: FiltersProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE);
  const [open, { toggle }] = useDisclosure(false);
  const sort = <SortSelect value={values.sort} onChange={(next) => onChange({ ...values, sort: next })} ownOrder={ownOrder} labelAbove />;
  const narrowing = (
    <Stack gap="sm">
      <PriceRange values={values} onChange={onChange} />
      {showBrands && brands && <BrandChips values={values} onChange={onChange} brands={brands} />}
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

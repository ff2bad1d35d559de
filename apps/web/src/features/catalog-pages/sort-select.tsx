/**
 * The sort of a product listing: its labels, the select the recommend and shop pages show next to
 * their title, and the `sort` query parameter that keeps the choice in the address.
 */
import { PRODUCT_SORTS, type ProductSort } from '@agora/contract/catalog';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The `sort` query parameter: one of the contract's sorts, or none for the listing's own order. */
export function useSortParam(): [ProductSort | undefined, (sort: ProductSort | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort = PRODUCT_SORTS.find((s) => s === raw);
  const setSort = (next: ProductSort | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('sort', next);
        else updated.delete('sort');
        return updated;
      },
      { replace: true },
    );
  return [sort, setSort];
}

/** Every sort's label; typed by the contract's sorts, so a new sort cannot go without one. */
export function useSortLabels(): Record<ProductSort, string> {
  const { t } = useTranslation();
  return {
    new: t('listing.sort_new'),
    price_asc: t('listing.sort_price_asc'),
    price_desc: t('listing.sort_price_desc'),
    sales: t('listing.sort_best_sellers'),
    rating: t('listing.sort_rating'),
  };
}

/**
 * `ownOrder`: the label of the listing's own order (best sellers, best match), offered first; without
 * it the first choice is newest. A sort that is the own order by another name (best sellers on the
 * best-seller list) is not offered twice.
 */
export function SortSelect({
  value,
  onChange,
  ownOrder,
  labelAbove,
}: {
  value: ProductSort | undefined;
  onChange: (sort: ProductSort | undefined) => void;
  ownOrder?: string;
  /** The label above the select (in a filter panel) rather than beside it (next to a title). */
  labelAbove?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useSortLabels();
  const id = useId();
  const data = [
    ...(ownOrder ? [{ value: '', label: ownOrder }] : []),
    ...PRODUCT_SORTS.filter((s) => labels[s] !== ownOrder).map((s) => ({ value: s, label: labels[s] })),
  ];
  const select = (
    <NativeSelect
      id={id}
      size="sm"
      data={data}
      value={value ?? (ownOrder ? '' : 'new')}
      onChange={(event) => onChange(PRODUCT_SORTS.find((s) => s === event.currentTarget.value))}
      label={labelAbove ? t('listing.sort') : undefined}
      style={labelAbove ? { flex: 1 } : undefined}
      data-testid="sort"
    />
  );
  if (labelAbove) return select;
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('listing.sort')}
      </Text>
      {select}
    </Group>
  );
}

/**
 * A listing's sort, filters and page kept in the address (`sort`, `min_price`, `max_price`,
 * `brands`, `page`), so a listing or a search can be shared and reloaded as it was. Other
 * parameters (the category `id`, the search `q`) are left as they are.
 */
import { PRODUCT_SORTS } from '@agora/contract/catalog';
import { useSearchParams } from 'react-router';
import type { FilterValues } from './filters';

/** A number from the address, or undefined when it is absent or not a number. */
export const numberParam = (value: string | null) => (value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

export type FilterState = FilterValues & { page: number };

export function useFilterParams(): [FilterState, (next: FilterValues & { page?: number }) => void] {
  const [params, setParams] = useSearchParams();
  const state: FilterState = {
    page: numberParam(params.get('page')) ?? 1,
    sort: PRODUCT_SORTS.find((s) => s === params.get('sort')),
    min_price: numberParam(params.get('min_price')),
    max_price: numberParam(params.get('max_price')),
    brand_ids: (params.get('brands') ?? '').split(',').filter(Boolean).map(Number),
  };
  const update = (next: FilterValues & { page?: number }) => {
    const updated = new URLSearchParams(params);
    const put = (key: string, value: string | number | undefined) =>
      value === undefined || value === '' ? updated.delete(key) : updated.set(key, String(value));
    put('sort', next.sort);
    put('min_price', next.min_price);
    put('max_price', next.max_price);
    put('brands', next.brand_ids.join(','));
    put('page', next.page && next.page > 1 ? next.page : undefined);
    setParams(updated);
    window.scrollTo({ top: 0 });
  };
  return [state, update];
}

/**
 * A list's filters kept in the address (`?q=lamp&state=suspended`), so a reload or a link shows the
 * same rows; changing one goes back to the first page.
 * @example const [filters, setFilter] = useFilterParams(['q', 'state']); setFilter('state', 'active')
 */
import { useSearchParams } from 'react-router';

export function useFilterParams<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (key: K, value: string) => void, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  /** Several at once (two calls in a row would each start from the same address). */
  const patch = (changes: Partial<Record<K, string>>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes) as [K, string][]) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      updated.delete('page');
      return updated;
    });
  const set = (key: K, value: string) => patch({ [key]: value } as Partial<Record<K, string>>);
  return [values, set, patch];
}

/** An id from the address, or undefined. */
export const idParam = (value: string): number | undefined => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** One of the allowed values, or undefined. */
export const oneOf = <S extends string>(value: string, allowed: readonly S[]): S | undefined => (allowed.includes(value as S) ? (value as S) : undefined);

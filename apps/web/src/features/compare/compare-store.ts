/**
 * A guest's compare list: up to four product ids in local storage (`compare`, a JSON array),
 * observable by React. After a login the ids join the account's list and are cleared here.
 */
import { COMPARE_MAX } from '@agora/contract/wishlist';
import { externalStore } from '../../lib/external-store';

const KEY = 'compare';

function parse(raw: string | null): number[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    const ids = value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

// useSyncExternalStore needs the same array back while the stored text has not changed.
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };
function read(): number[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

const store = externalStore(read);

function write(ids: number[]) {
  if (ids.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(ids));
  store.notify();
}

export const compareStore = {
  ids: read,
  /** `full` when four products are already in the list. */
  add(id: number): 'added' | 'full' {
    const ids = read();
    if (ids.includes(id)) return 'added';
    if (ids.length >= COMPARE_MAX) return 'full';
    write([...ids, id]);
    return 'added';
  },
  remove: (id: number) => write(read().filter((x) => x !== id)),
  clear: () => write([]),
};

export function useGuestCompareIds(): number[] {
  return store.useValue();
}

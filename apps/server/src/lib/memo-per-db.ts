/**
 * A small in-process memo for answers derived from the database: one store per database (tests
 * run several apps in one process), entries kept `ttlMs`, the oldest dropped beyond `maxEntries`.
 * Owners clear it when what it was derived from changes.
 * @example const counts = memoPerDb<number>({ ttlMs: 60_000, maxEntries: 2000 });
 *          const n = await counts.get(db, key, () => countRows());
 */
import type { Db } from '../db/database';

export function memoPerDb<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const stores = new WeakMap<Db, Map<string, { value: T; expires: number }>>();
  return {
    async get(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
      const store = stores.get(db) ?? new Map<string, { value: T; expires: number }>();
      stores.set(db, store);
      const hit = store.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = await compute();
      if (store.size >= maxEntries) store.delete(store.keys().next().value as string);
      store.set(key, { value, expires: Date.now() + ttlMs });
      return value;
    },
    clear(db: Db): void {
      stores.delete(db);
    },
  };
}

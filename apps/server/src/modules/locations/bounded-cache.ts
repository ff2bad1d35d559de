/**
 * A cache of answers that never change, holding at most `max` entries: the least recently used
 * goes first. A promise that rejects is dropped, so a failed read is tried again next time.
 * @example const cache = boundedCache<Promise<string[]>>(200); await cache.get('TH-10', () => load());
 */
export function boundedCache<T>(max: number) {
  const entries = new Map<string, T>();
  return {
    get(key: string, compute: () => T): T {
      if (entries.has(key)) {
        const hit = entries.get(key) as T;
        // Map keeps insertion order: moving the key to the end marks it recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = compute();
      if (value instanceof Promise) value.catch(() => entries.get(key) === value && entries.delete(key));
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

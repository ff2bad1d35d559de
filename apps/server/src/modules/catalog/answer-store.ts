/**
 * The catalogue cache's store: answers by key, bounded both by bytes and by entries, the oldest
 * dropped first. Bytes count what an entry really holds (its key, its body and gzip copy, and a
 * fixed overhead for the objects around them), so a flood of small answers under long keys
 * cannot grow the heap past the cap the way counting bodies alone did.
 * @example
 * const store = createAnswerStore({ maxBytes: 24 << 20, maxEntries: 10_000 });
 * store.set(key, entry); store.get(key);
 */

export interface Entry {
  /** Kept as UTF-8 bytes: sending a string would encode it again on every request. */
  body: Buffer;
  /** The body gzipped, made on the first request that accepts gzip. */
  gzip: Buffer | null;
  etag: string;
  expires: number;
}

export interface AnswerStoreLimits {
  maxBytes: number;
  maxEntries: number;
}

/** The Map slot, the entry object, its two Buffers' headers and the ETag string, measured roughly. */
export const ENTRY_OVERHEAD_BYTES = 400;

/** A key's string is counted at two bytes a character (V8 keeps non-Latin-1 text so). */
const sizeOf = (key: string, entry: Entry) => ENTRY_OVERHEAD_BYTES + key.length * 2 + entry.etag.length + Math.ceil(entry.body.length * 1.25); // the gzip copy, made later, counted ahead

export function createAnswerStore(limits: AnswerStoreLimits) {
  const entries = new Map<string, { entry: Entry; size: number }>();
  let bytes = 0;

  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    bytes -= held.size;
    entries.delete(key);
  };

  return {
    limits,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** The live entry under `key`; an expired one is dropped. */
    get(key: string, now = Date.now()): Entry | undefined {
      const held = entries.get(key);
      if (!held) return undefined;
      if (held.entry.expires > now) return held.entry;
      drop(key);
      return undefined;
    },
    /** Adds an answer, first dropping the oldest ones while either cap would be passed. */
    set(key: string, entry: Entry): void {
      drop(key);
      const size = sizeOf(key, entry);
      if (size > limits.maxBytes) return;
      while (entries.size && (bytes + size > limits.maxBytes || entries.size >= limits.maxEntries)) drop(entries.keys().next().value as string);
      entries.set(key, { entry, size });
      bytes += size;
    },
    clear(): number {
      const count = entries.size;
      entries.clear();
      bytes = 0;
      return count;
    },
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;

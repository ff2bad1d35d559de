/**
 * The catalogue cache's store: answers by key, bounded both by bytes and by entries, the oldest
 * dropped first. Bytes count what an entry really holds (its key, its body and gzip copy, and a
 * fixed overhead for the objects around them), so a flood of small answers under long keys
 * cannot grow the heap past the cap the way counting bodies alone did.
 * @example
 * const store = createAnswerStore({ maxBytes: 24 << 20, maxEntries: 10_000 });
 * store.set(key, entry, ['product:7', 'in-cat:3']); store.get(key);
 * store.dropTagged(['product:7']) // drops every answer that showed product 7
 *
 * Tags say what an answer shows or is drawn from (catalog-cache.ts `tagsOf`), so a write drops
 * only the answers it could have changed instead of emptying the store.
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

/** A tag's slot in the index (a Set entry) besides its text. */
const TAG_OVERHEAD_BYTES = 40;

/** A key's string is counted at two bytes a character (V8 keeps non-Latin-1 text so). */
const sizeOf = (key: string, entry: Entry) => ENTRY_OVERHEAD_BYTES + key.length * 2 + entry.etag.length + Math.ceil(entry.body.length * 1.25); // the gzip copy, made later, counted ahead

export function createAnswerStore(limits: AnswerStoreLimits) {
  const entries = new Map<string, { entry: Entry; size: number; tags: readonly string[] }>();
  /** Tag → keys of the answers carrying it; kept in step with `entries`. */
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;

  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    bytes -= held.size;
    entries.delete(key);
    for (const tag of held.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
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
    /** Adds an answer with its tags, first dropping the oldest ones while either cap would be passed. */
    set(key: string, entry: Entry, tags: readonly string[] = []): void {
      drop(key);
      // Each tag costs its text and a slot in the tag index.
      const size = sizeOf(key, entry) + tags.reduce((sum, tag) => sum + TAG_OVERHEAD_BYTES + tag.length * 2, 0);
      if (size > limits.maxBytes) return;
      while (entries.size && (bytes + size > limits.maxBytes || entries.size >= limits.maxEntries)) drop(entries.keys().next().value as string);
      entries.set(key, { entry, size, tags });
      for (const tag of tags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        keys.add(key);
        byTag.set(tag, keys);
      }
      bytes += size;
    },
    /** Drops every answer carrying any of these tags; answers how many were dropped. */
    dropTagged(tags: Iterable<string>): number {
      let dropped = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) {
          drop(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    /** Whether an answer is held under `key` (live or not yet noticed expired). */
    has(key: string): boolean {
      return entries.has(key);
    },
    clear(): number {
      const count = entries.size;
      entries.clear();
      byTag.clear();
      bytes = 0;
      return count;
    },
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;

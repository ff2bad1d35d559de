/**
 * The type-ahead's index of products, in memory: every word of every on-sale product's folded
 * names (all languages, from `product_search.text`) with the products that have it, as ranks (0 is
 * the best seller). A query word matches the start of a word ("iph" → "iphone"); in scripts written
 * without spaces (Thai, CJK) anywhere inside a run of text ("ไร้สาย" in "หูฟังไร้สาย"). Every
 * word of the query must match; the best sellers among the matches come first.
 *
 * Why in memory: a word-start query over 100,000 products ordered by sales is a sort of thousands
 * of rows in SQL; here it is a binary search in the sorted words and a merge of their product
 * lists (sorted by rank), well under a millisecond. The index (about 15 MB at 100,000 products) is
 * built on the first type-ahead and again after catalogue writes that move listings
 * (`markSuggestIndexStale`, from `searchHits.clear`); see `loadSuggestIndex` for when.
 * @example const index = await loadSuggestIndex(db); index.match(['iph'], 5) // [4107, 88, …] (product ids)
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isSpaceless, wordsOf } from './search-text';

/** Characters of scripts written without spaces: a word holding one is matched anywhere inside. */
const SPACELESS_CHAR =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー]/u;

/** A word as the index sees it: a run of letters, marks and digits (as `wordsOf`). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export interface SuggestIndex {
  /** Product ids matching every query word (folded), best sellers first, at most `limit`. */
  match(words: string[], limit: number): number[];
  /** How long its build took (ms, from the rows read to the index). */
  builtIn: number;
  products: number;
}

/** The first index at or after `word` in the sorted array. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The search texts of a step of products, by id: those after `afterId`, at most STEP. */
export type TextSource = (afterId: number) => Promise<{ id: number; text: string }[]>;

/**
 * Builds the index from the on-sale products, best sellers first, and their search texts, read a
 * step at a time (so the texts of the whole catalogue are never held at once).
 */
export async function buildSuggestIndex(bestFirst: number[], readTexts: TextSource, pause: () => Promise<void> = async () => {}): Promise<SuggestIndex> {
  const started = performance.now();
  const ids = Int32Array.from(bestFirst);
  const rankOf = new Map<number, number>();
  for (const [rank, id] of bestFirst.entries()) rankOf.set(id, rank);
  const lists = new Map<string, number[]>();
  for (let after = 0; ; ) {
    const step = await readTexts(after);
    for (const row of step) {
      const rank = rankOf.get(row.id);
      if (rank === undefined) continue; // put on sale since the ids were read: the next build has it
      for (const word of new Set(row.text.match(WORD))) {
        const list = lists.get(word);
        if (list) list.push(rank);
        else lists.set(word, [rank]);
      }
    }
    if (step.length < STEP) break;
    after = (step[step.length - 1] as { id: number }).id;
    await pause();
  }
  rankOf.clear();
  const words = [...lists.keys()].sort();
  // Read by id, listed by rank: each word's products in rank order.
  const postings = words.map((w) => Int32Array.from(lists.get(w) as number[]).sort());
  lists.clear();
  const spaceless = words.flatMap((w, i) => (SPACELESS_CHAR.test(w) ? [i] : []));

  /** Indexes (into `words`) of the words a query word matches. */
  const wordsMatching = (query: string): number[] => {
    if (isSpaceless(query)) return spaceless.filter((i) => (words[i] as string).includes(query));
    const found: number[] = [];
    for (let i = lowerBound(words, query); i < words.length && (words[i] as string).startsWith(query); i++) found.push(i);
    return found;
  };

  /** The first `limit` ranks of the union of these lists: the first `limit` of each, merged. */
  const firstOfUnion = (matched: number[], limit: number): number[] => {
    const candidates = new Set<number>();
    for (const i of matched) {
      const list = postings[i] as Int32Array;
      for (let k = 0; k < Math.min(limit, list.length); k++) candidates.add(list[k] as number);
    }
    return [...candidates].sort((a, b) => a - b).slice(0, limit);
  };

  function match(queryWords: string[], limit: number): number[] {
    const parts = queryWords.flatMap((w) => (isSpaceless(w) ? [w] : wordsOf(w)));
    if (parts.length === 0) return [];
    const matched = parts.map(wordsMatching);
    if (matched.some((m) => m.length === 0)) return [];
    if (matched.length === 1) return firstOfUnion(matched[0] as number[], limit).map((r) => ids[r] as number);
    // Several words: walk the ranks of the word with the fewest products, keeping those every other word has.
    const sizes = matched.map((m) => m.reduce((sum, i) => sum + (postings[i] as Int32Array).length, 0));
    const smallest = sizes.indexOf(Math.min(...sizes));
    const others = matched
      .filter((_, k) => k !== smallest)
      .map((m) => {
        const has = new Uint8Array(ids.length);
        for (const i of m) for (const rank of postings[i] as Int32Array) has[rank] = 1;
        return has;
      });
    const ranks = new Set<number>();
    for (const i of matched[smallest] as number[]) for (const rank of postings[i] as Int32Array) ranks.add(rank);
    const found: number[] = [];
    for (const rank of [...ranks].sort((a, b) => a - b)) {
      if (others.every((has) => has[rank] === 1)) found.push(ids[rank] as number);
      if (found.length === limit) break;
    }
    return found;
  }

  return { match, builtIn: performance.now() - started, products: ids.length };
}

/** Rows read and words split per step of a build, between which other requests are served. */
const STEP = 2000;
/** Rebuilds at most this often: at 100,000 products a build takes 3-5 s of CPU, in steps. */
export const REBUILD_GAP_MS = 30_000;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

interface State {
  index: Promise<SuggestIndex>;
  /** The catalogue changed since this index was read. */
  stale: boolean;
  builtAt: number;
  rebuilding: boolean;
}
const states = new WeakMap<Db, State>();

/** Reads the on-sale products best sellers first, then their search texts STEP ids at a time (each a short query). */
async function readIndex(db: Db): Promise<SuggestIndex> {
  const products = await db.selectFrom('product').select('id').where('status', '=', 'on_sale').orderBy('sales', 'desc').orderBy('id', 'desc').execute();
  const readTexts: TextSource = async (afterId) =>
    (
      await sql<{ id: number; text: string }>`
        select p.id, s.text from product p join product_search s on s.product_id = p.id
        where p.status = 'on_sale' and p.id > ${afterId} order by p.id limit ${STEP}`.execute(db)
    ).rows.map((r) => ({ id: Number(r.id), text: r.text }));
  return buildSuggestIndex(
    products.map((p) => p.id),
    readTexts,
    yieldToOthers,
  );
}

/**
 * The current index. The first is built while the request waits; after a catalogue change the
 * old one keeps answering while a new one is built in the background (at most one every
 * REBUILD_GAP_MS), and the answer's products are re-read as they are now (suggest.ts drops
 * those no longer on sale).
 */
export function loadSuggestIndex(db: Db): Promise<SuggestIndex> {
  const state = states.get(db);
  if (!state) {
    const index = readIndex(db);
    states.set(db, { index, stale: false, builtAt: Date.now(), rebuilding: false });
    // A failed build is not kept: the next request tries again.
    index.catch(() => states.delete(db));
    return index;
  }
  if (state.stale && !state.rebuilding && Date.now() - state.builtAt >= REBUILD_GAP_MS) {
    state.stale = false;
    state.rebuilding = true;
    readIndex(db)
      .then((index) => {
        state.index = Promise.resolve(index);
        state.builtAt = Date.now();
      })
      .catch(() => {
        state.stale = true;
      })
      .finally(() => {
        state.rebuilding = false;
      });
  }
  return state.index;
}

/** The catalogue's listings changed: the index is built again (see loadSuggestIndex). */
export function markSuggestIndexStale(db: Db): void {
  const state = states.get(db);
  if (state) state.stale = true;
}

/** Tests and the bench: drop the index, so the next type-ahead builds one from the catalogue as it is. */
export function dropSuggestIndex(db: Db): void {
  states.delete(db);
}

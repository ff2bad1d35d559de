/**
 * Product search over the folded names of every language and the names of each product's category:
 * every word of the term, in any order, plural or singular ("laptops" finds a laptop); when that
 * finds nothing, the term with its unknown words spelt as the nearest known words ("lapotp" →
 * "laptop"), answered with `corrected_term`. Finding and ranking: search-query.ts; near spellings:
 * spelling.ts. SQLite keeps three FTS5 indexes of the search text (trigram for any part of a word,
 * one token per CJK character for short CJK terms, words for word starts); PostgreSQL a pg_trgm index.
 *
 * Why not bm25: our search text is every language's name, so term frequency and length say little,
 * and ranking thousands of trigram matches by bm25 cost 10-15 ms a query at 100,000 products.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { memoPerDb } from '../../lib/memo-per-db';
import { categoryTexts, loadCategories, matchCategories } from './search-categories';
import { findProducts, type SearchHit, type WordPlan } from './search-query';
import { cjkTokens, queryWords, searchTextOf, wordForms } from './search-text';
import { loadVocabulary } from './search-vocabulary';
import { correctTerm } from './spelling';
import { clearSuggestSources } from './suggest-sources';

export { MAX_HITS } from './search-query';

/**
 * What a search found: its hits, best first (their ids, and each with its brand and price for the
 * brand filter's counts), and the term searched instead when the buyer's found nothing.
 */
export interface SearchResult {
  ids: number[];
  hits: SearchHit[];
  corrected_term: string | null;
}

const found = (hits: SearchHit[], corrected_term: string | null = null): SearchResult => ({ ids: hits.map((h) => h.id), hits, corrected_term });

const results = memoPerDb<SearchResult>({ ttlMs: 60_000, maxEntries: 500 });

/**
 * Hits per term for a minute: paging, sorting and filtering one search reuse them. Cleared with
 * the catalogue cache on writes, with the category names searches read.
 */
export const searchHits = {
  clear(db: Db): void {
    results.clear(db);
    categoryTexts.clear(db);
    clearSuggestSources(db);
  },
};

async function plan(db: Db, words: string[]): Promise<WordPlan[]> {
  const categories = await loadCategories(db);
  return words.map((word) => ({ word, ...wordForms(word), categories: matchCategories(categories, word) }));
}

const find = async (db: Db, words: string[]) => findProducts(db, await plan(db, words));

/**
 * The on-sale products matching every word of the term, best first (at most MAX_HITS); when none
 * do, those of the nearest spelling, with the term that was searched.
 * @example await searchProducts(db, 'lapotp') // { ids: [4, 5], hits: [{ id: 4, brand_id: 3, price: 89900 }, …], corrected_term: 'laptop' }
 */
export async function searchProducts(db: Db, rawTerm: string): Promise<SearchResult> {
  const words = queryWords(rawTerm);
  if (words.length === 0) return found([]);
  return results.get(db, words.join(' '), async () => {
    const hits = await find(db, words);
    if (hits.length > 0) return found(hits);
    const corrected = correctTerm(words, await loadVocabulary(db));
    const again = corrected ? await find(db, queryWords(corrected)) : [];
    return again.length > 0 ? found(again, corrected) : found([]);
  });
}

/** The most shorter terms tried for a term that found nothing (each one search). */
const MAX_SHORTER = 8;

/**
 * For a term that found nothing, even spelt differently: the nearest term that finds something,
 * keeping as many of its words as can be, earlier words first ("iphone 15" → "iphone"), from its
 * near spelling when it has one. Null for one-word terms and when no shorter term finds anything.
 * @example await nearestTerm(db, 'iphone 15') // { term: 'iphone', ids: [31, 7, …] }
 */
export async function nearestTerm(db: Db, rawTerm: string): Promise<{ term: string; ids: number[] } | null> {
  const typed = queryWords(rawTerm);
  if (typed.length < 2) return null;
  const corrected = correctTerm(typed, await loadVocabulary(db));
  const words = corrected ? queryWords(corrected) : typed;
  let tries = 0;
  for (let size = words.length - 1; size >= 1; size--) {
    for (const kept of combinations(words, size)) {
      if (tries++ >= MAX_SHORTER) return null;
      const term = kept.join(' ');
      const { ids } = await results.get(db, term, async () => found(await find(db, kept)));
      if (ids.length > 0) return { term, ids };
    }
  }
  return null;
}

/** The subsets of `size` words, in order, those keeping earlier words first. */
function* combinations(words: string[], size: number, from = 0): Generator<string[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= words.length - size; i++) for (const rest of combinations(words, size - 1, i + 1)) yield [words[i] as string, ...rest];
}

/** Rewrites the search text of these products from their names (after a product is written). */
export async function refreshSearchText(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const names = await db.selectFrom('product_translation').select(['product_id', 'name']).where('product_id', 'in', productIds).execute();
  const postgres = isPostgres(db);
  for (const id of productIds) {
    const row = searchRow(
      id,
      names.filter((n) => n.product_id === id).map((n) => n.name),
    );
    // The FTS indexes follow their content table through delete/insert of the same rowid.
    if (!postgres) {
      await sql`insert into product_fts(product_fts, rowid, text) select 'delete', product_id, text from product_search where product_id = ${id}`.execute(db);
      await sql`insert into product_cjk_fts(product_cjk_fts, rowid, cjk) select 'delete', product_id, cjk from product_search where product_id = ${id}`.execute(
        db,
      );
      await sql`insert into product_word_fts(product_word_fts, rowid, text) select 'delete', product_id, text from product_search where product_id = ${id}`.execute(
        db,
      );
    }
    await db.deleteFrom('product_search').where('product_id', '=', id).execute();
    await db.insertInto('product_search').values(row).execute();
    if (!postgres) {
      await sql`insert into product_fts(rowid, text) values (${id}, ${row.text})`.execute(db);
      await sql`insert into product_cjk_fts(rowid, cjk) values (${id}, ${row.cjk})`.execute(db);
      await sql`insert into product_word_fts(rowid, text) values (${id}, ${row.text})`.execute(db);
    }
  }
}

function searchRow(productId: number, names: string[]) {
  const text = searchTextOf(names);
  return { product_id: productId, text, cjk: cjkTokens(text) };
}

/**
 * Writes the search text of products that have none yet, then rebuilds the FTS index in one go
 * and refreshes the planner's statistics: for bulk loads (seeds), far faster than row by row.
 */
export async function indexNewProducts(db: Db, productIds: number[]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const ids = productIds.slice(i, i + CHUNK);
    const names = await db.selectFrom('product_translation').select(['product_id', 'name']).where('product_id', 'in', ids).execute();
    const byProduct = new Map<number, string[]>();
    for (const n of names) byProduct.set(n.product_id, [...(byProduct.get(n.product_id) ?? []), n.name]);
    await db
      .insertInto('product_search')
      .values(ids.map((id) => searchRow(id, byProduct.get(id) ?? [])))
      .execute();
  }
  if (!isPostgres(db)) {
    await sql`insert into product_fts(product_fts) values ('rebuild')`.execute(db);
    await sql`insert into product_cjk_fts(product_cjk_fts) values ('rebuild')`.execute(db);
    await sql`insert into product_word_fts(product_word_fts) values ('rebuild')`.execute(db);
  }
  // After a bulk load the query planner needs fresh statistics: without them SQLite pages
  // "newest first" through the price index and a listing takes 150 ms instead of 5.
  await sql`analyze`.execute(db);
}

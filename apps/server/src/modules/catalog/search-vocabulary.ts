/**
 * The known words for near spellings: every word of the products' folded names (all languages)
 * with how many products have it, plus the words of category names. SQLite reads them from the
 * word index itself (an fts5vocab table, migration 2026-11-23T2110); PostgreSQL splits the search
 * texts. Read only when a search finds nothing, and kept ten minutes: a word a new product brings
 * may wait that long before a misspelling is corrected to it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { memoPerDb } from '../../lib/memo-per-db';
import { loadCategories } from './search-categories';

const vocabularies = memoPerDb<Map<string, number>>({ ttlMs: 10 * 60_000, maxEntries: 1 });
/** A reading in progress, shared by the searches that wait for it. */
const reading = new WeakMap<Db, Promise<Map<string, number>>>();

async function readVocabulary(db: Db): Promise<Map<string, number>> {
  const rows = isPostgres(db)
    ? await sql<{ term: string; doc: number }>`
        select w as term, count(*)::int as doc from product_search, regexp_split_to_table(text, '[[:space:][:punct:]]+') as w
        where w <> '' group by w`.execute(db)
    : await sql<{ term: string; doc: number }>`select term, doc from product_word_vocab`.execute(db);
  const words = new Map(rows.rows.map((r) => [r.term, Number(r.doc)]));
  for (const category of await loadCategories(db)) for (const word of category.words) if (!words.has(word)) words.set(word, 0);
  return words;
}

/** The known words (word → how many products have it). */
export function loadVocabulary(db: Db): Promise<Map<string, number>> {
  return vocabularies.get(db, 'all', () => {
    const pending = reading.get(db) ?? readVocabulary(db).finally(() => reading.delete(db));
    reading.set(db, pending);
    return pending;
  });
}

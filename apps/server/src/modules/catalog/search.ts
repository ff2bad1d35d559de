/**
 * Product search over the folded names of every language. Finding: SQLite FTS5 trigram for
 * queries of 3+ characters, a CJK index or LIKE for shorter ones (a two-character Chinese word
 * such as 耳机); PostgreSQL LIKE served by the pg_trgm index. Ranking, the same on both: names with
 * a word that starts with the term (after a space or punctuation) first ("phone" puts phones
 * before headphones), then best sellers. Only products on sale, at most MAX_HITS, best first.
 *
 * Why not bm25: our search text is every language's name, so term frequency and length say little,
 * and ranking thousands of trigram matches by bm25 cost 10-15 ms a query at 100,000 products.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { memoPerDb } from '../../lib/memo-per-db';
import { cjkTokens, foldText, isCjk, searchTextOf } from './search-text';

export const MAX_HITS = 1000;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Hits per term for a minute: paging, sorting and filtering one search reuse them. Cleared with
 * the catalogue cache on writes.
 */
export const searchHits = memoPerDb<number[]>({ ttlMs: 60_000, maxEntries: 500 });

/** Ids of the on-sale products whose name contains the term, best first (at most MAX_HITS). */
export async function searchProductIds(db: Db, rawTerm: string): Promise<number[]> {
  const term = foldText(rawTerm.trim());
  if (!term) return [];
  return searchHits.get(db, term, () => findProductIds(db, term));
}

/** A quoted FTS5 string is a phrase: its tokens, adjacent and in order. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Letters or digits: something the word index has tokens for. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * SQLite, the hits: FTS5 trigram for 3+ characters (the newest MAX_HITS; the index answers them
 * without reading every match); the CJK index (one token per character, a quoted phrase matching
 * adjacent ones) for shorter CJK terms; LIKE for anything else that short.
 */
function sqliteHits(term: string) {
  if ([...term].length >= 3) return sql`select rowid as id from product_fts where product_fts match ${phrase(term)} order by rowid desc limit ${MAX_HITS}`;
  if (isCjk(term))
    return sql`select rowid as id from product_cjk_fts where product_cjk_fts match ${phrase([...term].join(' '))} order by rowid desc limit ${MAX_HITS}`;
  return sql`select product_id as id from product_search where text like ${`%${escapeLike(term)}%`} escape '\\'`;
}

/**
 * SQLite: hits, then their products (CROSS JOIN keeps that order), word starts from the word
 * index as a prefix phrase ("dien tho" *), so no hit's text is read.
 */
async function findInSqlite(db: Db, term: string): Promise<number[]> {
  // A term of punctuation alone has no words to start (and the word index no tokens to match).
  const wordStartFirst = HAS_WORD.test(term)
    ? sql`p.id in (select rowid from product_word_fts where product_word_fts match ${`${phrase(term)} *`}) desc,`
    : sql``;
  const rows = await sql<{ id: number }>`
    select p.id from (${sqliteHits(term)}) hits cross join product p on p.id = hits.id
    where p.status = 'on_sale'
    order by ${wordStartFirst} p.sales desc, p.id desc
    limit ${MAX_HITS}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Regular-expression special characters, escaped for PostgreSQL's ARE syntax. */
const escapeRegex = (term: string) => term.replace(/[\\.^$|?*+()[\]{}]/g, (c) => `\\${c}`);

/** PostgreSQL: LIKE served by the pg_trgm index; a word start follows the text's start, a space or punctuation. */
async function findInPostgres(db: Db, term: string): Promise<number[]> {
  const rows = await sql<{ product_id: number }>`
    select s.product_id from product_search s join product p on p.id = s.product_id
    where s.text like ${`%${escapeLike(term)}%`} escape '\\' and p.status = 'on_sale'
    order by case when s.text ~ ${`(^|[[:space:][:punct:]])${escapeRegex(term)}`} then 0 else 1 end, p.sales desc, p.id desc
    limit ${MAX_HITS}`.execute(db);
  return rows.rows.map((r) => r.product_id);
}

const findProductIds = (db: Db, term: string) => (isPostgres(db) ? findInPostgres(db, term) : findInSqlite(db, term));

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

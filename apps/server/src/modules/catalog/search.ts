/**
 * Product search over the folded names of every language. Finding: SQLite FTS5 trigram for
 * queries of 3+ characters, LIKE for shorter ones (a two-character Chinese word such as 耳机);
 * PostgreSQL LIKE served by the pg_trgm index. Ranking, the same on both: names with a word that
 * starts with the term first ("phone" puts phones before headphones), then best sellers. Only
 * products on sale, at most MAX_HITS, best first.
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

/**
 * SQLite: FTS5 trigram for 3+ characters; the CJK index (one token per character, a quoted
 * phrase matching adjacent ones) for shorter CJK terms; LIKE for anything else that short.
 */
function sqliteMatches(term: string, like: string) {
  const length = [...term].length;
  if (length >= 3) return sql`s.product_id in (select rowid from product_fts where product_fts match ${phrase(term)} order by rowid desc limit ${MAX_HITS})`;
  if (isCjk(term))
    return sql`s.product_id in (select rowid from product_cjk_fts where product_cjk_fts match ${phrase([...term].join(' '))} order by rowid desc limit ${MAX_HITS})`;
  return sql`s.text like ${`%${like}%`} escape '\\'`;
}

/** A quoted FTS5 string is a phrase: its tokens, adjacent and in order. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

async function findProductIds(db: Db, term: string): Promise<number[]> {
  const like = escapeLike(term);
  // With the trigram tokenizer a phrase is a substring match. The newest MAX_HITS matches are
  // ranked; the index answers them without reading every match.
  const matches = isPostgres(db) ? sql`s.text like ${`%${like}%`} escape '\\'` : sqliteMatches(term, like);
  // SQLite's CROSS JOIN keeps the join order: the matches first, then their products (not every
  // product by sales, looking up its text). PostgreSQL plans this well on its own.
  const join = sql.raw(isPostgres(db) ? 'join' : 'cross join');
  const wordStart = sql`(s.text like ${`${like}%`} escape '\\' or s.text like ${`% ${like}%`} escape '\\' or s.text like ${`%\n${like}%`} escape '\\')`;
  const rows = await sql<{ product_id: number }>`
    select s.product_id from product_search s ${join} product p on p.id = s.product_id
    where ${matches} and p.status = 'on_sale'
    order by case when ${wordStart} then 0 else 1 end, p.sales desc, p.id desc
    limit ${MAX_HITS}`.execute(db);
  return rows.rows.map((r) => r.product_id);
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
    }
    await db.deleteFrom('product_search').where('product_id', '=', id).execute();
    await db.insertInto('product_search').values(row).execute();
    if (!postgres) {
      await sql`insert into product_fts(rowid, text) values (${id}, ${row.text})`.execute(db);
      await sql`insert into product_cjk_fts(rowid, cjk) values (${id}, ${row.cjk})`.execute(db);
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
  }
  // After a bulk load the query planner needs fresh statistics: without them SQLite pages
  // "newest first" through the price index and a listing takes 150 ms instead of 5.
  await sql`analyze`.execute(db);
}

/**
 * Product search over the folded names of every language. SQLite: FTS5 trigram for queries of 3+
 * characters (ranked by bm25), LIKE for shorter ones (a two-character Chinese word such as 耳机).
 * PostgreSQL: LIKE served by the pg_trgm index, ranked by similarity. Both answer product ids,
 * best first, at most MAX_HITS.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { foldText, searchTextOf } from './search-text';

export const MAX_HITS = 1000;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchProductIds(db: Db, rawTerm: string): Promise<number[]> {
  const term = foldText(rawTerm.trim());
  if (!term) return [];
  if (isPostgres(db)) {
    const rows = await sql<{ product_id: number }>`
      select product_id from product_search
      where text like ${likePattern(term)} escape '\\'
      order by similarity(text, ${term}) desc, product_id desc
      limit ${MAX_HITS}`.execute(db);
    return rows.rows.map((r) => r.product_id);
  }
  if ([...term].length < 3) {
    const rows = await sql<{ product_id: number }>`
      select product_id from product_search where text like ${likePattern(term)} escape '\\'
      order by product_id desc limit ${MAX_HITS}`.execute(db);
    return rows.rows.map((r) => r.product_id);
  }
  // A quoted FTS5 string is a phrase: with the trigram tokenizer, a substring match.
  const phrase = `"${term.replace(/"/g, '""')}"`;
  const rows = await sql<{ rowid: number }>`select rowid from product_fts where product_fts match ${phrase} order by rank limit ${MAX_HITS}`.execute(db);
  return rows.rows.map((r) => r.rowid);
}

/** Rewrites the search text of these products from their names (after a product is written). */
export async function refreshSearchText(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const names = await db.selectFrom('product_translation').select(['product_id', 'name']).where('product_id', 'in', productIds).execute();
  const rows = productIds.map((id) => ({ product_id: id, text: searchTextOf(names.filter((n) => n.product_id === id).map((n) => n.name)) }));
  const postgres = isPostgres(db);
  for (const row of rows) {
    // The FTS index follows its content table through delete/insert of the same rowid.
    if (!postgres)
      await sql`insert into product_fts(product_fts, rowid, text) select 'delete', product_id, text from product_search where product_id = ${row.product_id}`.execute(
        db,
      );
    await db.deleteFrom('product_search').where('product_id', '=', row.product_id).execute();
    await db.insertInto('product_search').values(row).execute();
    if (!postgres) await sql`insert into product_fts(rowid, text) values (${row.product_id}, ${row.text})`.execute(db);
  }
}

/**
 * Writes the search text of products that have none yet, then rebuilds the FTS index in one go:
 * for bulk loads (seeds), far faster than row by row.
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
      .values(ids.map((id) => ({ product_id: id, text: searchTextOf(byProduct.get(id) ?? []) })))
      .execute();
  }
  if (!isPostgres(db)) await sql`insert into product_fts(product_fts) values ('rebuild')`.execute(db);
}

/**
 * One- and two-character CJK search terms (耳机, 鞋) through an index: the trigram index needs three
 * characters, and a LIKE scan of every product's names took 50-130 ms at 100,000 products.
 * SQLite: an FTS5 table over `product_search.cjk` (each CJK character a token, so a phrase is a
 * substring). PostgreSQL keeps its pg_trgm LIKE; the column is there so both schemas match.
 */
import { type Kysely, sql } from 'kysely';
import { cjkTokens } from '../../modules/catalog/search-text';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product_search')
    .addColumn('cjk', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (isPostgres(db)) return;
  const rows = await db.selectFrom('product_search').select(['product_id', 'text']).execute();
  for (const row of rows) {
    const cjk = cjkTokens(row.text);
    if (cjk) await db.updateTable('product_search').set({ cjk }).where('product_id', '=', row.product_id).execute();
  }
  await sql`create virtual table product_cjk_fts using fts5(cjk, content='product_search', content_rowid='product_id', tokenize='unicode61')`.execute(db);
  await sql`insert into product_cjk_fts(product_cjk_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists product_cjk_fts`.execute(db);
  await db.schema.alterTable('product_search').dropColumn('cjk').execute();
}

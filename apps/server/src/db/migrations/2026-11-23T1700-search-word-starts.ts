/**
 * Search ranking puts names with a word that starts with the term first. Finding those with LIKE
 * read every hit's text (all its languages) and was half of a new search's time at 100,000
 * products. SQLite: an FTS5 index of the words (unicode61, prefix indexes for the short prefixes)
 * answers "a word starts with the term" as a prefix query. PostgreSQL keeps a regular expression
 * over the hits, which its plan reads anyway.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create virtual table product_word_fts using fts5(text, content='product_search', content_rowid='product_id', tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')`.execute(
    db,
  );
  await sql`insert into product_word_fts(product_word_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists product_word_fts`.execute(db);
}

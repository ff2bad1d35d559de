/**
 * The SQL of one search: which products match every word of the query (in any order, plural or
 * singular, in their names or their category's), and in what order.
 *
 * Finding a word in names: SQLite's FTS5 trigram index for words of 3+ characters (all words in one
 * MATCH when it can), the CJK index or LIKE for shorter ones; PostgreSQL LIKE served by pg_trgm.
 * A word that matches category names also finds those categories' products.
 *
 * Ranking, the same on both: per word, a whole word of a name (3) above a word start (2) above a
 * match inside a word (1), and a match in the product's category names as much as a whole word.
 * Among equals, products matched in their category first ("earbuds" prefers the Earbuds category to
 * a phone case that mentions earbuds), then the better match in the name, then best sellers, newest.
 * Word starts are not told apart in scripts written with combining marks (Thai, Devanagari): SQLite's
 * word index splits their words at the marks, so there every match counts 1, on both databases.
 *
 * SQLite ranks the newest MAX_HITS matches of every word by name, plus (when a word matches a
 * category) the newest MAX_HITS products matching every word by name or category; PostgreSQL ranks
 * all of them. At most MAX_HITS, best first.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { isCjk } from './search-text';

export const MAX_HITS = 1000;

/** One word of the query, with its plural or singular forms and the categories it matches. */
export interface WordPlan {
  word: string;
  /** Words that count as this word in full. */
  whole: string[];
  /** The fewest forms a name holding any of `whole` contains. */
  find: string[];
  categories: number[];
}

/** A hit with what the search answer's brand filter counts: its brand and the price it sells at now. */
export interface SearchHit {
  id: number;
  brand_id: number | null;
  price: number;
}

type Sql = RawBuilder<unknown>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A quoted FTS5 string is a phrase: its tokens, adjacent and in order. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** Regular-expression special characters, escaped for PostgreSQL's ARE syntax. */
const escapeRegex = (term: string) => term.replace(/[\\.^$|?*+()[\]{}]/g, (c) => `\\${c}`);

/** Words whose starts both databases see alike: letters of scripts without combining marks (Latin, CJK…), digits. */
const STARTS_TOLD =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー\p{N}\p{P}\p{S}]+$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const startsTold = (w: WordPlan) => HAS_WORD.test(w.word) && STARTS_TOLD.test(w.word);

const likeAny = (column: Sql, forms: string[]) =>
  sql`(${sql.join(
    forms.map((f) => sql`${column} like ${`%${escapeLike(f)}%`} escape '\\'`),
    sql` or `,
  )})`;
const ftsAny = (forms: string[]) => forms.map(phrase).join(' OR ');
const ftsAble = (w: WordPlan) => w.find.every((f) => [...f].length >= 3);
/** `select id from (…) as alias`: every subquery gets an alias (PostgreSQL wants one), and set operations stay grouped. */
const ids = (query: Sql, alias: string) => sql`select id from (${query}) as ${sql.id(alias)}`;
const intersect = (sets: Sql[]) =>
  sql.join(
    sets.map((s, i) => ids(s, `w${i}`)),
    sql` intersect `,
  );
const inList = (values: number[]) => sql.join(values);

/** SQLite: the products whose names hold the word (any of its forms). */
function sqliteNames(w: WordPlan): Sql {
  if (ftsAble(w)) return sql`select rowid as id from product_fts where product_fts match ${ftsAny(w.find)}`;
  if (isCjk(w.word)) return sql`select rowid as id from product_cjk_fts where product_cjk_fts match ${phrase([...w.word].join(' '))}`;
  return sql`select product_id as id from product_search where ${likeAny(sql.ref('text'), w.find)}`;
}

const postgresNames = (w: WordPlan): Sql => sql`select product_id as id from product_search where ${likeAny(sql.ref('text'), w.find)}`;

/** The word's categories' products (newest first through the category and creation-time index, where a limit follows). */
const inCategories = (w: WordPlan) => sql`select id, created_at from product where category_id in (${inList(w.categories)}) and status = 'on_sale'`;

/** The products matching the word by name or by category. */
const nameOrCategory = (w: WordPlan, names: (w: WordPlan) => Sql): Sql =>
  w.categories.length ? sql`${names(w)} union ${ids(inCategories(w), 'k')}` : names(w);

/** SQLite: the newest MAX_HITS products matching every word by name (one FTS5 MATCH when every word can be). */
function sqliteAllByName(words: WordPlan[]): Sql {
  if (words.every(ftsAble)) {
    const match = words.map((w) => `(${ftsAny(w.find)})`).join(' AND ');
    return sql`select rowid as id from product_fts where product_fts match ${match} order by rowid desc limit ${MAX_HITS}`;
  }
  return sql`${intersect(words.map(sqliteNames))} order by id desc limit ${MAX_HITS}`;
}

function sqliteHits(words: WordPlan[]): Sql {
  const byName = ids(sqliteAllByName(words), 'n');
  if (!words.some((w) => w.categories.length)) return byName;
  // One word: its name matches are in `byName` already; only its categories' products are to add.
  const others =
    words.length === 1
      ? sql`${inCategories(words[0] as WordPlan)} order by created_at desc limit ${MAX_HITS}`
      : sql`${intersect(words.map((w) => nameOrCategory(w, sqliteNames)))} order by id desc limit ${MAX_HITS}`;
  return sql`${byName} union ${ids(others, 'c')}`;
}

function postgresHits(words: WordPlan[]): Sql {
  if (words.some((w) => w.categories.length)) return intersect(words.map((w) => nameOrCategory(w, postgresNames)));
  return sql`select product_id as id from product_search where ${sql.join(
    words.map((w) => likeAny(sql.ref('text'), w.find)),
    sql` and `,
  )}`;
}

/** SQLite: how well a hit's names hold the word (3 whole word, 2 word start, 1 inside a word, 0 not at all), from the word index. */
function sqliteNameScore(w: WordPlan): Sql {
  // A hit outside the word's categories holds the word in its names; one inside may not (its text is read).
  const contains = w.categories.length
    ? sql`(p.category_id not in (${inList(w.categories)}) or exists (select 1 from product_search where product_id = p.id and ${likeAny(sql.ref('text'), w.find)}))`
    : sql`1`;
  if (!startsTold(w)) return sql`case when ${contains} then 1 else 0 end`;
  const whole = ftsAny(w.whole);
  const start = w.find.map((f) => `${phrase(f)} *`).join(' OR ');
  return sql`case when p.id in (select rowid from product_word_fts where product_word_fts match ${whole}) then 3
    when p.id in (select rowid from product_word_fts where product_word_fts match ${start}) then 2
    when ${contains} then 1 else 0 end`;
}

/** PostgreSQL: the same, from regular expressions over the hit's text (a word starts after a space or punctuation). */
function postgresNameScore(w: WordPlan): Sql {
  const contains = likeAny(sql.ref('s.text'), w.find);
  if (!startsTold(w)) return sql`case when ${contains} then 1 else 0 end`;
  const edge = '[[:space:][:punct:]]';
  const whole = `(^|${edge})(${w.whole.map(escapeRegex).join('|')})(${edge}|$)`;
  const start = `(^|${edge})(${w.find.map(escapeRegex).join('|')})`;
  return sql`case when s.text ~ ${whole} then 3 when s.text ~ ${start} then 2 when ${contains} then 1 else 0 end`;
}

/** 1 when the hit is in a category the word matched (0 for a word that matched none). */
const categoryScore = (w: WordPlan) => (w.categories.length ? sql`case when p.category_id in (${inList(w.categories)}) then 1 else 0 end` : sql`0`);

/**
 * The on-sale products matching every word, best first (at most MAX_HITS). When a word matched a
 * category, each hit's scores are worked out once (a materialised CTE) and then ordered by three
 * sums of them; otherwise the names' scores alone order the hits, with no table in between.
 * @example findProducts(db, [{ word: 'laptops', whole: ['laptops', 'laptop'], find: ['laptop'], categories: [3] }])
 */
export async function findProducts(db: Db, words: WordPlan[]): Promise<SearchHit[]> {
  const postgres = isPostgres(db);
  const names = words.map((w) => (postgres ? postgresNameScore(w) : sqliteNameScore(w)));
  const sum = (parts: Sql[]) => sql.join(parts, sql` + `);
  const from = postgres
    ? sql`(${postgresHits(words)}) as hits join product p on p.id = hits.id join product_search s on s.product_id = p.id`
    : sql`(${sqliteHits(words)}) as hits cross join product p on p.id = hits.id`;
  const query = words.some((w) => w.categories.length)
    ? rankedWithCategories(words, names, from, postgres)
    : sql`
    select p.id, p.brand_id, p.effective_price as price from ${from} where p.status = 'on_sale'
    order by ${sum(names)} desc, p.sales desc, p.id desc
    limit ${MAX_HITS}`;
  const rows = await sql<SearchHit>`${query}`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, brand_id: r.brand_id, price: Number(r.price) }));
}

/** Whole word, word start or category (3 each) first; among equals, matched in the category, then the better name. */
function rankedWithCategories(words: WordPlan[], names: Sql[], from: Sql, postgres: boolean): Sql {
  const columns = words.map((w, i) => sql`${names[i]} as ${sql.id(`n${i}`)}, ${categoryScore(w)} as ${sql.id(`c${i}`)}`);
  const greatest = sql.raw(postgres ? 'greatest' : 'max');
  const sum = (parts: Sql[]) => sql.join(parts, sql` + `);
  const name = words.map((_, i) => sql.ref(`n${i}`));
  const category = words.map((_, i) => sql.ref(`c${i}`));
  const score = sum(words.map((_, i) => sql`${greatest}(${name[i]}, 3 * ${category[i]})`));
  return sql`
    with ranked as materialized (select p.id, p.sales, p.brand_id, p.effective_price, ${sql.join(columns)} from ${from} where p.status = 'on_sale')
    select id, brand_id, effective_price as price from ranked
    order by ${score} desc, ${sum(category)} desc, ${sum(name)} desc, sales desc, id desc
    limit ${MAX_HITS}`;
}

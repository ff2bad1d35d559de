/** The blog's rows: categories and articles, each with a translation row per language written. */
import type { Executor } from '../../db/database';

export interface ArticleFilter {
  published?: 0 | 1;
  categoryId?: number;
  /** Leave this one out (an article's page lists the others of its category). */
  notId?: number;
}

function articles(db: Executor, filter: ArticleFilter) {
  let query = db.selectFrom('blog_article');
  if (filter.published !== undefined) query = query.where('published', '=', filter.published);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.notId !== undefined) query = query.where('id', '!=', filter.notId);
  return query;
}

const ARTICLE_COLUMNS = ['id', 'category_id', 'cover_image', 'published', 'published_at', 'created_at', 'updated_at'] as const;

/**
 * A page of articles, newest first: by publication for readers, by last change for operators.
 * @example await selectArticles(db, { published: 1, categoryId: 2 }, 'published', 10, 0)
 * // select … from "blog_article" where "published" = 1 and "category_id" = 2 order by "published_at" desc, "id" desc limit 10 offset 0
 */
export function selectArticles(db: Executor, filter: ArticleFilter, order: 'published' | 'updated', limit: number, offset: number) {
  return articles(db, filter)
    .select(ARTICLE_COLUMNS)
    .orderBy(order === 'published' ? 'published_at' : 'updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countArticles(db: Executor, filter: ArticleFilter): Promise<number> {
  const row = await articles(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const selectArticle = (db: Executor, id: number) => db.selectFrom('blog_article').select(ARTICLE_COLUMNS).where('id', '=', id).executeTakeFirst();

/** The texts of these articles, in these languages (all when none are given). */
export function selectArticleTexts(db: Executor, ids: number[], langs?: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('blog_article_translation').select(['article_id', 'lang', 'title', 'summary', 'body']).where('article_id', 'in', ids);
  if (langs) query = query.where('lang', 'in', langs);
  return query.execute();
}

export const selectCategories = (db: Executor) => db.selectFrom('blog_category').select(['id', 'sort']).orderBy('sort').orderBy('id').execute();

export const selectCategory = (db: Executor, id: number) => db.selectFrom('blog_category').select(['id', 'sort']).where('id', '=', id).executeTakeFirst();

export function selectCategoryNames(db: Executor, langs?: string[]) {
  let query = db.selectFrom('blog_category_translation').select(['category_id', 'lang', 'name']);
  if (langs) query = query.where('lang', 'in', langs);
  return query.execute();
}

/** How many articles each category has (only published ones, for readers). */
export async function countByCategory(db: Executor, publishedOnly: boolean): Promise<Map<number, number>> {
  let query = db.selectFrom('blog_article').select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')]);
  if (publishedOnly) query = query.where('published', '=', 1);
  const rows = await query.groupBy('category_id').execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export const upsertArticleText = (db: Executor, row: { article_id: number; lang: string; title: string; summary: string; body: string }) =>
  db
    .insertInto('blog_article_translation')
    .values(row)
    .onConflict((oc) => oc.columns(['article_id', 'lang']).doUpdateSet({ title: row.title, summary: row.summary, body: row.body }))
    .execute();

export const deleteArticleText = (db: Executor, articleId: number, lang: string) =>
  db.deleteFrom('blog_article_translation').where('article_id', '=', articleId).where('lang', '=', lang).execute();

export const upsertCategoryName = (db: Executor, row: { category_id: number; lang: string; name: string }) =>
  db
    .insertInto('blog_category_translation')
    .values(row)
    .onConflict((oc) => oc.columns(['category_id', 'lang']).doUpdateSet({ name: row.name }))
    .execute();

export const deleteCategoryName = (db: Executor, categoryId: number, lang: string) =>
  db.deleteFrom('blog_category_translation').where('category_id', '=', categoryId).where('lang', '=', lang).execute();

/**
 * The blog as readers see it: categories with how many published articles each has, published
 * articles newest first, an article's page with up to four others of its category. Every text
 * is in the reader's language, else English.
 */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { BLOG_RELATED_MAX, type BlogArticle, type BlogArticleCard, type BlogCategory, type BlogListQuery } from '@agora/contract/pages-content';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { inReadersLanguage } from '../../lib/per-language';
import { countArticles, countByCategory, selectArticle, selectArticles, selectArticleTexts, selectCategories, selectCategoryNames } from './queries';

type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];
type TextRow = Awaited<ReturnType<typeof selectArticleTexts>>[number];

/** Of these rows, those that `owns` picks, in the reader's language or else English. */
const inLang = <R extends { lang: string }>(rows: R[], lang: Lang, owns: (row: R) => boolean) => inReadersLanguage(rows.filter(owns), lang);

async function categoryNames(db: Db, lang: Lang): Promise<(id: number) => string> {
  const names = await selectCategoryNames(db, [lang, 'en']);
  return (id) => inLang(names, lang, (n) => n.category_id === id)?.name ?? '';
}

async function cards(db: Db, rows: ArticleRow[], lang: Lang): Promise<{ cards: BlogArticleCard[]; texts: TextRow[] }> {
  const [texts, nameOf] = await Promise.all([
    selectArticleTexts(
      db,
      rows.map((r) => r.id),
      [lang, 'en'],
    ),
    categoryNames(db, lang),
  ]);
  const list = rows.map((row) => {
    const text = inLang(texts, lang, (t) => t.article_id === row.id);
    return {
      id: row.id,
      category: { id: row.category_id, name: nameOf(row.category_id) },
      title: text?.title ?? '',
      summary: text?.summary ?? '',
      cover_image: row.cover_image,
      published_at: row.published_at ?? row.created_at,
    };
  });
  return { cards: list, texts };
}

export async function blogCategories(db: Db, lang: Lang): Promise<BlogCategory[]> {
  const [categories, counts, nameOf] = await Promise.all([selectCategories(db), countByCategory(db, true), categoryNames(db, lang)]);
  return categories.map((c) => ({ id: c.id, name: nameOf(c.id), article_count: counts.get(c.id) ?? 0 }));
}

export async function blogList(db: Db, query: BlogListQuery, lang: Lang): Promise<Page<BlogArticleCard>> {
  const filter = { published: 1 as const, categoryId: query.category_id };
  const [rows, total] = await Promise.all([
    selectArticles(db, filter, 'published', query.page_size, (query.page - 1) * query.page_size),
    countArticles(db, filter),
  ]);
  return { list: (await cards(db, rows, lang)).cards, total, page: query.page, page_size: query.page_size };
}

export async function latestArticles(db: Db, limit: number, lang: Lang): Promise<BlogArticleCard[]> {
  return (await cards(db, await selectArticles(db, { published: 1 }, 'published', limit, 0), lang)).cards;
}

/** A published article's page; 2000019 for a draft or an unknown id. */
export async function blogDetail(db: Db, id: number, lang: Lang): Promise<Result<BlogArticle>> {
  const row = await selectArticle(db, id);
  if (row?.published !== 1) return fail(ErrorCode.noData);
  const others = await selectArticles(db, { published: 1, categoryId: row.category_id, notId: id }, 'published', BLOG_RELATED_MAX, 0);
  const { cards: list, texts } = await cards(db, [row, ...others], lang);
  const [card, ...related] = list as [BlogArticleCard, ...BlogArticleCard[]];
  return ok({ ...card, body: inLang(texts, lang, (t) => t.article_id === id)?.body ?? '', updated_at: row.updated_at, related });
}

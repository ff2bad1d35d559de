/**
 * The blog as operators edit it: articles (drafts until published, texts per language, a cover
 * picture that is the operator's own upload) and categories. Bodies are sanitised when saved.
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import type {
  AdminBlogArticle,
  AdminBlogCategory,
  AdminBlogListQuery,
  AdminBlogSummary,
  BlogCategorySaveInput,
  BlogPublishInput,
  BlogSaveInput,
} from '@agora/contract/pages-content';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { sanitizePageHtml } from '../../lib/page-html';
import { inReadersLanguage, planLanguages } from '../../lib/per-language';
import { nowIso } from '../../lib/time';
import { isOwnUpload } from '../users/queries';
import {
  countArticles,
  countByCategory,
  deleteArticleText,
  deleteCategoryName,
  selectArticle,
  selectArticles,
  selectArticleTexts,
  selectCategories,
  selectCategory,
  selectCategoryNames,
  upsertArticleText,
  upsertCategoryName,
} from './queries';

/** The console's list, titles and category names in the operator's language (English where not written). */
export async function articlesForAdmin(db: Db, query: AdminBlogListQuery, lang: string): Promise<Page<AdminBlogSummary>> {
  const filter = {
    published: query.status === undefined ? undefined : query.status === 'published' ? (1 as const) : (0 as const),
    categoryId: query.category_id,
  };
  const [rows, total, names] = await Promise.all([
    selectArticles(db, filter, 'updated', query.page_size, (query.page - 1) * query.page_size),
    countArticles(db, filter),
    selectCategoryNames(db, [...new Set(['en', lang])]),
  ]);
  const texts = await selectArticleTexts(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((row) => {
    const own = texts.filter((t) => t.article_id === row.id);
    return {
      id: row.id,
      category_id: row.category_id,
      category:
        inReadersLanguage(
          names.filter((n) => n.category_id === row.category_id),
          lang,
        )?.name ?? '',
      title: inReadersLanguage(own, lang)?.title ?? '',
      cover_image: row.cover_image,
      published: row.published,
      published_at: row.published_at,
      updated_at: row.updated_at,
      langs: LANGS.filter((l) => own.some((t) => t.lang === l)),
    };
  });
  return { list, total, page: query.page, page_size: query.page_size };
}

/** One article with every language's texts ('' where not written); 2000019 for an unknown id. */
export async function articleForEditing(db: Db, id: number): Promise<Result<AdminBlogArticle>> {
  const row = await selectArticle(db, id);
  if (!row) return fail(ErrorCode.noData);
  const texts = await selectArticleTexts(db, [id]);
  const fields: Record<string, string> = {};
  for (const lang of LANGS) {
    const text = texts.find((t) => t.lang === lang);
    fields[`title_${lang}`] = text?.title ?? '';
    fields[`summary_${lang}`] = text?.summary ?? '';
    fields[`body_${lang}`] = text?.body ?? '';
  }
  return ok({ ...row, ...fields } as AdminBlogArticle);
}

/** The cover as stored: the article's current picture or an upload of the operator's, bare or under the media address; null otherwise. */
async function acceptedCover(db: Db, adminId: number, given: string, current: string | null, mediaBaseUrl: string): Promise<string | null> {
  const prefix = `${mediaBaseUrl.replace(/\/+$/, '')}/`;
  const path = given.startsWith(prefix) ? given.slice(prefix.length) : given;
  if (path === current) return path;
  return (await isOwnUpload(db, adminId, path)) ? path : null;
}

/** Creates a draft (no `id`) or edits an article, its texts per language (see lib/per-language.ts). */
export async function saveArticle(db: Db, adminId: number, input: BlogSaveInput, mediaBaseUrl: string): Promise<Result<AdminBlogArticle>> {
  const existing = input.id === undefined ? undefined : await selectArticle(db, input.id);
  if (input.id !== undefined && !existing) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  if (!(await selectCategory(db, input.category_id))) return fail(ErrorCode.noData, { field: 'category_id', reason: 'invalid' });
  const cover = await acceptedCover(db, adminId, input.cover_image, existing?.cover_image ?? null, mediaBaseUrl);
  if (cover === null) return fail(ErrorCode.invalidParameter, { field: 'cover_image', reason: 'invalid' });
  const plan = planLanguages(input, ['title', 'summary', 'body'] as const);
  const writes = plan.flatMap((p) => (p.action === 'write' ? [{ lang: p.lang, ...p.texts, body: sanitizePageHtml(p.texts.body, mediaBaseUrl) }] : []));
  const emptied = writes.find((w) => w.body === '');
  if (emptied) return fail(ErrorCode.missingParameter, { field: `body_${emptied.lang}`, reason: 'required' });

  const now = nowIso();
  const id = await inTransaction(db, async (trx) => {
    let articleId = existing?.id;
    if (articleId === undefined) {
      const made = await trx
        .insertInto('blog_article')
        .values({ category_id: input.category_id, cover_image: cover, published: 0, published_at: null, created_by: adminId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      articleId = made.id;
    } else {
      await trx.updateTable('blog_article').set({ category_id: input.category_id, cover_image: cover, updated_at: now }).where('id', '=', articleId).execute();
    }
    for (const write of writes) await upsertArticleText(trx, { article_id: articleId, ...write });
    for (const p of plan) if (p.action === 'remove') await deleteArticleText(trx, articleId, p.lang);
    return articleId;
  });
  return articleForEditing(db, id);
}

/** Publishes (1) or unpublishes (0) an article; the first publication's time is kept as its date. */
export async function publishArticle(db: Db, input: BlogPublishInput): Promise<Result<AdminBlogArticle>> {
  const now = nowIso();
  const result = await db
    .updateTable('blog_article')
    .set((eb) => ({ published: input.published, published_at: input.published === 1 ? eb.fn.coalesce('published_at', eb.val(now)) : eb.ref('published_at') }))
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  return articleForEditing(db, input.id);
}

export async function categoriesForAdmin(db: Db): Promise<AdminBlogCategory[]> {
  const [categories, counts, names] = await Promise.all([selectCategories(db), countByCategory(db, false), selectCategoryNames(db)]);
  return categories.map((c) => {
    const own = names.filter((n) => n.category_id === c.id);
    const fields = Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, own.find((n) => n.lang === lang)?.name ?? '']));
    return { id: c.id, sort: c.sort, article_count: counts.get(c.id) ?? 0, ...fields } as AdminBlogCategory;
  });
}

/** Creates a category (no `id`) or renames one; `name_{lang}` empty removes that language's name. */
export async function saveCategory(db: Db, input: BlogCategorySaveInput): Promise<Result<AdminBlogCategory>> {
  if (input.id !== undefined && !(await selectCategory(db, input.id))) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const plan = planLanguages(input, ['name'] as const);
  const id = await inTransaction(db, async (trx) => {
    let categoryId = input.id;
    if (categoryId === undefined) {
      const made = await trx
        .insertInto('blog_category')
        .values({ sort: input.sort ?? 0, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryId = made.id;
    } else if (input.sort !== undefined) {
      await trx.updateTable('blog_category').set({ sort: input.sort }).where('id', '=', categoryId).execute();
    }
    for (const p of plan) {
      if (p.action === 'write') await upsertCategoryName(trx, { category_id: categoryId, lang: p.lang, name: p.texts.name });
      if (p.action === 'remove') await deleteCategoryName(trx, categoryId, p.lang);
    }
    return categoryId;
  });
  return ok((await categoriesForAdmin(db)).find((c) => c.id === id) as AdminBlogCategory);
}

/** Deletes an empty category; one with articles answers 2000018 (move or delete them first). */
export async function deleteCategory(db: Db, id: number): Promise<Result<{ id: number }>> {
  if (!(await selectCategory(db, id))) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const deleted = await inTransaction(db, async (trx) => {
    const used = await trx.selectFrom('blog_article').select('id').where('category_id', '=', id).limit(1).executeTakeFirst();
    if (used) return false;
    await trx.deleteFrom('blog_category').where('id', '=', id).execute();
    return true;
  });
  return deleted ? ok({ id }) : fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'invalid' });
}

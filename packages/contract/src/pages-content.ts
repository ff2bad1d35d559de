/**
 * The mall's own pages: the five policy pages (terms, returns, support, privacy, about us) and
 * the blog of daily news. Each text is kept per language; a reader gets theirs, else English.
 * Rich text (`content`, `body`) is HTML sanitised by the server when written: paragraphs, h2/h3,
 * lists, emphasis, blockquotes, line breaks, links (http, https, mailto or relative) and images
 * (media paths or relative), nothing else.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { LANGS, type Lang } from './locale';

/** The policy pages, by the key in their route (`/api/{key}-policy`, `return` as `return_policy`). */
export const POLICY_KEYS = ['about_us', 'privacy', 'return', 'support', 'terms'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export const PAGE_TITLE_MAX = 200;
export const PAGE_SUMMARY_MAX = 500;
/** Rich text as sent (before sanitising): a long policy in a script such as Thai stays well under it. */
export const PAGE_HTML_MAX = 60_000;
export const BLOG_CATEGORY_NAME_MAX = 60;

type OtherLang = Exclude<Lang, 'en'>;
const OTHER_LANGS = LANGS.filter((l): l is OtherLang => l !== 'en');
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** `{field}_{lang}` for every language but English, each optional. */
function others<F extends string>(field: F, max: number) {
  return Object.fromEntries(OTHER_LANGS.map((lang) => [`${field}_${lang}`, optionalText(max)])) as Record<`${F}_${OtherLang}`, ReturnType<typeof optionalText>>;
}
/** `{field}_{lang}` for every language, in answers to the admin console ('' when not written). */
function allLangs<F extends string>(field: F) {
  return Object.fromEntries(LANGS.map((lang) => [`${field}_${lang}`, z.string()])) as Record<`${F}_${Lang}`, z.ZodString>;
}
const published = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));

// ---- Policy pages ------------------------------------------------------------------------------

/** `GET /api/privacy-policy` and the others: the page in the reader's language (English fallback). */
export const policySchema = z.object({ title: z.string(), content: z.string(), updated_at: z.string() });
export type Policy = z.infer<typeof policySchema>;

/** A policy in the admin console's list: its title in the operator's language (else English), whether it is shown, the languages it is written in. */
export const adminPolicySummarySchema = z.object({
  key: z.enum(POLICY_KEYS),
  title: z.string(),
  published: z.number(),
  langs: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type AdminPolicySummary = z.infer<typeof adminPolicySummarySchema>;

/** One policy for editing: every language's title and content ('' when not written). */
export const adminPolicySchema = z.object({
  key: z.enum(POLICY_KEYS),
  published: z.number(),
  updated_at: z.string().nullable(),
  ...allLangs('title'),
  ...allLangs('content'),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;

export const policyKeyParamsSchema = z.object({ key: z.enum(POLICY_KEYS) });

/**
 * `POST /api/admin/policy/save`: `title_{lang}` and `content_{lang}`, English required; a
 * language sent with both empty is removed (it falls back to English again).
 */
export const policySaveInputSchema = z.object({
  key: z.enum(POLICY_KEYS),
  title_en: z.string().trim().min(1).max(PAGE_TITLE_MAX),
  content_en: z.string().trim().min(1).max(PAGE_HTML_MAX),
  ...others('title', PAGE_TITLE_MAX),
  ...others('content', PAGE_HTML_MAX),
});
export type PolicySaveInput = z.infer<typeof policySaveInputSchema>;

export const policyPublishInputSchema = z.object({ key: z.enum(POLICY_KEYS), published });
export type PolicyPublishInput = z.infer<typeof policyPublishInputSchema>;

// ---- Blog: reading -----------------------------------------------------------------------------

export const blogCategorySchema = z.object({ id: z.number(), name: z.string(), article_count: z.number() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** An article in a list: `cover_image` is a media path (relative to the static base). */
export const blogArticleCardSchema = z.object({
  id: z.number(),
  category: z.object({ id: z.number(), name: z.string() }),
  title: z.string(),
  summary: z.string(),
  cover_image: z.string(),
  published_at: z.string(),
});
export type BlogArticleCard = z.infer<typeof blogArticleCardSchema>;

/** An article's page: the card, its body (sanitised HTML) and up to four others of its category. */
export const blogArticleSchema = blogArticleCardSchema.extend({ body: z.string(), updated_at: z.string(), related: z.array(blogArticleCardSchema) });
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const BLOG_RELATED_MAX = 4;

/** `GET /api/blog/list`: published articles, newest first, of one category or all. */
export const blogListQuerySchema = pageQuerySchema.extend({
  category_id: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), idSchema.optional()),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** `GET /api/blog/latest`: the newest few (the home page shows three). */
export const blogLatestQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(12).default(3) });

export const blogIdParamsSchema = z.object({ id: idSchema });

// ---- Blog: the admin console -------------------------------------------------------------------

export const BLOG_STATUSES = ['published', 'draft'] as const;

export const adminBlogListQuerySchema = pageQuerySchema.extend({
  status: z.enum(BLOG_STATUSES).optional(),
  category_id: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), idSchema.optional()),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** An article in the admin console's list: title and category in the operator's language (else English), its state and the languages written. */
export const adminBlogSummarySchema = z.object({
  id: z.number(),
  category_id: z.number(),
  category: z.string(),
  title: z.string(),
  cover_image: z.string(),
  published: z.number(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  langs: z.array(z.string()),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;

/** One article for editing, every language's texts ('' when not written). */
export const adminBlogArticleSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  cover_image: z.string(),
  published: z.number(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...allLangs('title'),
  ...allLangs('summary'),
  ...allLangs('body'),
});
export type AdminBlogArticle = z.infer<typeof adminBlogArticleSchema>;

/** A stored media path (an upload's `path`, bare or under the media address), never an outside one. */
const coverImage = z.string().trim().min(1).max(500);

/**
 * `POST /api/admin/blog/save`: a new article (no `id`, saved as a draft) or an edit of one.
 * `cover_image` is the operator's own upload (or the article's current picture); English
 * title, summary and body are required, the other languages fall back to them.
 */
export const blogSaveInputSchema = z.object({
  id: z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), idSchema.optional()),
  category_id: idSchema,
  cover_image: coverImage,
  title_en: z.string().trim().min(1).max(PAGE_TITLE_MAX),
  summary_en: z.string().trim().min(1).max(PAGE_SUMMARY_MAX),
  body_en: z.string().trim().min(1).max(PAGE_HTML_MAX),
  ...others('title', PAGE_TITLE_MAX),
  ...others('summary', PAGE_SUMMARY_MAX),
  ...others('body', PAGE_HTML_MAX),
});
export type BlogSaveInput = z.infer<typeof blogSaveInputSchema>;

export const blogPublishInputSchema = z.object({ id: idSchema, published });
export type BlogPublishInput = z.infer<typeof blogPublishInputSchema>;

export const adminBlogCategorySchema = z.object({ id: z.number(), sort: z.number(), article_count: z.number(), ...allLangs('name') });
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

/** `POST /api/admin/blog/category/save`: a new category (no `id`) or a rename; `name_en` required. */
export const blogCategorySaveInputSchema = z.object({
  id: z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), idSchema.optional()),
  sort: z.coerce.number().int().min(0).max(1000).optional(),
  name_en: z.string().trim().min(1).max(BLOG_CATEGORY_NAME_MAX),
  ...others('name', BLOG_CATEGORY_NAME_MAX),
});
export type BlogCategorySaveInput = z.infer<typeof blogCategorySaveInputSchema>;

/** `POST /api/admin/blog/category/delete`: only an empty category may go (else 2000018). */
export const blogCategoryDeleteInputSchema = z.object({ id: idSchema });

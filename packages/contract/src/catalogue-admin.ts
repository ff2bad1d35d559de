/**
 * The catalogue as operators keep it in the console (`/api/admin/category/*`, `/api/admin/brand/*`):
 * the category tree (names per language, icon, order, parent, hidden) and the brands (names per
 * language, logo, order, hidden). English names are required; another language left empty shows
 * the English name in the storefront.
 */
import { z } from 'zod';
import { idSchema, MAX_ID, pageQuerySchema } from './envelope';
import { LANGS, type Lang } from './locale';

export const CATALOGUE_NAME_MAX = 80;
export const CATALOGUE_SORT_MAX = 9999;
/** The storefront's menus show two levels: top-level categories and their sub-categories. */
export const CATEGORY_MAX_DEPTH = 2;

type OtherLang = Exclude<Lang, 'en'>;
const OTHER_LANGS = LANGS.filter((l): l is OtherLang => l !== 'en');
const name = z.string().trim().max(CATALOGUE_NAME_MAX);
/** `name_{lang}` for every language but English, each optional (empty removes that language's name). */
const otherNames = Object.fromEntries(OTHER_LANGS.map((lang) => [`name_${lang}`, name.optional()])) as Record<`name_${OtherLang}`, z.ZodOptional<typeof name>>;
/** `name_{lang}` for every language in answers ('' when not written). */
const allNames = Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, z.string()])) as Record<`name_${Lang}`, z.ZodString>;

/** '' or 0 for "none": a form field left empty. */
const optionalId = z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), idSchema.optional());
const flag = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));
const sort = z.coerce.number().int().min(0).max(CATALOGUE_SORT_MAX);
/** A stored media path (an upload's `path`, bare or under the media address), or '' for none. */
const picture = z.string().trim().max(500);

/** A category in the console: every language's name, its icon, order, parent and counts. */
export const adminCategorySchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  /** In the operator's language, else English. */
  name: z.string(),
  ...allNames,
  /** The languages its name is written in. */
  langs: z.array(z.string()),
  icon: z.string(),
  sort: z.number(),
  hidden: z.number(),
  /** Its products in any state (a category with products cannot be deleted). */
  product_count: z.number(),
  child_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/**
 * `POST /api/admin/category/save`: a new category (no `id`; `name_en` required) or an edit, where a
 * field not sent is kept. `parent_id` 0 or '' makes it top-level.
 */
export const categorySaveInputSchema = z.object({
  id: optionalId,
  parent_id: z.preprocess((v) => (v === '' || v === 'null' ? 0 : v), z.coerce.number().int().min(0).max(MAX_ID).optional()),
  name_en: name.min(1).optional(),
  ...otherNames,
  icon: picture.optional(),
  sort: sort.optional(),
  hidden: flag.optional(),
});
export type CategorySaveInput = z.infer<typeof categorySaveInputSchema>;

/** `POST /api/admin/category/delete`: only a category without products and sub-categories (else 2000018). */
export const categoryDeleteInputSchema = z.object({ id: idSchema });
export type CategoryDeleteInput = z.infer<typeof categoryDeleteInputSchema>;

/** A brand in the console. */
export const adminBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...allNames,
  langs: z.array(z.string()),
  logo: z.string(),
  sort: z.number(),
  hidden: z.number(),
  product_count: z.number(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** `GET /api/admin/brand/list`: pages of brands in their order, optionally those whose name (any language) holds `q`. */
export const adminBrandListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(CATALOGUE_NAME_MAX).optional() });
export type AdminBrandListQuery = z.infer<typeof adminBrandListQuerySchema>;

/** `POST /api/admin/brand/save`: like a category's save: no `id` for a new one (`name_en` required), a field not sent is kept. */
export const brandSaveInputSchema = z.object({
  id: optionalId,
  name_en: name.min(1).optional(),
  ...otherNames,
  logo: picture.optional(),
  sort: sort.optional(),
  hidden: flag.optional(),
});
export type BrandSaveInput = z.infer<typeof brandSaveInputSchema>;

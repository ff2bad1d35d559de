/**
 * The console's flash deals and adverts (`/api/admin/flash-deal/…`, `/api/admin/advert/…`;
 * content staff). Times are ISO-8601 UTC; money is integer US cents. Titles are kept per
 * language (`title_{lang}`), English required, the others falling back to it.
 */
import { z } from 'zod';
import { idSchema } from './envelope';
import { LANGS, type Lang } from './locale';
import { ADVERT_POSITIONS } from './site';

export const DEAL_TITLE_MAX = 120;
export const ADVERT_TITLE_MAX = 120;
export const ADVERT_LINK_MAX = 500;
/** Items in one deal: a page of products the storefront can still show. */
export const DEAL_ITEMS_MAX = 100;
/** A deal's price and quantity stay within what the database's integer holds. */
export const DEAL_NUMBER_MAX = 1_000_000_000;

type OtherLang = Exclude<Lang, 'en'>;
const OTHER_LANGS = LANGS.filter((l): l is OtherLang => l !== 'en');
const optionalTitle = (max: number) => z.string().trim().max(max).optional();
function otherTitles(max: number) {
  return Object.fromEntries(OTHER_LANGS.map((lang) => [`title_${lang}`, optionalTitle(max)])) as Record<`title_${OtherLang}`, ReturnType<typeof optionalTitle>>;
}
function allTitles() {
  return Object.fromEntries(LANGS.map((lang) => [`title_${lang}`, z.string()])) as Record<`title_${Lang}`, z.ZodString>;
}

/** A moment as sent by a form or a client: anything `Date` reads, stored as ISO-8601 UTC. */
export const momentSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'invalid' })
  .transform((v) => new Date(Date.parse(v)).toISOString());

export const flashDealStateSchema = z.enum(['upcoming', 'running', 'ended']);
export type FlashDealState = z.infer<typeof flashDealStateSchema>;

/** One variant in a deal as the console shows it: the product, the variant's own price, the deal price, the allowance and what was sold of it. */
export const adminDealItemSchema = z.object({
  product_id: z.number(),
  variant_id: z.number(),
  name: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  image: z.string(),
  regular_price: z.number(),
  price: z.number(),
  quantity: z.number(),
  sold: z.number(),
});
export type AdminDealItem = z.infer<typeof adminDealItemSchema>;

export const adminFlashDealSchema = z.object({
  id: z.number(),
  /** In the operator's language, else English. */
  title: z.string(),
  ...allTitles(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: flashDealStateSchema,
  sold: z.number(),
  quantity: z.number(),
  items: z.array(adminDealItemSchema),
});
export type AdminFlashDeal = z.infer<typeof adminFlashDealSchema>;

export const adminFlashDealListSchema = z.object({ list: z.array(adminFlashDealSchema), total: z.number(), server_time: z.string() });
export type AdminFlashDealList = z.infer<typeof adminFlashDealListSchema>;

export const dealItemInputSchema = z.object({
  variant_id: idSchema,
  price: z.coerce.number().int().min(1).max(DEAL_NUMBER_MAX),
  quantity: z.coerce.number().int().min(1).max(DEAL_NUMBER_MAX),
});

/** `items` sent as JSON, or as one form field holding the JSON text (as the cart's lines). */
const dealItems = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(dealItemInputSchema).min(1).max(DEAL_ITEMS_MAX));

/** `POST /api/admin/flash-deal/save` (JSON or a form): a new deal without `id`, or an edit of one not yet ended. */
export const flashDealSaveInputSchema = z.object({
  id: idSchema.optional(),
  title_en: z.string().trim().min(1).max(DEAL_TITLE_MAX),
  ...otherTitles(DEAL_TITLE_MAX),
  starts_at: momentSchema,
  ends_at: momentSchema,
  items: dealItems,
});
export type FlashDealSaveInput = z.infer<typeof flashDealSaveInputSchema>;

export const idInputSchema = z.object({ id: idSchema });

/** `GET /api/admin/flash-deal/variants?keyword=`: variants of products on sale, by product name or SKU. */
export const dealVariantQuerySchema = z.object({ keyword: z.string().trim().max(100).default('') });
export const dealVariantSchema = z.object({
  product_id: z.number(),
  variant_id: z.number(),
  name: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  image: z.string(),
  price: z.number(),
  stock: z.number(),
});
export type DealVariant = z.infer<typeof dealVariantSchema>;

// ---- Adverts -----------------------------------------------------------------------------------

export const advertStateSchema = z.enum(['upcoming', 'running', 'ended']);

export const adminAdvertSchema = z.object({
  id: z.number(),
  position: z.enum(ADVERT_POSITIONS),
  image: z.string(),
  link: z.string(),
  title: z.string(),
  ...allTitles(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: advertStateSchema,
  sort: z.number(),
});
export type AdminAdvert = z.infer<typeof adminAdvertSchema>;

export const adminAdvertListSchema = z.object({ list: z.array(adminAdvertSchema), total: z.number(), server_time: z.string() });

/**
 * A link in the mall (a path from the site's root: `/product/…`, `/category/…`, `/pages/…`) or
 * an https address; nothing else (no `javascript:`, no `//host`, no spaces).
 */
export function isAdvertLink(link: string): boolean {
  // No spaces, backslashes or control characters anywhere.
  if (/[\s\\]/.test(link) || [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `POST /api/admin/advert/save`: a new advert without `id`, or an edit; dates optional (open-ended). */
export const advertSaveInputSchema = z.object({
  id: idSchema.optional(),
  position: z.enum(ADVERT_POSITIONS),
  image: z.string().trim().min(1).max(500),
  link: z.string().trim().min(1).max(ADVERT_LINK_MAX),
  title_en: z.string().trim().min(1).max(ADVERT_TITLE_MAX),
  ...otherTitles(ADVERT_TITLE_MAX),
  starts_at: z.preprocess(emptyAsUndefined, momentSchema.optional()),
  ends_at: z.preprocess(emptyAsUndefined, momentSchema.optional()),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type AdvertSaveInput = z.infer<typeof advertSaveInputSchema>;

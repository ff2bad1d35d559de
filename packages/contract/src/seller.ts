/**
 * The seller centre's calls (`/api/seller/*`) and the admin's product and stock review: inputs the
 * server validates and the web app's forms share, and the answers both read.
 * Money is US cents; texts per language are `field_{lang}` (English required, others optional and
 * read back as English when empty).
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema, pageSchema } from './envelope';
import { LANGS, type Lang } from './locale';

/** A variant at or below this stock counts as low on the dashboard. */
export const LOW_STOCK = 5;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_VARIANTS = 50;
export const MAX_WHOLESALE_TIERS = 10;
export const MAX_STOCK_APPLICATION = 100_000;
/** Prices at most 10 million dollars, stock at most 10 million pieces. */
export const MAX_PRICE = 1_000_000_000;
export const MAX_STOCK = 10_000_000;

export const SELLER_PRODUCT_STATUSES = ['pending', 'rejected', 'on_sale', 'off_sale'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];

type OtherLang = Exclude<Lang, 'en'>;
/** `{field}_{lang}` for every language but English, each checked by `schema`. */
function otherLanguages<F extends string, S extends z.ZodType>(field: F, schema: S) {
  return Object.fromEntries(LANGS.filter((lang) => lang !== 'en').map((lang) => [`${field}_${lang}`, schema])) as Record<`${F}_${OtherLang}`, S>;
}
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** A stored media path (an upload's `path`), never an outside address. */
const mediaPath = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[\w./-]+$/)
  .refine((p) => !p.includes('..'), { params: { reason: 'invalid' } });

// ---- Dashboard -------------------------------------------------------------------------------

export const salesPointSchema = z.object({ date: z.string(), amount: z.number() });

/**
 * What the shop earns, US cents: an order is credited when it is both completed and paid (its
 * sale: goods less the shop's own coupon, plus shipping), less the commission frozen on it.
 */
export const shopEarningsSchema = z.object({
  /** Credited, net of commission, in this UTC month (by the day the order settled). */
  this_month: z.number(),
  last_month: z.number(),
  /** Paid orders not cancelled and not yet completed: what they will credit on completion, net of commission. */
  pending: z.number(),
  /** Commission taken off every settled order, all time. */
  commission_paid: z.number(),
});
export type ShopEarnings = z.infer<typeof shopEarningsSchema>;

export const sellerDashboardSchema = z.object({
  sales: z.object({ this_month: z.number(), last_month: z.number() }),
  earnings: shopEarningsSchema,
  products: z.object({ on_sale: z.number(), pending: z.number(), rejected: z.number(), off_sale: z.number() }),
  /** Variants at or below `low_stock_threshold`. */
  low_stock: z.number(),
  low_stock_threshold: z.number(),
  recent_reviews: z.array(
    z.object({
      id: z.number(),
      product_id: z.number(),
      product_name: z.string(),
      rating: z.number(),
      comment: z.string(),
      author: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Sales per day (UTC dates), every day of last month and this month up to today. */
  chart: z.object({ this_month: z.array(salesPointSchema), last_month: z.array(salesPointSchema) }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

// ---- Shop settings ---------------------------------------------------------------------------

export const shopSettingsInputSchema = z.object({
  name: requiredText(60),
  /** '' for none, the current picture, or an upload of the caller's. */
  logo: z
    .union([z.literal(''), mediaPath])
    .optional()
    .default(''),
  banner: z
    .union([z.literal(''), mediaPath])
    .optional()
    .default(''),
  description_en: requiredText(2000),
  ...otherLanguages('description', optionalText(2000)),
  contact: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/),
  email: z.string().trim().toLowerCase().email().max(254),
  address: requiredText(300),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

export const shopSettingsSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    logo: z.string(),
    banner: z.string(),
    contact: z.string(),
    email: z.string(),
    address: z.string(),
    /** The shop's page in the mall, for "go to my shop". */
    shop_url: z.string(),
    /** `suspended`: the mall suspended the shop (`suspended_reason`); the seller centre is read-only. */
    status: z.string(),
    suspended_reason: z.string(),
  })
  .catchall(z.string().or(z.number()));
export type ShopSettings = z.infer<typeof shopSettingsSchema> & Record<`description_${Lang}`, string>;

// ---- Products --------------------------------------------------------------------------------

export const sellerProductListQuerySchema = pageQuerySchema.extend({
  status: z.enum(SELLER_PRODUCT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});

export const sellerProductRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  status: z.enum(SELLER_PRODUCT_STATUSES).or(z.literal('draft')),
  review_reason: z.string(),
  price_min: z.number(),
  price_max: z.number(),
  stock: z.number(),
  variant_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const sellerProductListSchema = pageSchema(sellerProductRowSchema);
export type SellerProductRow = z.infer<typeof sellerProductRowSchema>;

export const wholesaleTierInputSchema = z.object({
  min_quantity: z.number().int().min(2).max(1_000_000),
  price: z.number().int().min(1).max(MAX_PRICE),
});

export const variantInputSchema = z.object({
  /** An existing variant of this product, to edit it; without it the variant is new. */
  id: idSchema.optional(),
  /** Option name → value, e.g. { Color: 'Black', Size: 'M' }; {} for a product without options. */
  options: z
    .record(z.string().trim().min(1).max(30), z.string().trim().min(1).max(60))
    .refine((o) => Object.keys(o).length <= 5, { params: { reason: 'invalid' } })
    .default({}),
  price: z.number().int().min(1).max(MAX_PRICE),
  market_price: z.number().int().min(0).max(MAX_PRICE),
  stock: z.number().int().min(0).max(MAX_STOCK),
  sku: z.string().trim().min(1).max(64),
  /** The variant's own picture (one of the product's images or an upload of the seller's), or null. */
  image: mediaPath.nullable().optional().default(null),
  /** Cheaper by quantity: min_quantity above 1, ascending, each price below the variant's. */
  wholesale: z.array(wholesaleTierInputSchema).max(MAX_WHOLESALE_TIERS).optional().default([]),
});

export const productSaveInputSchema = z.object({
  id: idSchema.optional(),
  category_id: idSchema,
  brand_id: idSchema.nullable().optional().default(null),
  name_en: requiredText(200),
  ...otherLanguages('name', optionalText(200)),
  short_description_en: optionalText(1000),
  ...otherLanguages('short_description', optionalText(1000)),
  description_en: optionalText(20_000),
  ...otherLanguages('description', optionalText(20_000)),
  /** Upload paths (or the product's current pictures), in display order; the first is the cover. */
  images: z.array(mediaPath).min(1).max(MAX_PRODUCT_IMAGES),
  variants: z.array(variantInputSchema).min(1).max(MAX_VARIANTS),
});
export type ProductSaveInput = z.input<typeof productSaveInputSchema>;
export type ProductSaveValues = z.output<typeof productSaveInputSchema>;

export const sellerVariantSchema = z.object({
  id: z.number(),
  options: z.record(z.string(), z.string()),
  price: z.number(),
  market_price: z.number(),
  stock: z.number(),
  sku: z.string(),
  image: z.string().nullable(),
  wholesale: z.array(z.object({ min_quantity: z.number(), price: z.number() })),
});

/** Everything the editor needs; texts for every language, '' where the seller wrote none. */
export const sellerProductSchema = z
  .object({
    id: z.number(),
    category_id: z.number(),
    /** The category's name in the reader's language, and whether operators hid it (or its parent) from the storefront. */
    category_name: z.string(),
    category_hidden: z.boolean(),
    brand_id: z.number().nullable(),
    images: z.array(z.string()),
    variants: z.array(sellerVariantSchema),
    status: z.string(),
    review_reason: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .catchall(z.string().or(z.number()).or(z.null()));
export type SellerProduct = z.infer<typeof sellerProductSchema> & Record<`${'name' | 'short_description' | 'description'}_${Lang}`, string>;

/** What a save answers: the product's id, its status after the save and whether it went to review. */
export const productSaveResultSchema = z.object({ id: z.number(), status: z.string(), in_review: z.boolean() });

export const onSaleInputSchema = z.object({
  id: idSchema,
  on_sale: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
});

export const stockApplyInputSchema = z.object({
  variant_id: idSchema,
  quantity: z.coerce.number().int().min(1).max(MAX_STOCK_APPLICATION),
  remark: z.string().trim().max(500).optional().default(''),
});
export const stockApplicationSchema = z.object({
  id: z.number(),
  variant_id: z.number(),
  quantity: z.number(),
  remark: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** One refused line of an import: the CSV line (1 is the header), the column and why. */
export const importProblemSchema = z.object({
  line: z.number(),
  column: z.string(),
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;
export const importResultSchema = z.object({ created: z.number(), updated: z.number(), in_review: z.number() });
/** An import with bad lines answers 1000008 with `data.rows`, every bad line, and applies nothing. */
export const importRefusalSchema = z.object({ rows: z.array(importProblemSchema) });

// ---- Admin review ----------------------------------------------------------------------------

export const reviewInputSchema = z
  .object({
    id: idSchema,
    approve: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(0), z.literal(1)])),
    reason: z.string().trim().max(500).optional().default(''),
  })
  .refine((v) => v.approve === 1 || v.reason.length > 0, { path: ['reason'], params: { reason: 'required' } });

export const pendingProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  shop: z.object({ id: z.number(), name: z.string() }),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  category_id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const pendingStockSchema = z.object({
  id: z.number(),
  shop: z.object({ id: z.number(), name: z.string() }),
  product_id: z.number(),
  product_name: z.string(),
  variant_id: z.number(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  stock: z.number(),
  quantity: z.number(),
  remark: z.string(),
  created_at: z.string(),
});
export const reviewResultSchema = z.object({ id: z.number(), status: z.string() });

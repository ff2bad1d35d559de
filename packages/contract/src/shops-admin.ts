/**
 * The admin console's hand on every shop, product and review (`/api/admin/shop|product|review/*`):
 * suspending and resuming shops, taking products off sale and featuring them on the home page,
 * hiding and restoring reviews. Each decision carries a reason, which the seller is told.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';

const reasonSchema = z.string().trim().min(1).max(500);
const searchSchema = z.string().trim().max(100).optional();
const flagSchema = z.coerce.number().int().min(0).max(1);

// ---- Shops -----------------------------------------------------------------------------------

export const ADMIN_SHOP_STATES = ['active', 'suspended'] as const;
export type AdminShopState = (typeof ADMIN_SHOP_STATES)[number];

/** `q`: part of the shop's name, its owner's name or email; `state`: active or suspended. */
export const adminShopListQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  state: z.enum(ADMIN_SHOP_STATES).optional(),
});
export type AdminShopListQuery = z.input<typeof adminShopListQuerySchema>;

export const adminShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  status: z.enum(['pending', 'active', 'rejected', 'suspended']),
  owner_name: z.string(),
  owner_email: z.string(),
  /** The shop's own commission in basis points; null: the mall's default (`default_commission_bps`). */
  commission_bps: z.number().nullable(),
  default_commission_bps: z.number(),
  /** Its products on sale now (none while suspended) and all of them. */
  on_sale: z.number(),
  products: z.number(),
  suspended_reason: z.string(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;

export const shopSuspendInputSchema = z.object({ id: idSchema, reason: reasonSchema });
export type ShopSuspendInput = z.input<typeof shopSuspendInputSchema>;
export const shopResumeInputSchema = z.object({ id: idSchema, reason: reasonSchema });

/** The shop after the decision; `products`: how many products left (suspend) or came back on sale (resume). */
export const shopStandingSchema = z.object({
  id: z.number(),
  status: z.enum(['active', 'suspended']),
  suspended_reason: z.string(),
  suspended_at: z.string().nullable(),
  products: z.number(),
});
export type ShopStanding = z.infer<typeof shopStandingSchema>;

// ---- Products --------------------------------------------------------------------------------

/**
 * A product's state as the operator sees it: the stored status, except that a product the
 * operator took off sale (stored `rejected` with the reason, so the seller fixes and resubmits
 * it) reads `taken_off`.
 */
export const ADMIN_PRODUCT_STATES = ['draft', 'pending', 'rejected', 'on_sale', 'off_sale', 'taken_off'] as const;
export type AdminProductState = (typeof ADMIN_PRODUCT_STATES)[number];

export const adminProductListQuerySchema = pageQuerySchema.extend({
  /** Part of the product's name in any language, or its id. */
  q: searchSchema,
  shop_id: idSchema.optional(),
  state: z.enum(ADMIN_PRODUCT_STATES).optional(),
  /** Only products featured on that home list. */
  featured: z.enum(['hot', 'recommended']).optional(),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  stock: z.number(),
  sales: z.number(),
  rating: z.number(),
  rating_count: z.number(),
  state: z.enum(ADMIN_PRODUCT_STATES),
  /** Why it was refused or taken off ('' otherwise). */
  reason: z.string(),
  shop: z.object({ id: z.number(), name: z.string(), status: z.string() }),
  recommended: z.number(),
  hot: z.number(),
  /** Place among the featured (1 first); null when not featured there. */
  recommended_rank: z.number().nullable(),
  hot_rank: z.number().nullable(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productOffSaleInputSchema = z.object({ id: idSchema, reason: reasonSchema });
export type ProductOffSaleInput = z.input<typeof productOffSaleInputSchema>;

/** Feature on (1) or off (0) the home page's recommended and hot lists; a newly featured product goes last among the featured. */
export const productFeatureInputSchema = z.object({ id: idSchema, recommended: flagSchema, hot: flagSchema });
export type ProductFeatureInput = z.input<typeof productFeatureInputSchema>;

export const productStandingSchema = z.object({
  id: z.number(),
  state: z.enum(ADMIN_PRODUCT_STATES),
  reason: z.string(),
  recommended: z.number(),
  hot: z.number(),
  recommended_rank: z.number().nullable(),
  hot_rank: z.number().nullable(),
});
export type ProductStanding = z.infer<typeof productStandingSchema>;

// ---- Reviews ---------------------------------------------------------------------------------

export const adminReviewListQuerySchema = pageQuerySchema.extend({
  /** Part of the comment, the product's name or the author's name or email. */
  q: searchSchema,
  product_id: idSchema.optional(),
  shop_id: idSchema.optional(),
  hidden: flagSchema.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  images: z.array(z.string()),
  author_name: z.string(),
  author_email: z.string(),
  product: z.object({ id: z.number(), name: z.string(), image: z.string() }),
  shop: z.object({ id: z.number(), name: z.string() }),
  hidden: z.number(),
  hidden_reason: z.string(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewHideInputSchema = z.object({ id: idSchema, reason: reasonSchema });
export type ReviewHideInput = z.input<typeof reviewHideInputSchema>;
export const reviewRestoreInputSchema = z.object({ id: idSchema });

/** The review after the decision and its product's rating as buyers now see it. */
export const reviewStandingSchema = z.object({
  id: z.number(),
  hidden: z.number(),
  hidden_reason: z.string(),
  product: z.object({ id: z.number(), rating: z.number(), rating_count: z.number() }),
});
export type ReviewStanding = z.infer<typeof reviewStandingSchema>;

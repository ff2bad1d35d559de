/** Catalogue calls: the one product-list query every listing takes, product cards, detail, reviews. */
import { z } from 'zod';
import { idListSchema, idSchema, MAX_PAGE, pageQuerySchema, pageSchema } from './envelope';

/**
 * `new` newest first, `price_asc`/`price_desc` by the price the buyer pays now, `sales` best
 * selling first, `rating` best rated first (ties: more ratings, then newer).
 */
export const PRODUCT_SORTS = ['new', 'price_asc', 'price_desc', 'sales', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The most brands one listing can be filtered by at once. */
export const MAX_BRAND_FILTER = 50;
/** Prices are US cents in a 64-bit column; a bound keeps every value exact in JavaScript too. */
const price = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * A price range is usable when its lowest price is not above its highest (either may be absent).
 * The server refuses the rest naming `min_price`; the web app checks the same before sending.
 * @example priceRangeIsValid({ min_price: 5000, max_price: 1000 }) // false
 */
export const priceRangeIsValid = ({ min_price, max_price }: { min_price?: number; max_price?: number }) =>
  min_price === undefined || max_price === undefined || min_price <= max_price;

/** The list query's fields, before the rule across them (zod cannot omit from a refined object). */
const productListFields = pageQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS).optional(),
  min_price: price.optional(),
  max_price: price.optional(),
  brand_id: idListSchema(MAX_BRAND_FILTER).optional(),
});
/** `reason` names the messages' reason the refusal answers with (see the server's validation). */
const PRICE_RANGE_RULE = { path: ['min_price'], message: 'min_price is above max_price', params: { reason: 'minAboveMax' } };

/** `brand_id` is one id or a comma list: `3` or `3,7,9`. Prices are US cents; `min_price` ≤ `max_price`. */
export const productListQuerySchema = productListFields.refine(priceRangeIsValid, PRICE_RANGE_RULE);
/** The same query for listings whose page is in the path (`/category/{id}/{page}`, `/shop/{id}/{page}`). */
export const pathPagedListQuerySchema = productListFields.omit({ page: true }).refine(priceRangeIsValid, PRICE_RANGE_RULE);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A brand present in a listing's scope, with how many of its products are there. */
export const brandFacetSchema = z.object({ id: z.number(), name: z.string(), count: z.number() });
export type BrandFacet = z.infer<typeof brandFacetSchema>;

/** A product in any list: `name` in the request's language plus `name_{lang}`; money in US cents. */
export const productCardSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    image: z.string(),
    /** The 400 px copy of `image`, for cards (the same value when there is none). */
    thumb: z.string(),
    price: z.number(),
    market_price: z.number(),
    /** The active flash-deal price, only while the deal runs and has quantity left. */
    deal_price: z.number().nullable(),
    deal_end_time: z.string().nullable(),
    shop: z.object({ id: z.number(), name: z.string() }),
    category_id: z.number(),
    brand_id: z.number().nullable(),
    rating: z.number(),
    rating_count: z.number(),
    sales: z.number(),
  })
  .catchall(z.unknown());
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * Every product list answers a page of cards and `brands`: the brands of the list's scope (its
 * category, shop, search hits…, within the price range but before the buyer's own brand filter),
 * most products first, so a brand filter offers only brands that are there.
 */
export const productListSchema = pageSchema(productCardSchema).extend({ brands: z.array(brandFacetSchema) });
export type ProductList = z.infer<typeof productListSchema>;

/**
 * A search answer: `corrected_term` is the term searched instead when the buyer's found nothing ("lapotp" → "laptop").
 * `nearest`: when even that found nothing, the products of the nearest shorter term ("iphone 15" →
 * "iphone"), at most 12, else null.
 */
export const searchAnswerSchema = productListSchema.extend({
  corrected_term: z.string().nullable(),
  nearest: z.object({ term: z.string(), list: z.array(productCardSchema) }).nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const idParamSchema = z.object({ id: idSchema });
export const idPageParamsSchema = z.object({ id: idSchema, page: z.coerce.number().int().min(1).max(MAX_PAGE) });

export const wholesaleTierSchema = z.object({ min_quantity: z.number(), price: z.number() });

export const variantSchema = z.object({
  id: z.number(),
  sku: z.string(),
  /** Option name → value, e.g. { color: 'Black', size: 'M' }. */
  options: z.record(z.string(), z.string()),
  price: z.number(),
  market_price: z.number(),
  stock: z.number(),
  /** The variant's own picture and its 400 px copy, or null when the product's pictures stand for it. */
  image: z.string().nullable(),
  thumb: z.string().nullable(),
  wholesale: z.array(wholesaleTierSchema),
  /** While a flash deal runs for this variant: its price and how many are left at that price. */
  deal: z.object({ flash_deal_id: z.number(), price: z.number(), left: z.number(), end_time: z.string() }).nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productDetailSchema = productCardSchema.extend({
  short_description: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** The 400 px copies of `images`, in the same order (the gallery's small previews). */
  thumbs: z.array(z.string()),
  variants: z.array(variantSchema),
  /** Option names in display order with their values, for the variant picker. */
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  stock: z.number(),
  review_count: z.number(),
  category: z.object({ id: z.number(), name: z.string() }),
  brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }).nullable(),
  shop: z.object({ id: z.number(), name: z.string(), logo: z.string(), product_count: z.number(), rating: z.number() }),
  related: z.array(productCardSchema),
  best_sellers: z.array(productCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  /** The buyer's pictures (upload paths; `thumb` of each for the small ones). */
  images: z.array(z.string()),
  author: z.string(),
  created_at: z.string(),
  /** The language it was written in (a `Lang`, the writer's app language); '' when not known (older reviews). */
  lang: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /customer/product/reviews/:id`: a page, optionally only `star` stars, or (`with_photos=1`) only reviews with pictures. */
export const reviewListQuerySchema = pageQuerySchema.extend({
  star: z.coerce.number().int().min(1).max(5).optional(),
  with_photos: z.enum(['0', '1']).transform(Number).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** How the product's shown reviews split, whatever the filter: each star 5 to 1, those with pictures, all. */
export const reviewBreakdownSchema = z.object({
  stars: z.array(z.object({ star: z.number(), count: z.number() })),
  with_photos: z.number(),
  all: z.number(),
});
export type ReviewBreakdown = z.infer<typeof reviewBreakdownSchema>;

/** The reviews page: `total` counts the filtered reviews, `breakdown` all of them. */
export const reviewPageSchema = pageSchema(reviewSchema).extend({ breakdown: reviewBreakdownSchema });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

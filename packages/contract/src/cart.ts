/**
 * Cart calls (`/api/customer/cart/*`): the inputs the server validates, the cart as the buyer sees
 * it, and the one rule for what a piece costs at a quantity (the product page, the cart and the
 * checkout all price by it). Money is US cents.
 */
import { z } from 'zod';
import { idListSchema, idSchema } from './envelope';
import { MAX_STOCK } from './seller';

/** Lines a cart holds at most (a guest's too): every list a request carries, and every cart answer, stays bounded. */
export const CART_MAX_LINES = 200;

const quantity = z.coerce.number().int().min(1).max(MAX_STOCK);

/** One line as the browser keeps a guest's cart, and as `merge` and `preview` take it. */
export const cartLineInputSchema = z.object({
  product_id: idSchema,
  variant_id: idSchema,
  quantity,
  selected: z.coerce.number().int().min(0).max(1).optional(),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const cartAddInputSchema = z.object({ product_id: idSchema, variant_id: idSchema, quantity });
export const cartUpdateInputSchema = z.object({ id: idSchema, quantity });

/**
 * Line ids: a comma list (`3,7`), repeated form values (`ids=3&ids=7`) or a JSON array (`[3, 7]`);
 * all three read as one comma list.
 */
const cartIds = z.preprocess((v) => (Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : v), idListSchema(CART_MAX_LINES));
export const cartRemoveInputSchema = z.object({ ids: cartIds });
/** `selected`: 1 takes the lines into the next checkout, 0 leaves them in the cart. */
export const cartSelectInputSchema = z.object({
  ids: cartIds,
  selected: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : typeof v === 'boolean' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
});

/** `items`: a JSON array of lines, sent as JSON or as one form field holding the JSON text. */
const cartLines = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(cartLineInputSchema).max(CART_MAX_LINES));
export const cartMergeInputSchema = z.object({ items: cartLines });
export const cartPreviewInputSchema = z.object({ items: cartLines });

export const itemsCountSchema = z.object({
  /** The number of lines in the cart (not pieces): what the navigation bar's badge shows. */
  items_count: z.number(),
});
export type ItemsCount = z.infer<typeof itemsCountSchema>;

/** Why a line cannot be bought now: its product left sale (or its shop closed), none is left, or fewer than the line's quantity. */
export const CART_LINE_PROBLEMS = ['off_sale', 'out_of_stock', 'short'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

export const cartItemSchema = z.object({
  /** The cart line's id; in a guest's preview, the variant's id (a cart has one line per variant). */
  id: z.number(),
  product_id: z.number(),
  variant_id: z.number(),
  /** The product's name in the reader's language. */
  name: z.string(),
  /** The variant's picture (else the product's), its 400 px copy. */
  image: z.string(),
  /** Option name → value in the reader's language, as the product page shows them. */
  options: z.record(z.string(), z.string()),
  /** What one piece costs now at this quantity (`unitPrice`), read fresh. */
  price: z.number(),
  /** The variant's own price: above `price` while a deal or a wholesale tier applies. */
  regular_price: z.number(),
  quantity: z.number(),
  stock: z.number(),
  selected: z.boolean(),
  available: z.boolean(),
  /** Why the line is not available, or null. */
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartListSchema = z.object({
  /** Lines by shop, the shop with the newest line first; in each shop the newest line first. */
  shops: z.array(z.object({ shop: z.object({ id: z.number(), name: z.string() }), items: z.array(cartItemSchema) })),
  items_count: z.number(),
  /** The selected, available lines: price × quantity. */
  subtotal: z.number(),
});
export type CartList = z.infer<typeof cartListSchema>;

/** What decides a piece's price: the variant's price, its wholesale tiers, and a running deal with how many are left at it. */
export interface PriceOffer {
  price: number;
  wholesale: { min_quantity: number; price: number }[];
  deal: { price: number; left: number } | null;
}

/** The wholesale tier a quantity reaches: the one with the highest minimum at or below it, if any. */
export function wholesaleTier<T extends { min_quantity: number }>(tiers: T[], quantity: number): T | undefined {
  return tiers.reduce<T | undefined>((best, t) => (quantity >= t.min_quantity && (!best || t.min_quantity > best.min_quantity) ? t : best), undefined);
}

/** Whether the deal price applies at this quantity: a deal runs and has that many left. */
export const dealApplies = (offer: Pick<PriceOffer, 'deal'>, quantity: number) => offer.deal !== null && quantity <= offer.deal.left;

/**
 * What one piece costs at a quantity: the flash-deal price while the deal has enough left, else
 * the best wholesale tier the quantity reaches, else the variant's price.
 * @example unitPrice({ price: 1000, wholesale: [{ min_quantity: 10, price: 900 }], deal: null }, 12) // 900
 */
export function unitPrice(offer: PriceOffer, quantity: number): number {
  if (offer.deal && dealApplies(offer, quantity)) return offer.deal.price;
  const tier = wholesaleTier(offer.wholesale, quantity);
  return tier ? Math.min(tier.price, offer.price) : offer.price;
}

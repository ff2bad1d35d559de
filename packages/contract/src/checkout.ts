/** Checkout: the summary of what a placement would cost, and the placement itself (one order per shop). */
import { z } from 'zod';
import { checkoutCouponSchema, couponCodesSchema } from './coupons';
import { idListSchema, idSchema } from './envelope';

export const PAYMENT_METHODS = ['wallet', 'card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Lines one checkout may hold, and units of one line: bounds that keep one request's work small. */
export const MAX_CHECKOUT_LINES = 100;
export const MAX_LINE_QUANTITY = 10_000;

/** `shipping`: the option chosen per shop, `shopId:code` pairs (`3:express,7:standard`); a shop left out gets its first option. */
const shippingChoiceSchema = z
  .string()
  .max(2000)
  .regex(/^\d{1,10}:[a-z0-9_-]{1,40}(,\d{1,10}:[a-z0-9_-]{1,40})*$/)
  .transform((value) => new Map(value.split(',').map((pair) => [Number(pair.split(':')[0]), pair.split(':')[1] as string])));

export const checkoutSummaryInputSchema = z.object({
  address_id: idSchema.optional(),
  /** Cart lines (comma list); or a buy-now line: product_id, variant_id and quantity. */
  cart_item_ids: idListSchema(MAX_CHECKOUT_LINES).optional(),
  product_id: idSchema.optional(),
  variant_id: idSchema.optional(),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
  shipping: shippingChoiceSchema.optional(),
  /** Coupon codes, comma-separated: at most one per shop order and one of the mall's. */
  coupon_code: couponCodesSchema.optional(),
});
export type CheckoutSummaryInput = z.infer<typeof checkoutSummaryInputSchema>;

export const checkoutPlaceInputSchema = checkoutSummaryInputSchema.extend({
  address_id: idSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  remark: z.string().trim().max(500).default(''),
  agree: z.coerce.number().refine((v) => v === 1, { params: { reason: 'mustAgree' } }),
  /** The client's key for this placement: the same key again answers the same orders and charges nothing. */
  idempotency_key: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  /**
   * The total (US cents) of the summary the buyer confirmed. When the server's total differs (a
   * price, a coupon or shipping changed meanwhile) the placement answers 1000008 naming it
   * (reason `priceChanged`) with the new summary in `data`, and places nothing.
   */
  expected_total: z.coerce.number().int().min(0).optional(),
  card_number: z.string().max(40).optional(),
  card_exp: z.string().max(10).optional(),
  card_cvc: z.string().max(10).optional(),
  card_name: z.string().trim().max(100).optional(),
  /** The wallet PIN (issue 23), asked when `payment_method` is `wallet`: 1000009 naming `pin` when left out. */
  pin: z.string().trim().max(12).optional(),
});
export type CheckoutPlaceInput = z.infer<typeof checkoutPlaceInputSchema>;

const summaryLineSchema = z.object({
  cart_item_id: z.number().nullable(),
  product_id: z.number(),
  variant_id: z.number(),
  name: z.string(),
  image: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number(),
  quantity: z.number(),
  amount: z.number(),
});

export const shippingOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  fee: z.number(),
  free_above: z.number().nullable(),
  days_min: z.number(),
  days_max: z.number(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

const appliedCouponSchema = z.object({ id: z.number(), code: z.string(), discount: z.number() });

export const checkoutSummarySchema = z.object({
  shops: z.array(
    z.object({
      shop: z.object({ id: z.number(), name: z.string() }),
      lines: z.array(summaryLineSchema),
      subtotal: z.number(),
      /** Each option with what it would charge this order (0 when free: the mall's free-delivery pieces or the option's amount reached). */
      shipping_options: z.array(shippingOptionSchema.extend({ charged: z.number() })),
      /** The chosen option, with the fee this order pays (0 when free: the mall's free-delivery pieces or its amount reached). */
      shipping: shippingOptionSchema.extend({ charged: z.number() }),
      /** The shop's coupon applied to this order, if any. */
      coupon: appliedCouponSchema.nullable(),
      /** All taken off this order: its shop's coupon and its share of the mall's. */
      discount: z.number(),
      /** The mall coupon's share of `discount`. */
      mall_discount: z.number(),
      tax: z.number(),
      total: z.number(),
    }),
  ),
  mall_coupon: appliedCouponSchema.nullable(),
  /** The buyer's unspent coupons for these shops and the mall's, and any typed code: what each would take off. */
  coupons: z.array(checkoutCouponSchema),
  subtotal: z.number(),
  shipping_fee: z.number(),
  discount: z.number(),
  tax: z.number(),
  tax_bps: z.number(),
  total: z.number(),
  balance: z.number(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const placedOrderSchema = z.object({
  id: z.number(),
  order_sn: z.string(),
  shop_id: z.number(),
  actual_pay: z.number(),
  payment_status: z.enum(['unpaid', 'paid']),
  delivery_status: z.string(),
  /** An unpaid card order is cancelled at this time (ISO) unless paid first; null otherwise. */
  pay_by: z.string().nullable(),
});
/**
 * With Stripe's Payment Element (the card entered in the page, not sent to the mall): what the page
 * confirms with Stripe.js, then reports back with `POST /customer/order/card_check`.
 */
export const cardIntentSchema = z.object({ payment_id: z.number(), client_secret: z.string(), publishable_key: z.string() });
export type CardIntent = z.infer<typeof cardIntentSchema>;

/** `card_check`'s answer: `open` until the page confirms; `declined` may still be retried with another card. */
export const cardCheckSchema = z.object({ status: z.enum(['succeeded', 'pending', 'declined', 'open']), order_ids: z.array(z.number()) });
export type CardCheck = z.infer<typeof cardCheckSchema>;

export const checkoutPlacedSchema = z.object({
  checkout_id: z.number(),
  orders: z.array(placedOrderSchema),
  total: z.number(),
  /** Card orders with the Payment Element on: the intent to confirm in the page (null: pay again from the order). */
  card_intent: cardIntentSchema.nullable().optional(),
});
export type CheckoutPlaced = z.infer<typeof checkoutPlacedSchema>;

/**
 * Coupons: a shop's or the mall's money off (spec codes 2000003 claim, 2000004 code). Buyers claim
 * them on product and shop pages or type a code at checkout; one checkout takes at most one coupon
 * per shop order and one from the mall. A coupon has no written title: every reader sees its terms
 * (`$5 off orders over $30`) in their own language and currency, written by the app.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Codes are letters and digits (a dash allowed inside), kept upper-case: `save5` and `SAVE5` are one code. */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9](?:[A-Z0-9-]{2,30}[A-Z0-9])$/);

/**
 * Codes given at checkout: a comma list, at most one per shop plus the mall's. Any code-like word
 * passes here, so one that matches no coupon answers 2000004 ("no coupon matches this code").
 */
export const MAX_CHECKOUT_COUPONS = 20;
export const couponCodesSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(MAX_CHECKOUT_COUPONS * 33)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().regex(/^[A-Z0-9-]{1,40}$/)).max(MAX_CHECKOUT_COUPONS));

/** The terms, as every list shows them. */
export const couponTermsSchema = z.object({
  id: z.number(),
  code: z.string(),
  /** null: the mall's coupon, good in every shop. */
  shop_id: z.number().nullable(),
  shop_name: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  /** Cents off (`amount`), or basis points off (`percent`: 1000 = 10 %). */
  value: z.number(),
  /** For `percent`: the most it takes off, in cents; null no cap. */
  max_discount: z.number().nullable(),
  min_spend: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type CouponTerms = z.infer<typeof couponTermsSchema>;

/** On product, shop and checkout pages: a coupon one may claim, and whether the reader has. */
export const claimableCouponSchema = couponTermsSchema.extend({
  left: z.number(),
  claimed: z.boolean(),
});
export type ClaimableCoupon = z.infer<typeof claimableCouponSchema>;

export const couponListQuerySchema = z.object({
  /** The shop's coupons and the mall's; without it, the mall's only. */
  shop_id: idSchema.optional(),
});

export const claimCouponInputSchema = z.object({ id: idSchema });

export const MY_COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type MyCouponState = (typeof MY_COUPON_STATES)[number];

/** One of the buyer's claimed coupons. */
export const myCouponSchema = couponTermsSchema.extend({
  state: z.enum(MY_COUPON_STATES),
  claimed_at: z.string(),
  used_at: z.string().nullable(),
  order_id: z.number().nullable(),
});
export type MyCoupon = z.infer<typeof myCouponSchema>;

export const myCouponListQuerySchema = pageQuerySchema.extend({ state: z.enum(MY_COUPON_STATES).default('usable') });

/** The bounds a coupon's issuer must keep; the form checks the same ones. */
export const COUPON_MAX_AMOUNT = 100_000_00;
export const COUPON_MAX_QUANTITY = 1_000_000;

const isoDateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** A shop's (seller centre) or the mall's (admin console) coupon, new or edited (`id`). */
export const saveCouponInputSchema = z
  .object({
    id: idSchema.optional(),
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS),
    value: z.coerce.number().int().min(1),
    max_discount: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(COUPON_MAX_AMOUNT).optional()),
    min_spend: z.coerce.number().int().min(0).max(COUPON_MAX_AMOUNT).default(0),
    starts_at: isoDateTime,
    ends_at: isoDateTime,
    quantity: z.coerce.number().int().min(1).max(COUPON_MAX_QUANTITY),
  })
  .superRefine((coupon, ctx) => {
    // A percent is 1..100 % in basis points; an amount at most the bound.
    const max = coupon.kind === 'percent' ? 10_000 : COUPON_MAX_AMOUNT;
    if (coupon.value > max) ctx.addIssue({ code: 'too_big', maximum: max, origin: 'number', inclusive: true, path: ['value'], input: coupon.value });
    if (coupon.ends_at <= coupon.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'endsBeforeStart', params: { reason: 'endsBeforeStart' } });
  });
export type SaveCouponInput = z.infer<typeof saveCouponInputSchema>;

/** What the issuer sees: the terms with how many were claimed and used. */
export const issuedCouponSchema = couponTermsSchema.extend({
  quantity: z.number(),
  claimed: z.number(),
  used: z.number(),
  active: z.boolean(),
  created_at: z.string(),
});
export type IssuedCoupon = z.infer<typeof issuedCouponSchema>;

export const couponIdInputSchema = z.object({ id: idSchema });

/** At checkout: a coupon the buyer holds (or typed) and whether it applies to what is being bought. */
export const checkoutCouponSchema = couponTermsSchema.extend({
  /** Off this checkout if chosen; 0 when it does not apply. */
  discount: z.number(),
  /** Why it does not apply (a reason key: couponMinSpend, couponNotStarted …); null when it does. */
  problem: z.string().nullable(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;

/**
 * Delivery options: the channels a shop ships by (name per language, fee, free above an amount,
 * days in transit, the countries served), its handling days, pickup address and vacation. A shop
 * that has set no channels of its own ships by the mall's default channels, which operators keep
 * in the console (`/api/admin/shipping`); the seller centre says so (`uses_mall_default`).
 * Money is US cents, as everywhere in the API; `countries` are ISO 3166 codes, none for "every
 * country".
 */
import { z } from 'zod';
import { LANGS, type Lang } from './locale';
import { momentSchema } from './marketing-admin';

export const MAX_SHIPPING_CHANNELS = 10;
export const SHIPPING_NAME_MAX = 60;
/** The longest transit and handling a channel may promise, in days. */
export const MAX_SHIPPING_DAYS = 90;
export const MAX_HANDLING_DAYS = 30;
/** A fee or free-above amount of at most $100,000.00. */
export const MAX_SHIPPING_AMOUNT = 10_000_000;

type OtherLang = Exclude<Lang, 'en'>;
const OTHER_LANGS = LANGS.filter((l): l is OtherLang => l !== 'en');
const name = z.string().trim().max(SHIPPING_NAME_MAX);
const otherNames = Object.fromEntries(OTHER_LANGS.map((lang) => [`name_${lang}`, name.optional()])) as Record<`name_${OtherLang}`, z.ZodOptional<typeof name>>;
const allNames = Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, z.string()])) as Record<`name_${Lang}`, z.ZodString>;

const days = z.coerce.number().int().min(0).max(MAX_SHIPPING_DAYS);
const amount = z.coerce.number().int().min(0).max(MAX_SHIPPING_AMOUNT);
/** '' or null for "no free delivery by amount". */
const freeAbove = z.preprocess((v) => (v === '' ? null : v), amount.nullable().default(null));
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toUpperCase());

/**
 * One channel as saved: `code` is its key in checkouts (`shipping=3:express`), `name_en` required
 * (another language left empty shows the English name), `days_max` not below `days_min`.
 */
export const shippingChannelInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,40}$/),
  name_en: name.min(1),
  ...otherNames,
  fee: amount,
  free_above: freeAbove,
  days_min: days,
  days_max: days,
  countries: z.array(countryCode).max(300).default([]),
});
export type ShippingChannelInput = z.infer<typeof shippingChannelInputSchema>;

export const shippingChannelSchema = z.object({
  code: z.string(),
  /** In the reader's language, else English. */
  name: z.string(),
  ...allNames,
  fee: z.number(),
  free_above: z.number().nullable(),
  days_min: z.number(),
  days_max: z.number(),
  /** ISO codes; empty: every country. */
  countries: z.array(z.string()),
});
export type ShippingChannel = z.infer<typeof shippingChannelSchema>;

const channelsSchema = (min: number) => z.array(shippingChannelInputSchema).min(min).max(MAX_SHIPPING_CHANNELS);

/** Where the courier collects a shop's parcels. */
export const pickupAddressSchema = z.object({
  contact: z.string().trim().max(100).default(''),
  phone: z.string().trim().max(40).default(''),
  /** ISO code, '' when not given. */
  country: z.union([countryCode, z.literal('')]).default(''),
  state: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  postcode: z.string().trim().max(20).default(''),
  address: z.string().trim().max(300).default(''),
});
export type PickupAddress = z.infer<typeof pickupAddressSchema>;
const pickupAddressAnswerSchema = z.object(
  Object.fromEntries(Object.keys(pickupAddressSchema.shape).map((key) => [key, z.string()])) as Record<keyof PickupAddress, z.ZodString>,
);

/**
 * `POST /api/seller/shipping`: the shop's channels in the order buyers see them (none: ship by the
 * mall's default channels), days to hand a parcel over, the pickup address, and a return date
 * while on vacation (its products stay visible and cannot be bought until then; '' or null: open).
 */
export const sellerShippingInputSchema = z.object({
  channels: channelsSchema(0),
  handling_days: z.coerce.number().int().min(0).max(MAX_HANDLING_DAYS).default(0),
  pickup_address: pickupAddressSchema.prefault({}),
  vacation_until: z.preprocess((v) => (v === '' ? null : v), momentSchema.nullable().default(null)),
});
export type SellerShippingInput = z.infer<typeof sellerShippingInputSchema>;

export const sellerShippingSchema = z.object({
  /** The channels buyers are offered: the shop's own, or the mall's default ones. */
  channels: z.array(shippingChannelSchema),
  /** 1: the shop has none of its own and ships by the mall's default channels (`channels` are those). */
  uses_mall_default: z.union([z.literal(0), z.literal(1)]),
  mall_default: z.array(shippingChannelSchema),
  handling_days: z.number(),
  pickup_address: pickupAddressAnswerSchema,
  vacation_until: z.string().nullable(),
});
export type SellerShipping = z.infer<typeof sellerShippingSchema>;

/** `POST /api/admin/shipping`: the mall's default channels, at least one. */
export const mallShippingInputSchema = z.object({ channels: channelsSchema(1) });
export type MallShippingInput = z.infer<typeof mallShippingInputSchema>;

export const mallShippingSchema = z.object({
  channels: z.array(shippingChannelSchema),
  /** Shops that ship by them (they have no channels of their own). */
  shops_using: z.number(),
});
export type MallShipping = z.infer<typeof mallShippingSchema>;

/**
 * `GET /api/customer/product/shipping`: what delivering `quantity` of a variant would cost, before
 * checkout. `country` (ISO) for a guest's pick; without it, the caller's default address's country,
 * else every channel.
 */
export const shippingEstimateQuerySchema = z.object({
  product_id: z.coerce.number().int().min(1),
  variant_id: z.coerce.number().int().min(1),
  quantity: z.coerce.number().int().min(1).max(10_000).default(1),
  country: countryCode.optional(),
});
export type ShippingEstimateQuery = z.infer<typeof shippingEstimateQuerySchema>;

export const shippingEstimateSchema = z.object({
  shop: z.object({ id: z.number(), name: z.string() }),
  /** The country the estimate is for; null: not known (every channel listed). */
  country: z.string().nullable(),
  /** The channels serving it, in the shop's order: fee, what this quantity is charged, the arrival window in days (handling included). */
  options: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      fee: z.number(),
      free_above: z.number().nullable(),
      charged: z.number(),
      days_min: z.number(),
      days_max: z.number(),
    }),
  ),
  /** 0: no channel of the shop serves the country (a checkout there answers 2000005). */
  served: z.union([z.literal(0), z.literal(1)]),
  /** The shop is away until then (its products cannot be bought); null: open. */
  vacation_until: z.string().nullable(),
});
export type ShippingEstimate = z.infer<typeof shippingEstimateSchema>;

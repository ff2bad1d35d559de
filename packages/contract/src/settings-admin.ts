/**
 * The mall's settings as operators edit them in the console: currencies (code, symbol, rate per
 * US dollar, decimals shown, offered or not, order), languages (offered or not, order; all eleven stay
 * translated) and the website config (site name and logo, tax rate, default commission,
 * affiliate share, free delivery from a number of pieces per shop). Rates are decimal numbers
 * kept in millionths; shares are basis points (100 bps = 1 %); money stays US cents.
 */
import { z } from 'zod';
import { LANGS, MAX_CURRENCY_DECIMALS } from './locale';

/** The most units per US dollar a rate may be (a dollar is ~25,000 dong; room to spare). */
export const MAX_CURRENCY_RATE = 1_000_000_000;
/** The most pieces the free-delivery rule may ask for. */
export const MAX_FREE_DELIVERY_PIECES = 1_000_000;

const zeroOrOne = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));
const sortSchema = z.coerce.number().int().min(0).max(10_000);
const bpsSchema = z.coerce.number().int().min(0).max(10_000);
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

export const currencyAdminSchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** Units per US dollar. */
  rate: z.number(),
  /** Digits after the decimal point prices are shown with (0–3). */
  decimals: z.number(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  sort: z.number(),
});
export type CurrencyAdmin = z.infer<typeof currencyAdminSchema>;

/**
 * `POST /admin/currency/save`: adds the currency `code` (three letters, upper-cased) or edits it.
 * `is_new=1` refuses a code already there (the add form); `enabled`, `sort` and `decimals` not
 * sent keep theirs (a new one is offered, last, with its ISO 4217 decimals, else 2). A rate has at
 * most 6 decimals.
 */
export const currencySaveInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase()),
  name: plainText(60).optional(),
  symbol: plainText(8),
  rate: z.coerce.number().min(0.000001).max(MAX_CURRENCY_RATE),
  decimals: z.coerce.number().int().min(0).max(MAX_CURRENCY_DECIMALS).optional(),
  enabled: zeroOrOne.optional(),
  sort: sortSchema.optional(),
  is_new: zeroOrOne.optional().default(0),
});
export type CurrencySaveInput = z.infer<typeof currencySaveInputSchema>;

export const languageAdminSchema = z.object({
  code: z.enum(LANGS),
  name: z.string(),
  icon: z.string(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  sort: z.number(),
});
export type LanguageAdmin = z.infer<typeof languageAdminSchema>;

/** `POST /admin/language/save`: offers a language or not, and moves it; a field not sent is kept. */
export const languageSaveInputSchema = z.object({
  code: z.enum(LANGS),
  enabled: zeroOrOne.optional(),
  sort: sortSchema.optional(),
});
export type LanguageSaveInput = z.infer<typeof languageSaveInputSchema>;

export const siteConfigSchema = z.object({
  site_name: z.string(),
  /** An uploaded picture's path ('' for none), relative to the static-files base address. */
  logo: z.string(),
  /** Tax on the goods, in basis points (750 = 7.5 %). */
  tax_rate_bps: z.number(),
  /** The commission of a shop that has no rate of its own. */
  commission_bps: z.number(),
  /** The referrer's share of a referred buyer's order's goods. */
  affiliate_bps: z.number(),
  /** A shop's delivery in an order is free once its lines reach this many pieces; 0: no such rule. */
  free_delivery_pieces: z.number(),
  /** The mall's time zone (an IANA name, 'UTC' when unset): the home page's day ends at its midnight. */
  time_zone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * The runtime's name for an IANA zone `name` (any case: 'asia/tokyo' → 'Asia/Tokyo'), or null for
 * anything else, offsets ('+05:00') included. An alias stays as written ('Asia/Kolkata'), since
 * runtimes disagree on which of two names is the canonical one.
 * @example ianaTimeZone('utc') // 'UTC'
 */
export function ianaTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/** A time zone as the console sends it; an unknown one is refused (1000008 naming the field). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((name) => ianaTimeZone(name) !== null)
  .transform((name) => ianaTimeZone(name) ?? name);

/** `POST /admin/site/config`: a field not sent is kept; `logo` '' removes the logo. */
export const siteConfigInputSchema = z.object({
  site_name: plainText(60).optional(),
  logo: z.string().trim().max(300).optional(),
  tax_rate_bps: bpsSchema.optional(),
  commission_bps: bpsSchema.optional(),
  affiliate_bps: bpsSchema.optional(),
  free_delivery_pieces: z.coerce.number().int().min(0).max(MAX_FREE_DELIVERY_PIECES).optional(),
  time_zone: timeZoneSchema.optional(),
});
export type SiteConfigInput = z.infer<typeof siteConfigInputSchema>;

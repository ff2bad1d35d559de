/**
 * The one price formatter: symbol + amount × rate with the currency's decimals (JPY 0, USD 2),
 * rounded half up for display only (the books keep US cents); a missing amount shows 0.
 */
export interface PriceCurrency {
  symbol: string;
  rate: number;
  /** Digits after the decimal point; 2 when the currency does not say (spec §9). */
  decimals?: number;
}

/** Millionths: a rate has at most 6 decimals (settings-admin), so cents × rate in these units is exact. */
const MICROS = 1_000_000;
const SCALE = 8n; // cents (10^-2) × micros (10^-6): the product is in 10^-8 units

// Making an Intl.NumberFormat costs far more than using one, and a page shows dozens of prices.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format;
}

const decimalsOf = (currency: PriceCurrency) => {
  const d = currency.decimals;
  return typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 6 ? d : 2;
};

/**
 * US cents in the currency, rounded half up (away from zero) to its decimals. Worked in integers
 * so 0.5 is never 0.4999… in floating point.
 * @example convertPrice(1299, { symbol: '¥', rate: 151.2, decimals: 0 }) // 1964 (1,964.088)
 */
export function convertPrice(minor: number | null | undefined, currency: PriceCurrency): number {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return 0;
  const decimals = decimalsOf(currency);
  const exact = BigInt(Math.round(minor)) * BigInt(Math.round(currency.rate * MICROS));
  const unit = 10n ** (SCALE - BigInt(decimals));
  const magnitude = (exact < 0n ? -exact : exact) + unit / 2n;
  const rounded = Number(magnitude / unit) / 10 ** decimals;
  return exact < 0n ? -rounded : rounded;
}

/**
 * @param minor amount in minor units of the base currency (US cents)
 * @example formatPrice(1299, { symbol: '€', rate: 0.92 }) // '€11.95'
 * @example formatPrice(1299, { symbol: '¥', rate: 151.2, decimals: 0 }) // '¥1,964'
 */
export function formatPrice(minor: number | null | undefined, currency: PriceCurrency, locale = 'en'): string {
  const digits = numberFormat(locale, decimalsOf(currency)).format(convertPrice(minor, currency));
  return `${currency.symbol}${digits}`;
}

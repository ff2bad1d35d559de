/** The one price formatter: symbol + amount × rate with two decimals; a missing amount shows 0.00. */
export interface PriceCurrency {
  symbol: string;
  rate: number;
}

// Making an Intl.NumberFormat costs far more than using one, and a page shows dozens of prices.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * @param minor amount in minor units of the base currency (US cents)
 * @example formatPrice(1299, { symbol: '€', rate: 0.92 }) // '€11.95'
 */
export function formatPrice(minor: number | null | undefined, currency: PriceCurrency, locale = 'en'): string {
  const amount = typeof minor === 'number' && Number.isFinite(minor) ? (minor / 100) * currency.rate : 0;
  const digits = numberFormat(locale).format(amount);
  return `${currency.symbol}${digits}`;
}

/** The one price formatter: symbol + amount × rate with two decimals; a missing amount shows 0.00. */
export interface PriceCurrency {
  symbol: string;
  rate: number;
}

/**
 * @param minor amount in minor units of the base currency (US cents)
 * @example formatPrice(1299, { symbol: '€', rate: 0.92 }) // '€11.95'
 */
export function formatPrice(minor: number | null | undefined, currency: PriceCurrency, locale = 'en'): string {
  const amount = typeof minor === 'number' && Number.isFinite(minor) ? (minor / 100) * currency.rate : 0;
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currency.symbol}${digits}`;
}

/**
 * Amounts in a mail are shown as the recipient sees them on the site: US cents × the currency's
 * rate, rounded half up to its decimals (the web app's lib/price.ts, in integers), with its symbol
 * and the recipient's language's digit grouping.
 * @example formatMoney(1299, { code: 'JPY', symbol: '¥', rate_micros: 151_200_000, decimals: 0 }, 'jp') // '¥1,964'
 */
import { BCP47, type Lang } from '@agora/contract/locale';

export interface MailCurrency {
  code: string;
  symbol: string;
  /** Millionths of a unit per US dollar. */
  rate_micros: number;
  decimals: number;
}

export const USD: MailCurrency = { code: 'USD', symbol: '$', rate_micros: 1_000_000, decimals: 2 };

/** Cents × micros is in 10^-8 units. */
const SCALE = 8n;

export function convertCents(cents: number, currency: MailCurrency): number {
  const decimals = BigInt(currency.decimals);
  const exact = BigInt(Math.round(cents)) * BigInt(Math.round(currency.rate_micros));
  const unit = 10n ** (SCALE - decimals);
  const magnitude = (exact < 0n ? -exact : exact) + unit / 2n;
  const rounded = Number(magnitude / unit) / 10 ** currency.decimals;
  return exact < 0n ? -rounded : rounded;
}

export function formatMoney(cents: number, currency: MailCurrency, lang: Lang): string {
  const value = convertCents(cents, currency);
  const format = new Intl.NumberFormat(BCP47[lang], { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals });
  return `${value < 0 ? '-' : ''}${currency.symbol}${format.format(Math.abs(value))}`;
}

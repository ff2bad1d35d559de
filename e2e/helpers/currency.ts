/** Prices as the app shows them in one of the mall's currencies, for specs that browse in it. */
import type { APIRequestContext } from '@playwright/test';
import { call } from '../api';

/**
 * The app's price formatter (apps/web/src/lib/price.ts) for the currency `code`: its symbol, then
 * the US cents × its rate with the currency's decimals (JPY 0, EUR 2), in `lang`'s digits.
 * Written again rather than imported, so a slip in the app's formatter is seen here.
 * @example const eur = await priceIn(request, 'EUR'); eur(1000) // '€9.20'
 */
export async function priceIn(request: APIRequestContext, code: string, lang = 'en') {
  const { list } = await call<{ list: { code: string; symbol: string; rate: number; decimals: number }[] }>(request, '/customer/index/get_currency');
  const currency = list.find((c) => c.code === code);
  if (!currency) throw new Error(`no ${code} in the demo currencies`);
  const { decimals } = currency;
  const digits = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  // Half up, in integers: cents × rate in millionths is exact.
  const unit = 10 ** (8 - decimals);
  return (cents: number) => `${currency.symbol}${digits.format(Math.floor((cents * Math.round(currency.rate * 1e6) + unit / 2) / unit) / 10 ** decimals)}`;
}

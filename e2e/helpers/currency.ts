/** Prices as the app shows them in one of the mall's currencies, for specs that browse in it. */
import type { APIRequestContext } from '@playwright/test';
import { call } from '../api';

/**
 * The app's price formatter (apps/web/src/lib/price.ts) for the currency `code`: its symbol, then
 * the US cents × its rate with two decimals, in `lang`'s digits.
 * @example const eur = await priceIn(request, 'EUR'); eur(1000) // '€9.20'
 */
export async function priceIn(request: APIRequestContext, code: string, lang = 'en') {
  const { list } = await call<{ list: { code: string; symbol: string; rate: number }[] }>(request, '/customer/index/get_currency');
  const currency = list.find((c) => c.code === code);
  if (!currency) throw new Error(`no ${code} in the demo currencies`);
  const digits = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (cents: number) => `${currency.symbol}${digits.format((cents / 100) * currency.rate)}`;
}

/**
 * An amount the buyer typed in their own currency, in US cents at the currency table's current rate
 * (issue 23): rounded down, so a wallet is never credited more than was paid and never asked for more
 * than was typed. The rate used comes back with it, for the page to show.
 * @example await centsFromCurrency(db, 100000, 'THB') // ok({ cents: 2808, currency: 'THB', rate: 35.6, decimals: 2 })
 */
import { ErrorCode } from '@agora/contract/errors';
import { DEFAULT_CURRENCY } from '@agora/contract/locale';
import { centsOf } from '@agora/contract/topups';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { offeredCurrencies } from '../settings-admin/currencies';

export interface CurrencyAmount {
  cents: number;
  currency: string;
  rate: number;
  rateMicros: number;
  decimals: number;
}

/** `minor` units of `code` (absent: US cents, as before issue 23) in cents; 2000029 naming `currency` when it is not offered. */
export async function centsFromCurrency(db: Executor, minor: number, code: string | undefined): Promise<Result<CurrencyAmount>> {
  if (code === undefined || code === DEFAULT_CURRENCY) return ok({ cents: minor, currency: DEFAULT_CURRENCY, rate: 1, rateMicros: 1_000_000, decimals: 2 });
  const currency = (await offeredCurrencies(db)).list.find((c) => c.code === code);
  if (!currency) return fail(ErrorCode.invalidCurrency, { field: 'currency', reason: 'invalid' });
  const rateMicros = Math.round(currency.rate * 1_000_000);
  return ok({ cents: centsOf(minor, rateMicros, currency.decimals), currency: currency.code, rate: currency.rate, rateMicros, decimals: currency.decimals });
}

/**
 * What a withdrawal would be before it is asked for (issue 23): the amount typed in the user's
 * currency in cents (rounded down, as `withdraw` does), the fee at the operators' rate, what arrives,
 * the minimum, and whether the balance covers it. Reads only; `withdraw` decides again on submit.
 * @example await withdrawQuote(db, userId, { amount: 300000, currency: 'JPY' })
 */
import { ErrorCode } from '@agora/contract/errors';
import { MAX_ADJUSTMENT } from '@agora/contract/wallet';
import type { WithdrawQuote } from '@agora/contract/withdrawals';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';
import { centsFromCurrency } from '../wallet/currency-amount';
import { balanceOf } from '../wallet/service';
import { withdrawFee, withdrawSettings } from './settings';

/** The amount asked for in cents; 2000029 naming `currency` when it is not offered, 1000008 naming `amount` past the largest. */
export async function withdrawalCents(
  db: Db,
  amount: number,
  currency: string | undefined,
): Promise<Result<{ cents: number; currency: string; rate: number }>> {
  const converted = await centsFromCurrency(db, amount, currency);
  if (!converted.ok) return converted;
  if (converted.value.cents > MAX_ADJUSTMENT)
    return fail(ErrorCode.invalidParameter, { field: 'amount', reason: 'tooBig', params: { max: formatUsd(MAX_ADJUSTMENT) } });
  return ok({ cents: converted.value.cents, currency: converted.value.currency, rate: converted.value.rate });
}

export async function withdrawQuote(db: Db, userId: number, query: { amount: number; currency?: string }): Promise<Result<WithdrawQuote>> {
  const asked = await withdrawalCents(db, query.amount, query.currency);
  if (!asked.ok) return asked;
  const { cents, currency, rate } = asked.value;
  const [settings, balance] = await Promise.all([withdrawSettings(db), balanceOf(db, userId)]);
  const fee = withdrawFee(cents, settings.withdraw_fee_bps);
  return ok({
    currency,
    rate,
    amount: cents,
    fee,
    receive: cents - fee,
    min: settings.withdraw_min,
    fee_bps: settings.withdraw_fee_bps,
    allowed: cents >= settings.withdraw_min && cents <= balance.balance,
  });
}

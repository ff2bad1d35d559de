/**
 * The mall's currencies: what buyers are offered (`get_currency`) and what operators edit. A rate
 * is units per US dollar, kept in millionths (`rate_micros`) and answered as a decimal number;
 * money itself stays US cents, so a new rate changes every price shown at once and no amount
 * stored. The base currency (USD) is always offered at rate 1. `decimals` is how many digits
 * after the point the storefront shows (JPY 0, USD 2): a new currency takes its ISO 4217 default.
 * @example await saveCurrency(db, { code: 'CHF', symbol: 'Fr', rate: 0.88, is_new: 1 })
 */
import { ErrorCode } from '@agora/contract/errors';
import { type Currency, DEFAULT_CURRENCY, defaultCurrencyDecimals } from '@agora/contract/locale';
import type { CurrencyAdmin, CurrencySaveInput } from '@agora/contract/settings-admin';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';

const MICROS = 1_000_000;
export const rateOf = (rateMicros: number) => Number(rateMicros) / MICROS;
export const microsOf = (rate: number) => Math.round(rate * MICROS);

const COLUMNS = ['code', 'name', 'symbol', 'rate_micros', 'decimals', 'enabled', 'sort'] as const;

interface Row {
  code: string;
  name: string;
  symbol: string;
  rate_micros: number;
  decimals: number;
  enabled: number;
  sort: number;
}

function view(row: Row): CurrencyAdmin {
  const { code, name, symbol } = row;
  return { code, name, symbol, rate: rateOf(row.rate_micros), decimals: Number(row.decimals), enabled: row.enabled ? 1 : 0, sort: Number(row.sort) };
}

/** The currencies buyers may choose, in the operators' order. */
export async function offeredCurrencies(db: Executor): Promise<{ list: Currency[]; total: number }> {
  const rows = await db.selectFrom('currency').select(COLUMNS).where('enabled', '=', 1).orderBy('sort').orderBy('code').execute();
  const list = rows.map(({ code, name, symbol, rate_micros, decimals }) => ({ code, name, symbol, rate: rateOf(rate_micros), decimals: Number(decimals) }));
  return { list, total: list.length };
}

/** Every currency, offered or not, in the operators' order. */
export async function listCurrencies(db: Executor): Promise<{ list: CurrencyAdmin[]; total: number }> {
  const rows = await db.selectFrom('currency').select(COLUMNS).orderBy('sort').orderBy('code').execute();
  return { list: rows.map(view), total: rows.length };
}

/**
 * Adds or edits a currency. Refusals (1000008): `code` taken when adding (`is_new`); `enabled`
 * or `rate` of the base currency (USD is always offered, at 1); a rate that rounds to nothing.
 */
export async function saveCurrency(db: Db, input: CurrencySaveInput): Promise<Result<CurrencyAdmin>> {
  const rateMicros = microsOf(input.rate);
  if (rateMicros < 1) return fail(ErrorCode.invalidParameter, { field: 'rate', reason: 'tooSmall', params: { min: 0.000001 } });
  if (input.code === DEFAULT_CURRENCY) {
    if (input.enabled === 0) return fail(ErrorCode.invalidParameter, { field: 'enabled', reason: 'fixedDefault' });
    if (rateMicros !== MICROS) return fail(ErrorCode.invalidParameter, { field: 'rate', reason: 'fixedDefault' });
  }
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('currency').select(COLUMNS).where('code', '=', input.code).executeTakeFirst();
    if (current && input.is_new) return fail(ErrorCode.invalidParameter, { field: 'code', reason: 'taken' });
    if (current) {
      const row = await trx
        .updateTable('currency')
        .set({
          symbol: input.symbol,
          rate_micros: rateMicros,
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.sort === undefined ? {} : { sort: input.sort }),
          ...(input.decimals === undefined ? {} : { decimals: input.decimals }),
        })
        .where('code', '=', input.code)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return ok(view(row));
    }
    const last = await trx
      .selectFrom('currency')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('currency')
      .values({
        code: input.code,
        name: input.name ?? input.code,
        symbol: input.symbol,
        rate_micros: rateMicros,
        decimals: input.decimals ?? defaultCurrencyDecimals(input.code),
        enabled: input.enabled ?? 1,
        sort: input.sort ?? Number(last?.sort ?? -1) + 1,
      })
      // Two operators adding the same code at once: the second finds it taken.
      .onConflict((oc) => oc.column('code').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? ok(view(row)) : fail(ErrorCode.invalidParameter, { field: 'code', reason: 'taken' });
  });
}

/**
 * Wallet types as top-ups see them: where the money goes and at what rate. Rates are kept in
 * millionths of a unit per US dollar (`rate_micros`) and answered as decimal numbers.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { WalletTypeAdmin, WalletTypeSaveInput } from '@agora/contract/topups';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result } from '../../lib/errors';

export const rateOf = (rateMicros: number) => Number(rateMicros) / 1_000_000;
export const microsOf = (rate: number) => Math.round(rate * 1_000_000);

const COLUMNS = ['id', 'name', 'code', 'receive_address', 'rate_micros', 'enabled', 'sort'] as const;

function view(row: { id: number; name: string; code: string; receive_address: string; rate_micros: number; enabled: number; sort: number }): WalletTypeAdmin {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    receive_address: row.receive_address,
    rate: rateOf(row.rate_micros),
    enabled: row.enabled ? 1 : 0,
    sort: row.sort,
  };
}

/** An offered wallet type by code; undefined when unknown or disabled. */
export const enabledWalletType = (db: Executor, code: string) =>
  db.selectFrom('wallet_type').select(COLUMNS).where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();

export async function listWalletTypes(db: Db): Promise<{ list: WalletTypeAdmin[]; total: number }> {
  const rows = await db.selectFrom('wallet_type').select(COLUMNS).orderBy('sort').orderBy('id').execute();
  return { list: rows.map(view), total: rows.length };
}

/** Adds or edits a wallet type; a code another type has answers 1000008 naming `code`, an unknown id 2000019. */
export async function saveWalletType(db: Db, input: WalletTypeSaveInput): Promise<Result<WalletTypeAdmin>> {
  const values = {
    name: input.name,
    code: input.code,
    receive_address: input.receive_address,
    rate_micros: Math.max(1, microsOf(input.rate)),
    enabled: input.enabled,
    sort: input.sort,
  };
  try {
    const row =
      input.id === undefined
        ? await db.insertInto('wallet_type').values(values).returning(COLUMNS).executeTakeFirstOrThrow()
        : await db.updateTable('wallet_type').set(values).where('id', '=', input.id).returning(COLUMNS).executeTakeFirst();
    if (!row) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
    return ok(view(row));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fail(ErrorCode.invalidParameter, { field: 'code', reason: 'taken' });
  }
}

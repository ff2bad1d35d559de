/**
 * Wallet types as top-ups see them: where the money goes and at what rate. Rates are kept in
 * millionths of a unit per US dollar (`rate_micros`) and answered as decimal numbers.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { WALLET_NAME_LANGS, type WalletTypeAdmin, type WalletTypeSaveInput } from '@agora/contract/topups';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result } from '../../lib/errors';

export const rateOf = (rateMicros: number) => Number(rateMicros) / 1_000_000;
export const microsOf = (rate: number) => Math.round(rate * 1_000_000);

const COLUMNS = ['id', 'name', 'names', 'code', 'receive_address', 'rate_micros', 'enabled', 'sort'] as const;

/** The `names` column's JSON; a damaged value reads as no translations. */
function parseNames(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * A wallet type's name in `lang`: the operator's translation, else the stored name (English).
 * @example walletTypeName({ name: 'Bank transfer (THB)', names: '{"th":"โอนผ่านธนาคาร (THB)"}' }, 'th') // 'โอนผ่านธนาคาร (THB)'
 */
export function walletTypeName(row: { name: string; names: string }, lang: Lang): string {
  const translated = parseNames(row.names)[lang];
  return typeof translated === 'string' && translated !== '' ? translated : row.name;
}

function view(row: {
  id: number;
  name: string;
  names: string;
  code: string;
  receive_address: string;
  rate_micros: number;
  enabled: number;
  sort: number;
}): WalletTypeAdmin {
  const names = parseNames(row.names);
  return {
    id: row.id,
    name: row.name,
    ...(Object.fromEntries(WALLET_NAME_LANGS.map((lang) => [`name_${lang}`, typeof names[lang] === 'string' ? names[lang] : ''])) as Record<
      `name_${(typeof WALLET_NAME_LANGS)[number]}`,
      string
    >),
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
  // Translations not sent are kept; sent empty, cleared.
  const stored = input.id === undefined ? undefined : await db.selectFrom('wallet_type').select('names').where('id', '=', input.id).executeTakeFirst();
  const names = parseNames(stored?.names ?? '{}');
  for (const lang of WALLET_NAME_LANGS) {
    const sent = input[`name_${lang}`];
    if (sent === undefined) continue;
    if (sent === '') delete names[lang];
    else names[lang] = sent;
  }
  const values = {
    name: input.name,
    names: JSON.stringify(names),
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

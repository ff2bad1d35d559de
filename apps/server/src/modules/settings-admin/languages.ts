/**
 * The UI languages: the eleven are fixed (contract locale.ts) and all stay translated; operators
 * choose which the language menu offers and in what order. English, the default and the
 * fallback, is always offered.
 * @example await saveLanguage(db, { code: 'th', enabled: 0 })
 */
import { ErrorCode } from '@agora/contract/errors';
import { DEFAULT_LANG, LANGS, type Language } from '@agora/contract/locale';
import type { LanguageAdmin, LanguageSaveInput } from '@agora/contract/settings-admin';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';

const COLUMNS = ['code', 'name', 'icon', 'enabled', 'sort'] as const;

type Row = { code: string; name: string; icon: string; enabled: number; sort: number };
const view = (row: Row): LanguageAdmin => ({
  code: row.code as LanguageAdmin['code'],
  name: row.name,
  icon: row.icon,
  enabled: row.enabled ? 1 : 0,
  sort: Number(row.sort),
});

/** The languages the menu offers, in the operators' order. */
export async function offeredLanguages(db: Executor): Promise<{ list: Language[]; total: number }> {
  const rows = await db
    .selectFrom('language')
    .select(['code', 'name', 'icon'])
    .where('enabled', '=', 1)
    .where('code', 'in', [...LANGS])
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return { list: rows, total: rows.length };
}

/** All eleven, offered or not, in the operators' order. */
export async function listLanguages(db: Executor): Promise<{ list: LanguageAdmin[]; total: number }> {
  const rows = await db
    .selectFrom('language')
    .select(COLUMNS)
    .where('code', 'in', [...LANGS])
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return { list: rows.map(view), total: rows.length };
}

/** Offers a language or not, or moves it; English cannot be turned off (1000008 naming `enabled`). */
export async function saveLanguage(db: Db, input: LanguageSaveInput): Promise<Result<LanguageAdmin>> {
  if (input.code === DEFAULT_LANG && input.enabled === 0) return fail(ErrorCode.invalidParameter, { field: 'enabled', reason: 'fixedDefault' });
  const changes = { ...(input.enabled === undefined ? {} : { enabled: input.enabled }), ...(input.sort === undefined ? {} : { sort: input.sort }) };
  const row =
    Object.keys(changes).length === 0
      ? await db.selectFrom('language').select(COLUMNS).where('code', '=', input.code).executeTakeFirst()
      : await db.updateTable('language').set(changes).where('code', '=', input.code).returning(COLUMNS).executeTakeFirst();
  return row ? ok(view(row)) : fail(ErrorCode.noData, { field: 'code', reason: 'invalid' });
}

/**
 * Reads per-language rows into the spec's shape: `name` in the request's language (English when
 * missing), plus `name_{lang}` for every language.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '@agora/contract/locale';

export type TranslationRow<F extends string> = { lang: string } & Record<F, string>;

/** Groups translation rows by their owner id. */
export function groupByOwner<R extends { lang: string }>(rows: R[], ownerOf: (row: R) => number): Map<number, Map<string, R>> {
  const byOwner = new Map<number, Map<string, R>>();
  for (const row of rows) {
    const owner = ownerOf(row);
    const langs = byOwner.get(owner) ?? new Map<string, R>();
    langs.set(row.lang, row);
    byOwner.set(owner, langs);
  }
  return byOwner;
}

/**
 * @example localize(rows, ['name'], 'jp') // { name: '…', name_en: '…', name_es: '…', … }
 */
export function localize<F extends string>(rows: Map<string, TranslationRow<F>> | undefined, fields: F[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  const fallback = rows?.get(DEFAULT_LANG);
  for (const field of fields) {
    for (const code of LANGS) out[`${field}_${code}`] = rows?.get(code)?.[field] || fallback?.[field] || '';
    out[field] = out[`${field}_${lang}`] ?? '';
  }
  return out;
}

/**
 * A name kept as JSON per language (`{"en": "…", "th": "…"}`, what an order keeps of a product or
 * a shipping option): the reader's, else English, else any.
 */
export function nameIn(names: string, lang: Lang): string {
  const map = JSON.parse(names) as Record<string, string>;
  return map[lang] || map.en || Object.values(map)[0] || '';
}

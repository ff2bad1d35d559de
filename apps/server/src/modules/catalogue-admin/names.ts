/**
 * Names per language as the console sends and reads them. A language not sent is kept; English
 * sent is written (it is required and never empty); another language sent empty is removed, so
 * the storefront shows the English name there again.
 */
import { LANGS, type Lang } from '@agora/contract/locale';

export type NameChange = { lang: Lang; name: string | null };

/**
 * @example planNames({ name_en: 'Phones', name_jp: 'スマホ', name_th: '' }) // [{ lang: 'en', name: 'Phones' }, { lang: 'jp', name: 'スマホ' }, { lang: 'th', name: null }]
 */
export function planNames(input: Record<string, unknown>): NameChange[] {
  return LANGS.flatMap((lang) => {
    const value = input[`name_${lang}`];
    if (typeof value !== 'string') return [];
    return [{ lang, name: value === '' ? null : value }];
  });
}

/** `name` in the reader's language (else English), `name_{lang}` for every language ('' where not written), and the languages written. */
export function namesView(names: Map<string, string>, lang: Lang) {
  const fields = Object.fromEntries(LANGS.map((l) => [`name_${l}`, names.get(l) ?? ''])) as Record<`name_${Lang}`, string>;
  return { name: names.get(lang) || names.get('en') || '', ...fields, langs: LANGS.filter((l) => names.get(l)) };
}

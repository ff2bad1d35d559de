/**
 * How the admin console's per-language fields become rows, shared by policies and blog articles
 * (the announcements' rule): English is required; another language whose fields are all absent is
 * left as it is, all empty is removed (it falls back to English again), and otherwise each empty
 * field takes the English one.
 */
import { LANGS } from '@agora/contract/locale';

export type LanguagePlan<F extends string> =
  | { lang: string; action: 'keep' }
  | { lang: string; action: 'remove' }
  | { lang: string; action: 'write'; texts: Record<F, string> };

/**
 * @example planLanguages({ title_en: 'Terms', content_en: '<p>…</p>', title_th: 'ข้อกำหนด' }, ['title', 'content'])
 * // [{ lang: 'en', action: 'write', texts: {title: 'Terms', …} }, { lang: 'es', action: 'keep' }, …, { lang: 'th', action: 'write', texts: { title: 'ข้อกำหนด', content: '<p>…</p>' } }, …]
 */
export function planLanguages<F extends string>(input: Record<string, unknown>, fields: readonly F[]): LanguagePlan<F>[] {
  const field = (name: F, lang: string) => {
    const value = input[`${name}_${lang}`];
    return typeof value === 'string' ? value : undefined;
  };
  return LANGS.map((lang): LanguagePlan<F> => {
    const values = fields.map((name) => field(name, lang));
    if (lang !== 'en' && values.every((v) => v === undefined)) return { lang, action: 'keep' };
    if (lang !== 'en' && values.every((v) => !v)) return { lang, action: 'remove' };
    const texts = Object.fromEntries(fields.map((name, i) => [name, values[i] || field(name, 'en') || ''])) as Record<F, string>;
    return { lang, action: 'write', texts };
  });
}

/** Of one text's rows (one per language written), the reader's, else the English one. */
export function inReadersLanguage<R extends { lang: string }>(rows: R[], lang: string): R | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en');
}

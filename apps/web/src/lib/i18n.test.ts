/**
 * Plural texts through a real i18next with the shipped text files and the app's plural setup:
 * the form a count picks follows the language's own rules, also for our non-BCP-47 codes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@agora/contract/locale';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyBcp47PluralRules } from './i18n';

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'locales', file), 'utf8')) as Tree;
/** Both text files of a language, merged as the app's `addResourceBundle(..., deep)` merges them. */
const texts = (lang: string) => {
  const [boot, pages] = [read(`${lang}.json`), read(`pages/${lang}.json`)];
  return Object.fromEntries([...new Set([...Object.keys(boot), ...Object.keys(pages)])].map((ns) => [ns, { ...(boot[ns] as Tree), ...(pages[ns] as Tree) }]));
};

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGS.map((lang) => [lang, { translation: texts(lang) }])),
    interpolation: { escapeValue: false },
  });
  applyBcp47PluralRules(i18n);
});

const t = (lng: string, key: string, count: number) => i18n.t(key, { lng, count });

describe('plural texts', () => {
  it('read "1 review" and "2 reviews" in English', () => {
    expect(t('en', 'product.reviewCount', 1)).toBe('1 review');
    expect(t('en', 'product.reviewCount', 2)).toBe('2 reviews');
    expect(t('en', 'product.reviewCount', 0)).toBe('0 reviews');
  });

  it('follow the rules of the language, not of the code or the runtime', () => {
    const suffix = (lang: string, count: number) => i18n.services.pluralResolver.getSuffix(lang, count) as string;
    // Japanese, Vietnamese and Chinese have one form; `jp`, `vn` and `zhtw` alone are no languages.
    for (const lang of ['jp', 'vn', 'zhtw']) expect([suffix(lang, 1), suffix(lang, 2)], lang).toEqual(['_other', '_other']);
    expect(t('jp', 'product.reviewCount', 1)).toBe('レビュー 1件');
    expect(t('jp', 'product.reviewCount', 2)).toBe('レビュー 2件');
    expect(t('es', 'product.reviewCount', 1)).toBe('1 opinión');
    expect(t('es', 'product.reviewCount', 2)).toBe('2 opiniones');
    // Exact millions are a form of their own in Spanish and Portuguese.
    expect(t('es', 'product.reviewCount', 1_000_000)).toBe('1000000 opiniones');
    expect(t('pt', 'flashDeals.left', 1)).toBe('Resta 1');
    expect(t('pt', 'flashDeals.left', 3)).toBe('Restam 3');
    // Hindi takes the singular for 0 too.
    expect(t('hi', 'listing.results', 0)).toBe('0 प्रोडक्ट मिला');
    expect(t('hi', 'listing.results', 7)).toBe('7 प्रोडक्ट मिले');
  });

  it('have in every language each form its counts ask for', () => {
    const pluralKeys = Object.entries(texts('en')).flatMap(([ns, tree]) =>
      Object.keys(tree)
        .filter((key) => key.endsWith('_other'))
        .map((key) => `${ns}.${key.slice(0, -'_other'.length)}`),
    );
    expect(pluralKeys).toContain('product.reviewCount');
    const missing: string[] = [];
    for (const lang of LANGS) {
      for (const key of pluralKeys) {
        for (const count of [0, 1, 2, 5, 21, 101, 1_000_000]) {
          const form = `${key}${i18n.services.pluralResolver.getSuffix(lang, count)}`;
          if (!i18n.exists(form, { lng: lang, fallbackLng: false })) missing.push(`${lang}: ${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

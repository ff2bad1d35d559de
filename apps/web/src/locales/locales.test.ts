import fs from 'node:fs';
import path from 'node:path';
import { BCP47, LANGS, type Lang } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** The console areas' own files (locales/admin/<area>/), loaded with the console's. */
const adminAreas = fs
  .readdirSync(path.join(import.meta.dirname, 'admin'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `admin/${entry.name}/`);
/** The shell and home page's texts, the other pages' texts (loaded with the first of them), the admin console's, the seller centre's. */
const FILES = ['', 'pages/', 'admin/', ...adminAreas, 'seller/'];
const loadFile = (dir: string, lang: string) => flatten(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `${dir}${lang}.json`), 'utf8')));
const load = (lang: string) => Object.assign({}, ...FILES.map((dir) => loadFile(dir, lang))) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en = load('en');

/** Texts that are the same in English and in another language by nature. */
const SAME_EVERYWHERE = new Set([
  'nav.brand',
  'flashDeals.off',
  'admin.reports.period',
  'fields.iban',
  'paymentSettings.iban',
  'admin.money.withdrawals.field_iban',
]);

/**
 * A text that depends on a count comes in i18next's plural forms, `<key>_one` and `<key>_other`, in
 * every language, plus the other forms of the language's rules (`_many` for exact millions in
 * Spanish and Portuguese); languages with one form repeat the text.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralForms = (lang: Lang) => new Set(['one', 'other', ...new Intl.PluralRules(BCP47[lang]).resolvedOptions().pluralCategories]);
/** English's keys, each plural text in the forms `lang` needs. */
const keysFor = (english: string[], lang: Lang) =>
  english.flatMap((key) => {
    if (key.endsWith('_one')) return [];
    if (!key.endsWith('_other')) return [key];
    return [...pluralForms(lang)].map((form) => key.replace(PLURAL_FORM, `_${form}`));
  });
/** The English of a key; a form English lacks (`_many`) is said like `_other`. */
const english = (key: string) => en[key] ?? en[key.replace(PLURAL_FORM, '_other')];

describe.each(LANGS.filter((l) => l !== 'en'))('UI texts in %s', (lang) => {
  const texts = load(lang);
  const keys = keysFor(Object.keys(en), lang);

  it.each(FILES)('has exactly the English keys in %slang.json, with its own plural forms', (dir) => {
    expect(Object.keys(loadFile(dir, lang)).sort()).toEqual(keysFor(Object.keys(loadFile(dir, 'en')), lang).sort());
  });

  it('has every text filled in, with the same placeholders as English', () => {
    for (const key of keys) {
      expect(texts[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(texts[key] ?? ''), `${lang}: ${key}`).toEqual(placeholders(english(key) ?? ''));
    }
  });

  it('is translated, not left in English', () => {
    const untranslated = keys.filter((key) => !SAME_EVERYWHERE.has(key) && texts[key] === english(key));
    expect(untranslated).toEqual([]);
  });
});

describe('UI text files', () => {
  it('hold each text once: the pages file repeats nothing of the first-page file', () => {
    const first = loadFile('', 'en');
    expect(Object.keys(loadFile('pages/', 'en')).filter((key) => key in first)).toEqual([]);
  });

  it('hold each console text once: no two of the console files share a key', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const dir of ['admin/', ...adminAreas])
      for (const key of Object.keys(loadFile(dir, 'en'))) {
        if (seen.has(key)) repeated.push(`${key} in ${seen.get(key)} and ${dir}`);
        seen.set(key, dir);
      }
    expect(repeated).toEqual([]);
  });

  it('give each plural text in English both forms', () => {
    const plural = Object.keys(en).filter((key) => PLURAL_FORM.test(key));
    const incomplete = plural.filter((key) => !(key.replace(PLURAL_FORM, '_one') in en && key.replace(PLURAL_FORM, '_other') in en));
    expect(incomplete).toEqual([]);
  });
});

describe('UI texts used in the code', () => {
  it('exist in English', () => {
    const src = path.join(import.meta.dirname, '..');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    /** Each key the code asks for, and whether it passes a count with it. */
    const used = new Map<string, boolean>();
    const use = (key: string, counted: boolean) => used.set(key, counted || used.get(key) === true);
    for (const file of files) {
      const code = fs.readFileSync(path.join(src, file), 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z_.]+)'(\s*,\s*\{[^}]*\bcount\b)?/g)) use(match[1] as string, Boolean(match[2]));
      for (const match of code.matchAll(/(?:title|handle: \{ title):?\s*'([a-zA-Z]+\.[a-zA-Z_.]+)'/g)) use(match[1] as string, false);
    }
    const plural = (key: string) => `${key}_one` in en && `${key}_other` in en;
    expect(used.size).toBeGreaterThan(50);
    expect([...used.keys()].filter((key) => !(key in en) && !plural(key))).toEqual([]);
    // Without a count, i18next looks for the bare key, which a plural text does not have.
    expect([...used].filter(([key, counted]) => !(key in en) && plural(key) && !counted).map(([key]) => key)).toEqual([]);
  });
});

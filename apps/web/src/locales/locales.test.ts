import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const load = (lang: string) => flatten(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `${lang}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en = load('en');

/** Texts that are the same in English and in another language by nature. */
const SAME_EVERYWHERE = new Set(['nav.brand']);

describe.each(LANGS.filter((l) => l !== 'en'))('UI texts in %s', (lang) => {
  const texts = load(lang);

  it('has exactly the English keys', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
  });

  it('has every text filled in, with the same placeholders as English', () => {
    for (const [key, english] of Object.entries(en)) {
      expect(texts[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(texts[key] ?? ''), `${lang}: ${key}`).toEqual(placeholders(english));
    }
  });

  it('is translated, not left in English', () => {
    const untranslated = Object.keys(en).filter((key) => !SAME_EVERYWHERE.has(key) && texts[key] === en[key]);
    expect(untranslated).toEqual([]);
  });
});

describe('UI texts used in the code', () => {
  it('exist in English', () => {
    const src = path.join(import.meta.dirname, '..');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    const used = new Set<string>();
    for (const file of files) {
      const code = fs.readFileSync(path.join(src, file), 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1] as string);
      for (const match of code.matchAll(/(?:title|handle: \{ title):?\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_CODES } from '../errors';
import { LANGS } from '../locale';
import { MESSAGES } from './all';
import { en } from './en';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = flatten(en as unknown as Tree);

describe('server messages', () => {
  it('has an English message for every catalogue code', () => {
    for (const code of ALL_CODES) expect(en.codes[code as keyof typeof en.codes], String(code)).toBeTruthy();
  });

  it.each(LANGS.filter((l) => l !== 'en'))('has every message in %s, translated, with the same placeholders', (lang) => {
    const texts = flatten(MESSAGES[lang] as unknown as Tree);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      expect(texts[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(texts[key] ?? ''), `${lang}: ${key}`).toEqual(placeholders(value));
      if (key !== 'fieldError') expect(texts[key], `${lang}: ${key} is still English`).not.toBe(value);
    }
  });
});

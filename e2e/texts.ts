/** The UI texts of a language, read from the same files the app ships, so tests follow the copy. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

/** Our language codes that are not the standard ones. */
const INTL_LOCALE: Record<string, string> = { jp: 'ja', zhtw: 'zh-TW', vn: 'vi' };

export function texts(lang: string) {
  const dir = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
  // The first-page texts and the other pages' texts, as the app merges them.
  const tree: Tree = { ...read(`${lang}.json`), ...read(`pages/${lang}.json`) };
  const find = (key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
  // Counted texts come as key_one, key_other… as i18next picks them, by the language's plural rules.
  const plural = new Intl.PluralRules(INTL_LOCALE[lang] ?? lang);
  return (key: string, params: Record<string, string | number> = {}): string => {
    const counted = typeof params.count === 'number' ? find(`${key}_${plural.select(params.count)}`) : undefined;
    const value = counted ?? find(key);
    if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}

/** A calendar day (`2026-11-24`) as the app writes it in a language ("Nov 24, 2026"), formatted by the page's own browser. */
export function dayIn(page: Pick<Page, 'evaluate'>, lang: string, day: string): Promise<string> {
  return page.evaluate(({ locale, day }) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)), {
    locale: INTL_LOCALE[lang] ?? lang,
    day,
  });
}

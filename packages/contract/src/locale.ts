/** The eleven UI languages, in the order the spec lists them; `en` is the default and the fallback. */
export const LANGS = ['en', 'es', 'jp', 'hi', 'id', 'zh', 'th', 'zhtw', 'pt', 'ms', 'vn'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const DEFAULT_CURRENCY = 'USD';

/** The BCP 47 tag for each language code, for `<html lang>` and `Intl` formatting. */
export const BCP47: Record<Lang, string> = {
  en: 'en',
  es: 'es',
  jp: 'ja',
  hi: 'hi',
  id: 'id',
  zh: 'zh-CN',
  th: 'th',
  zhtw: 'zh-TW',
  pt: 'pt',
  ms: 'ms',
  vn: 'vi',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Resolves a `lang` header or stored value to a supported language; anything unknown is English. */
export function resolveLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** A text in every language; English is required, the rest fall back to it. */
export type Localized = Record<Lang, string>;

export interface Language {
  name: string;
  code: string;
  icon: string;
}
export interface Currency {
  code: string;
  symbol: string;
  rate: number;
  name: string;
}
export interface WalletType {
  id: number;
  name: string;
  code: string;
}

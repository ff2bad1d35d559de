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
  /** Digits after the decimal point when showing an amount in it (JPY 0, USD 2). */
  decimals: number;
}

/** The most decimals a currency may be shown with (ISO 4217's three-decimal dinars). */
export const MAX_CURRENCY_DECIMALS = 3;

/**
 * Decimals by ISO 4217 where they are not 2, plus IDR and TWD, which shops show without cents
 * although ISO gives them two. A default only: operators may change a currency's decimals.
 */
const CURRENCY_DECIMALS: Record<string, number> = {
  ...Object.fromEntries(
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'IDR', 'TWD'].map((c) => [c, 0]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((c) => [c, 3])),
};

/** @example defaultCurrencyDecimals('JPY') // 0; defaultCurrencyDecimals('EUR') // 2 */
export function defaultCurrencyDecimals(code: string): number {
  return CURRENCY_DECIMALS[code.toUpperCase()] ?? 2;
}
export interface WalletType {
  id: number;
  name: string;
  code: string;
}

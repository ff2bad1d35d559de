/** The eleven UI languages, in the order the spec lists them; `en` is the default and the fallback. */
import { z } from 'zod';

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

export const languageSchema = z.object({ name: z.string(), code: z.string(), icon: z.string() });
export const currencySchema = z.object({ code: z.string(), symbol: z.string(), rate: z.number(), name: z.string() });
export const walletTypeSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type Language = z.infer<typeof languageSchema>;
export type Currency = z.infer<typeof currencySchema>;
export type WalletType = z.infer<typeof walletTypeSchema>;

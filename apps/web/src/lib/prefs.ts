/** What the browser remembers: language (`lang`), currency (`cur`) and the access token. */
import { DEFAULT_CURRENCY, type Lang, resolveLang } from '@agora/contract/locale';

const TOKEN_KEY = 'access-token';

export const prefs = {
  lang: (): Lang => resolveLang(localStorage.getItem('lang')),
  setLang: (lang: Lang) => localStorage.setItem('lang', lang),
  currency: (): string => localStorage.getItem('cur') || DEFAULT_CURRENCY,
  setCurrency: (code: string) => localStorage.setItem('cur', code),
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clearToken: () => localStorage.removeItem(TOKEN_KEY),
};

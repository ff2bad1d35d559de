/**
 * i18next with one JSON file per language, loaded on demand: a buyer downloads only the
 * language they read. `<html lang>` follows the chosen language.
 */
import { BCP47, DEFAULT_LANG, type Lang } from '@agora/contract/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prefs } from './prefs';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

async function load(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const loader = loaders[`../locales/${lang}.json`];
  if (!loader) throw new Error(`no UI texts for ${lang}`);
  i18n.addResourceBundle(lang, 'translation', (await loader()).default, true, true);
}

export async function initI18n(): Promise<void> {
  const lang = prefs.lang();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([load(lang), lang === DEFAULT_LANG ? null : load(DEFAULT_LANG)]);
  document.documentElement.lang = BCP47[lang];
}

async function applyLanguage(lang: Lang): Promise<void> {
  await load(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = BCP47[lang];
}

/** Switches the UI language and remembers it. */
export async function changeLanguage(lang: Lang): Promise<void> {
  prefs.setLang(lang);
  await applyLanguage(lang);
}

/** Back to the default language without remembering anything (after logout cleared storage). */
export function resetLanguage(): Promise<void> {
  return applyLanguage(DEFAULT_LANG);
}

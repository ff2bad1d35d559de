/**
 * i18next with the UI texts split in two files per language, both loaded on demand: the shell
 * and home page's texts (`locales/<lang>.json`) before the first render, and the other pages'
 * texts (`locales/pages/<lang>.json`) with the first of those pages. A buyer downloads only the
 * language they read, and the home page does not wait for texts it never shows.
 * `<html lang>` follows the chosen language.
 */
import { BCP47, DEFAULT_LANG, isLang, type Lang, resolveLang } from '@agora/contract/locale';
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prefs } from './prefs';

type Texts = { default: Record<string, unknown> };
const bootLoaders = import.meta.glob<Texts>('../locales/*.json');
const pageLoaders = import.meta.glob<Texts>('../locales/pages/*.json');

const loaded = new Set<string>();
/** Set once a page has asked for its texts: a language switch then brings that language's too. */
let pagesWanted = false;
/** The router starts loading the first page while i18next is still starting. */
let markReady: () => void;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

async function loadFile(loaders: Record<string, () => Promise<Texts>>, file: string, lang: Lang): Promise<void> {
  if (loaded.has(file)) return;
  const loader = loaders[file];
  if (!loader) throw new Error(`no UI texts in ${file}`);
  i18n.addResourceBundle(lang, 'translation', (await loader()).default, true, true);
  loaded.add(file);
}

/** A lazy area's texts by language (the seller centre's locales/seller/): its loader stays in its own chunk. */
type AreaTexts = (lang: Lang) => Promise<Texts>;
const areaTexts = new Set<AreaTexts>();
const loadArea = async (texts: AreaTexts, lang: Lang) => i18n.addResourceBundle(lang, 'translation', (await texts(lang)).default, true, true);

function load(lang: Lang): Promise<unknown> {
  return Promise.all([
    loadFile(bootLoaders, `../locales/${lang}.json`, lang),
    pagesWanted ? loadFile(pageLoaders, `../locales/pages/${lang}.json`, lang) : null,
    ...[...areaTexts].map((texts) => loadArea(texts, lang)),
  ]);
}

/** An area's texts in the current language, then again with every language switch. */
export async function loadAreaTexts(texts: AreaTexts): Promise<void> {
  areaTexts.add(texts);
  await ready;
  await loadArea(texts, i18n.language as Lang);
}

/** The texts of every page besides home, in the current language; lazy pages wait for them. */
export async function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  await ready;
  const lang = i18n.language as Lang;
  await loadFile(pageLoaders, `../locales/pages/${lang}.json`, lang);
}

/**
 * Makes `instance` pick plural forms (`_one`, `_other`...) by each language's BCP 47 tag. i18next
 * asks `Intl.PluralRules` about the language code itself, and three of ours are not real tags:
 * `jp` and `vn` silently get the browser's own rules (on a Russian browser a Japanese count looks
 * for `_few`, finds nothing and falls back to English) and `zhtw` is refused (English-like rules
 * then). i18next has no option for this, so its plural resolver is wrapped; other codes pass as
 * they are.
 */
export function applyBcp47PluralRules(instance: I18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => unknown };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLang(code) ? BCP47[code] : code, options);
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
  applyBcp47PluralRules(i18n);
  await Promise.all([load(lang), lang === DEFAULT_LANG ? null : load(DEFAULT_LANG)]);
  document.documentElement.lang = BCP47[lang];
  markReady();
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

/** The BCP 47 tag of a UI language code, for `Intl` (our codes `jp`, `vn`, `zhtw` are not tags). */
export function localeTag(lang: string): string {
  return BCP47[resolveLang(lang)];
}

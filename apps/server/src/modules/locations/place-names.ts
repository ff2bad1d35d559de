/**
 * Place names in the reader's language. Countries: CLDR's names through `Intl.DisplayNames` (Node
 * ships full ICU), which has all eleven languages, Traditional Chinese included; the data's English
 * name for a code CLDR lacks. States: the data has each state's name in its country's own language
 * (`native`), so a Thai reader gets Thai provinces and a Japanese reader Japanese prefectures;
 * everyone else, and every city, gets the data's usual (English) name.
 * @example countryName('jp', 'TH', 'Thailand') // 'タイ'
 */
import { BCP47, type Lang } from '@agora/contract/locale';
import type { StateRow } from './place-data';

const regionNames = new Map<Lang, Intl.DisplayNames>();
const collators = new Map<Lang, Intl.Collator>();

export function countryName(lang: Lang, code: string, fallback: string): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([BCP47[lang]], { type: 'region', fallback: 'none' });
    regionNames.set(lang, names);
  }
  return names.of(code) ?? fallback;
}

/** Sorts names as the reader's language does. */
export function compareNames(lang: Lang): (a: string, b: string) => number {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(BCP47[lang]);
    collators.set(lang, collator);
  }
  return collator.compare;
}

/**
 * The countries whose states' `native` names are in one of our languages (and differ from the
 * English ones). Latin-script countries are left out: their native names are the English ones, and
 * some of the data's are wrong (Alaska's reads "Down").
 */
const NATIVE_STATES: Partial<Record<Lang, string>> = { jp: 'JP', zh: 'CN', zhtw: 'TW', th: 'TH', hi: 'IN', vn: 'VN' };

export function stateName(lang: Lang, countryCode: string, state: Pick<StateRow, 'name' | 'native'>): string {
  return NATIVE_STATES[lang] === countryCode && state.native ? state.native : state.name;
}

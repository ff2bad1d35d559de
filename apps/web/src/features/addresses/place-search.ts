/**
 * Finding a place as typed: a country by any of its names or its code, a city only as listed.
 * @example listedCity(['Chiba', 'Abiko'], ' chiba ') // 'Chiba'; listedCity(['Chiba'], '千') // null
 */
import type { ComboboxItem, OptionsFilter } from '@mantine/core';

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "japan" finds "Japan". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * Finds a country by its name in the reader's language, its English name, or its ISO code; a
 * code typed exactly comes first.
 * @example countryFilter({ options, search: 'japan', limit: 60 }) // [{ value: 'JP', label: '日本' }] for a Japanese reader
 */
export const countryFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = fold(search.trim());
  if (!wanted) return options.slice(0, limit);
  const items = options as ComboboxItem[];
  const english = (code: string) => {
    try {
      return englishNames.of(code) ?? '';
    } catch {
      return '';
    }
  };
  const exact = items.filter((o) => fold(o.value) === wanted);
  const named = items.filter((o) => fold(o.value) !== wanted && (fold(o.label).includes(wanted) || fold(english(o.value)).includes(wanted)));
  return [...exact, ...named].slice(0, limit);
};

/** The listed city a typed name is (any case), or null when the list does not have it. */
export function listedCity(cities: string[], typed: string): string | null {
  const wanted = typed.trim().normalize('NFC').toLocaleLowerCase('en');
  return cities.find((name) => name.normalize('NFC').toLocaleLowerCase('en') === wanted) ?? null;
}

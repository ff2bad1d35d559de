/**
 * The world's countries, states and cities from `@countrystatecity/countries` (ODbL-1.0, © dr5hn
 * and the Countries States Cities Database contributors), read from the package's JSON files when
 * first asked for: the country list once, a country's states when that country is first asked
 * about, a state's cities when that state is. The server never holds the 150,000 cities at once:
 * states stay (5,000 in all), cities are kept for the most recently asked states only.
 * @example (await statesOf('TH'))?.states.find((s) => s.code === '10')?.native // 'กรุงเทพฯ'
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { boundedCache } from './bounded-cache';

const DATA_DIR = path.dirname(createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json'));

export interface CountryRow {
  code: string;
  /** The data's (English) name, for codes the reader's language has no name for. */
  name: string;
  /** The country's folder, or null when the data has no states for it (Macao, Gibraltar…). */
  dir: string | null;
}

export interface StateRow {
  code: string;
  name: string;
  /** The name in the country's own language (`กรุงเทพฯ`), or null. */
  native: string | null;
  /** The state's folder, or null when the data has no cities for it. */
  dir: string | null;
}

export interface CountryPlaces {
  states: StateRow[];
  /** Whether any of its states has cities in the data: then an address must name a city. */
  hasCities: boolean;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/** Folder names end in the code: `Thailand-TH`, `Bangkok-10`, `Guinea-Bissau-GW`. */
async function foldersByCode(dir: string): Promise<Map<string, string>> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  return new Map(entries.filter((e) => e.isDirectory()).map((e) => [e.name.slice(e.name.lastIndexOf('-') + 1), e.name]));
}

/** Loads once, and again after a failure (a read error must not stick). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Every country of the data by ISO code (250), in the data's order. */
export const countryRows = once(async (): Promise<Map<string, CountryRow>> => {
  const [list, folders] = await Promise.all([readJson<{ iso2: string; name: string }[]>(path.join(DATA_DIR, 'countries.json')), foldersByCode(DATA_DIR)]);
  return new Map(list.map((c) => [c.iso2, { code: c.iso2, name: c.name, dir: folders.get(c.iso2) ?? null }]));
});

async function loadCountry(country: CountryRow): Promise<CountryPlaces> {
  if (!country.dir) return { states: [], hasCities: false };
  const dir = path.join(DATA_DIR, country.dir);
  const [list, folders] = await Promise.all([
    readJson<{ iso2: string; name: string; native: string | null }[]>(path.join(dir, 'states.json')),
    foldersByCode(dir),
  ]);
  const states = list.map((s) => ({ code: s.iso2, name: s.name, native: s.native?.trim() || null, dir: folders.get(s.iso2) ?? null }));
  // An empty list is `[]` on disk: the file sizes tell without reading the cities.
  const sizes = await Promise.all(
    states.map((s) =>
      s.dir
        ? fs
            .stat(path.join(dir, s.dir, 'cities.json'))
            .then((st) => st.size)
            .catch(() => 0)
        : 0,
    ),
  );
  return { states, hasCities: sizes.some((size) => size > 2) };
}

// Kept for every country asked about: at most 250 entries and 5,000 states in all.
const countries = boundedCache<Promise<CountryPlaces>>(300);

/** A country's states (and whether it has cities), or null for a code the data does not know. */
export async function statesOf(code: string): Promise<CountryPlaces | null> {
  const country = (await countryRows()).get(code);
  if (!country) return null;
  return countries.get(code, () => loadCountry(country));
}

// A large state has a few thousand cities (~100 KB); the most recently asked 200 states stay.
const cities = boundedCache<Promise<string[]>>(200);

/** The city names of a state, sorted and without repeats ([] when the data has none); null for an unknown country or state. */
export async function citiesOf(countryCode: string, stateCode: string): Promise<string[] | null> {
  const country = (await countryRows()).get(countryCode);
  const state = (await statesOf(countryCode))?.states.find((s) => s.code === stateCode);
  if (!country?.dir || !state) return null;
  if (!state.dir) return [];
  const file = path.join(DATA_DIR, country.dir, state.dir, 'cities.json');
  return cities.get(`${countryCode}-${stateCode}`, async () => {
    const names = (await readJson<{ name: string }[]>(file)).map((c) => c.name.trim()).filter(Boolean);
    return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
  });
}

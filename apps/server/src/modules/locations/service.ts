/**
 * Places for address forms: the countries, a country's states, a state's cities (`POST /api/citys`),
 * the check an address's place must pass, and its names in the reader's language. Answers are kept
 * once built: the data only changes with the package.
 * @example unwrap(await listPlaces('th', { country: 'TH' })) // [{ code: '37', name: 'อำนาจเจริญ' }, …]
 */
import type { City, Place, PlacesInput } from '@agora/contract/addresses';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { fail, ok, type Result } from '../../lib/errors';
import { boundedCache } from './bounded-cache';
import { citiesOf, countryRows, statesOf } from './place-data';
import { compareNames, countryName, stateName } from './place-names';

const unknownCountry = () => fail(ErrorCode.invalidParameter, { field: 'country', reason: 'invalid' });
const unknownState = () => fail(ErrorCode.invalidParameter, { field: 'state', reason: 'invalid' });

// 11 languages of countries, and of states for the countries asked about.
const answers = boundedCache<Promise<Place[]>>(2000);

async function countries(lang: Lang): Promise<Place[]> {
  const rows = [...(await countryRows()).values()];
  const compare = compareNames(lang);
  return rows.map((c) => ({ code: c.code, name: countryName(lang, c.code, c.name) })).sort((a, b) => compare(a.name, b.name));
}

async function states(lang: Lang, country: string): Promise<Place[]> {
  const compare = compareNames(lang);
  const places = (await statesOf(country))?.states ?? [];
  return places.map((s) => ({ code: s.code, name: stateName(lang, country, s) })).sort((a, b) => compare(a.name, b.name));
}

/** Nothing → the countries; `country` → its states ([] when it has none); both → the state's cities ([] when the data has none). */
export async function listPlaces(lang: Lang, input: PlacesInput): Promise<Result<Place[] | City[]>> {
  if (!input.country) {
    if (input.state) return fail(ErrorCode.missingParameter, { field: 'country', reason: 'required' });
    return ok(await answers.get(`countries:${lang}`, () => countries(lang)));
  }
  if (!(await countryRows()).has(input.country)) return unknownCountry();
  if (!input.state) return ok(await answers.get(`states:${lang}:${input.country}`, () => states(lang, input.country as string)));
  const names = await citiesOf(input.country, input.state);
  if (!names) return unknownState();
  return ok(names.map((name) => ({ name })));
}

/**
 * Checks an address's place: a known country; when the country has states, one of them (required);
 * when it has none, no state; a city unless the country has no cities in the data, and when the
 * state has cities in the data, one of them (any case; a part of a name such as "千" or "Chi" is
 * refused, 1000008 `unknownCity`). Answers the state and city to store ('' for none; the city as
 * the data spells it).
 */
export async function checkPlace(place: { country: string; state?: string; city: string }): Promise<Result<{ state: string; city: string }>> {
  const country = await statesOf(place.country);
  if (!country) return unknownCountry();
  if (country.states.length === 0) {
    if (place.state) return unknownState();
  } else {
    if (!place.state) return fail(ErrorCode.missingParameter, { field: 'state', reason: 'required' });
    if (!country.states.some((s) => s.code === place.state)) return unknownState();
  }
  if (country.hasCities && !place.city) return fail(ErrorCode.missingParameter, { field: 'city', reason: 'required' });
  const cities = place.state ? await citiesOf(place.country, place.state) : null;
  if (cities && cities.length > 0) {
    const wanted = place.city.normalize('NFC').toLocaleLowerCase('en');
    const city = cities.find((name) => name.normalize('NFC').toLocaleLowerCase('en') === wanted);
    if (!city) return fail(ErrorCode.invalidParameter, { field: 'city', reason: 'unknownCity' });
    return ok({ state: place.state ?? '', city });
  }
  return ok({ state: place.state ?? '', city: place.city });
}

/** The names of an address's country and state in the reader's language (state '' without one). */
export async function placeNames(lang: Lang, countryCode: string, stateCode: string): Promise<{ country_name: string; state_name: string }> {
  const country = (await countryRows()).get(countryCode);
  const state = stateCode ? (await statesOf(countryCode))?.states.find((s) => s.code === stateCode) : undefined;
  return {
    country_name: country ? countryName(lang, country.code, country.name) : countryCode,
    state_name: state ? stateName(lang, countryCode, state) : stateCode,
  };
}

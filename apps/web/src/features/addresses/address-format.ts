/**
 * Each country's way of writing an address, from Google's address data (libaddressinput, through
 * `localized-address-format`): the order of its parts, for the form's fields and for every place an
 * address is printed. Japan writes 〒postcode, prefecture, city, street; the United States street,
 * then "city, state postcode"; Thailand street, city, "province postcode".
 * @example addressParts('JP') // ['postcode', 'state', 'city', 'address']
 * @example addressLines({ country: 'JP', country_name: '日本', state_name: '千葉', city: 'Chiba', postcode: '260-0013', address: '中央3-10-8' })
 * // ['〒260-0013', '千葉', 'Chiba', '中央3-10-8', '日本']
 */
import { formatAddress } from 'localized-address-format';

/** The parts a buyer writes after choosing the country, named as the address form names its fields. */
export type AddressPart = 'postcode' | 'state' | 'city' | 'address';

// Each part written as a marker, so the formatted lines show where the country puts it.
const MARKERS: Record<AddressPart, string> = { postcode: '\u0001Z\u0002', state: '\u0001S\u0002', city: '\u0001C\u0002', address: '\u0001A\u0002' };

const formats = new Map<string, { written: Set<AddressPart>; order: AddressPart[] }>();

/** The parts the country's format writes, and the order of all four (see `addressParts`). */
function formatOf(country: string): { written: Set<AddressPart>; order: AddressPart[] } {
  const key = country.toUpperCase();
  const known = formats.get(key);
  if (known) return known;
  const text = formatAddress({
    postalCountry: key,
    postalCode: MARKERS.postcode,
    administrativeArea: MARKERS.state,
    locality: MARKERS.city,
    addressLines: [MARKERS.address],
  }).join('\n');
  const found = (Object.keys(MARKERS) as AddressPart[])
    .filter((part) => text.includes(MARKERS[part]))
    .sort((a, b) => text.indexOf(MARKERS[a]) - text.indexOf(MARKERS[b]));
  const order = [...found];
  const insertBefore = (part: AddressPart, next: AddressPart) => {
    if (order.includes(part)) return;
    const at = order.indexOf(next);
    order.splice(at < 0 ? order.length : at, 0, part);
  };
  insertBefore('address', 'postcode');
  insertBefore('city', 'address');
  insertBefore('state', 'city');
  if (!order.includes('postcode')) order.push('postcode');
  const format = { written: new Set(found), order };
  formats.set(key, format);
  return format;
}

/**
 * The order of the parts in the country's format. A part the format leaves out gets a place all
 * the same (our data has cities and states for most countries): Japan's format keeps the city in
 * the street lines, so the city comes just before the street; a missing state just before the city;
 * a missing postcode last.
 */
export function addressParts(country: string): AddressPart[] {
  return formatOf(country).order;
}

/**
 * The form's order: the country's, except that the state always comes just before the city, since
 * the city list is the chosen state's (the United States writes "city, state", but the buyer
 * picks the state first).
 * @example formParts('US') // ['address', 'state', 'city', 'postcode']
 */
export function formParts(country: string): AddressPart[] {
  const order: AddressPart[] = addressParts(country).filter((part) => part !== 'state');
  order.splice(order.indexOf('city'), 0, 'state');
  return order;
}

export interface PrintedAddress {
  country: string;
  country_name: string;
  state_name: string;
  city: string;
  postcode: string;
  address: string;
}

/** The address as the country writes it, one line each, the country's name last; empty parts left out. */
export function addressLines(address: PrintedAddress): string[] {
  const { written } = formatOf(address.country);
  const state = address.state_name.trim();
  const city = address.city.trim();
  const postcode = address.postcode.trim();
  const street = address.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // Where the format has no city of its own (Japan), the city opens the street lines.
  const cityInStreet = !written.has('city');
  const lines = formatAddress({
    postalCountry: address.country.toUpperCase(),
    postalCode: postcode,
    administrativeArea: state,
    locality: cityInStreet ? '' : city,
    addressLines: cityInStreet && city ? [city, ...street] : street,
  })
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '〒');
  // A state or postcode the format has no place for (a British county) still goes on the label.
  if (state && !written.has('state')) lines.push(state);
  if (postcode && !written.has('postcode')) lines.push(postcode);
  if (address.country_name.trim()) lines.push(address.country_name.trim());
  return lines;
}

/** What the country calls its states, as Google's address data names them; most say "state". */
const STATE_KINDS: Record<string, 'prefecture' | 'province' | 'county' | 'emirate' | 'island'> = {
  JP: 'prefecture',
  CN: 'province',
  TH: 'province',
  VN: 'province',
  ID: 'province',
  KR: 'province',
  PH: 'province',
  CA: 'province',
  ES: 'province',
  IT: 'province',
  NL: 'province',
  AR: 'province',
  TR: 'province',
  ZA: 'province',
  CL: 'province',
  PE: 'province',
  DO: 'province',
  IE: 'county',
  GB: 'county',
  TW: 'county',
  AE: 'emirate',
  BS: 'island',
};

/** What the country calls its postcode: ZIP code (United States and its territories), PIN code (India), else postal code. */
const POSTCODE_KINDS: Record<string, 'zip' | 'pin'> = { US: 'zip', PR: 'zip', GU: 'zip', VI: 'zip', AS: 'zip', MP: 'zip', PH: 'zip', IN: 'pin' };

export function stateKind(country: string): 'state' | 'prefecture' | 'province' | 'county' | 'emirate' | 'island' {
  return STATE_KINDS[country.toUpperCase()] ?? 'state';
}

export function postcodeKind(country: string): 'postal' | 'zip' | 'pin' {
  return POSTCODE_KINDS[country.toUpperCase()] ?? 'postal';
}

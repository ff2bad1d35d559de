/**
 * An address written out for reading and for map searches, from its parts in the reader's
 * language; empty parts are left out.
 * @example addressLine(address) // '99/1 Soi 24, Bang Kapi, Bangkok, 10240, Thailand'
 */
import type { Address } from '@agora/contract/addresses';

type Place = Pick<Address, 'city' | 'state_name' | 'postcode' | 'country_name'>;

/** City, state, postcode and country in one line. */
export function placeLine(address: Place): string {
  return [address.city, address.state_name, address.postcode, address.country_name].filter((part) => part.trim()).join(', ');
}

/** The street, then the place: one line a map search understands. */
export function addressLine(address: Place & Pick<Address, 'address'>): string {
  return [address.address.trim(), placeLine(address)].filter(Boolean).join(', ');
}

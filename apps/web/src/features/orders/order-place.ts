/**
 * An order's place in the reader's language: the order keeps the country's and state's codes, as
 * the buyer picked them; the country is named by CLDR (as the server names countries) and the
 * state from the country's list of states (one request per country, kept for the visit).
 * @example useOrderPlace({ country: 'TH', state: '10', city: 'Bang Kapi', postcode: '10240' }) // 'Bang Kapi, กรุงเทพมหานคร, 10240, ไทย'
 */
import type { Order } from '@agora/contract/orders';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import type { PrintedAddress } from '../addresses/address-format';
import { useStates } from '../addresses/api';

export function useOrderPlace(address: Order['address'] | undefined): string {
  const named = useOrderAddress(address);
  return named ? [named.city, named.state_name, named.postcode, named.country_name].filter((part) => part.trim()).join(', ') : '';
}

/** The order's address with its country's and state's names in the reader's language, for `PostalAddress`. */
export function useOrderAddress(address: Order['address'] | undefined): PrintedAddress | null {
  const { i18n } = useTranslation();
  const states = useStates(address?.state ? address.country : '');
  if (!address) return null;
  let country = address.country;
  try {
    country = new Intl.DisplayNames([localeTag(i18n.language)], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // Not a region code Intl knows: the code itself.
  }
  const state = states.data?.find((s) => s.code === address.state)?.name ?? address.state;
  return { ...address, country_name: country, state_name: state };
}

/**
 * Address calls (logged-in buyers): the list (default first), the default, save (add or edit,
 * `is_default` 1 moves the default), remove; and the places an address is picked from
 * (`/api/citys`), which never change, so each answer is kept for the visit.
 */
import type { Address, City, Place } from '@agora/contract/addresses';
import { ErrorCode } from '@agora/contract/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api-client';
import { useHasLogin } from '../session/session-store';

export const addressesKey = ['addresses'] as const;

/** The caller's addresses, default first, with place names in the reader's language. */
export function useAddresses() {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...addressesKey, 'list', i18n.language],
    queryFn: () => request<Address[]>('/checkout/onepage/getaddresslist', { method: 'POST', body: {} }),
    enabled: hasLogin,
  });
}

/** The caller's default address, or null when they have none (2000008 is an answer here, not an error). */
export function useDefaultAddress() {
  const { i18n } = useTranslation();
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...addressesKey, 'default', i18n.language],
    queryFn: async () => {
      try {
        return await request<Address>('/checkout/onepage/default-address', { method: 'POST', body: {}, quiet: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.defaultAddressEmpty) return null;
        throw error;
      }
    },
    enabled: hasLogin,
  });
}

/** What the address form sends: `id` to edit, `is_default` 1 to make it the default. */
export interface AddressDraft {
  id?: number;
  first_name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  address: string;
  is_default: boolean;
}

/** Saves quietly (the form puts a refusal next to its field); the lists are fetched again. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: AddressDraft) => request<Address>('/checkout/onepage/addressadd', { body: { ...draft }, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** A saved address as the form edits it. */
export function draftOf(address: Address): AddressDraft {
  const { id, first_name, email, phone, country, state, city, postcode } = address;
  return { id, first_name, email, phone, country, state, city, postcode, address: address.address, is_default: address.is_default === 1 };
}

/** Makes a saved address the default (the others stop being it). */
export function useMakeDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: Address) => request<Address>('/checkout/onepage/addressadd', { body: { ...draftOf(address), is_default: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useRemoveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<Address[]>('/checkout/onepage/remove_address', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

function usePlaceList<T>(level: 'countries' | 'states' | 'cities', body: { country?: string; state?: string }, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['places', level, i18n.language, body.country ?? '', body.state ?? ''],
    queryFn: () => request<T[]>('/citys', { method: 'POST', body }),
    enabled,
    // The places never change: kept for the visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}

/** Every country, named and sorted in the reader's language. */
export const useCountries = () => usePlaceList<Place>('countries', {}, true);
/** A country's states or provinces ([] when it has none). */
export const useStates = (country: string) => usePlaceList<Place>('states', { country }, Boolean(country));
/** A state's cities ([] when the data has none). */
export const useCities = (country: string, state: string) => usePlaceList<City>('cities', { country, state }, Boolean(country && state));

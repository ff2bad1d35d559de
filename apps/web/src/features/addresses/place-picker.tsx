/**
 * Country, state and city pickers fed by `/api/citys`, names in the reader's language, laid out in
 * the chosen country's order (address-format.ts: Japan asks the postcode, then the prefecture,
 * then the city) with the form's own postcode and street fields (`slots`) in their places, and the
 * state labelled as the country calls it (Prefecture, Province, County). The country list finds a
 * country by its name in the reader's language, in English, or by its ISO code ("Japan", "日本",
 * "JP"). The state appears when the country has states, the city once a state is chosen: a
 * searchable list of the state's cities; a name the list does not have is taken only where the
 * state lists no cities (the form and the server refuse "千" for a prefecture that lists them).
 * Used by the address form and the `/choose-location` page.
 */
import { Autocomplete, Loader, Select, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressPart, formParts, stateKind } from './address-format';
import { useCities, useCountries, useStates } from './api';
import type { PlaceChoice } from './location-choice';
import { countryFilter } from './place-search';

/** Long lists (250 countries, a few thousand cities) render this many matches at a time. */
const SHOWN = 60;

/** Whether a country asks for a state and a city: it has states in the data. */
export function useNeedsState(country: string): boolean {
  return (useStates(country).data?.length ?? 0) > 0;
}

export function PlacePicker({
  value,
  onChange,
  errors = {},
  testId = 'place',
  slots = {},
}: {
  value: PlaceChoice;
  onChange: (place: PlaceChoice) => void;
  errors?: Partial<Record<keyof PlaceChoice, string | undefined>>;
  testId?: string;
  /** The form's postcode and street fields, placed where the country writes them. */
  slots?: Partial<Record<Extract<AddressPart, 'postcode' | 'address'>, ReactNode>>;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const states = useStates(value.country);
  const cities = useCities(value.country, value.state);
  const loading = <Loader size="xs" />;
  const stateList = states.data ?? [];
  const order = formParts(value.country);
  const countryData = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })), [countries.data]);

  const parts: Record<AddressPart, ReactNode> = {
    state: stateList.length > 0 && (
      <Select
        label={t(`addresses.stateKind.${stateKind(value.country)}`)}
        placeholder={t('addresses.searchState')}
        required
        searchable
        limit={SHOWN}
        nothingFoundMessage={t('addresses.nothingFound')}
        data={stateList.map((s) => ({ value: s.code, label: s.name }))}
        value={value.state || null}
        onChange={(state) => onChange({ ...value, state: state ?? '', city: '' })}
        error={errors.state}
        autoComplete="off"
        data-testid={`${testId}-state`}
      />
    ),
    city: stateList.length > 0 && (
      <Autocomplete
        label={t('addresses.city')}
        placeholder={value.state ? t('addresses.searchCity') : t('addresses.stateFirst')}
        required
        disabled={!value.state}
        limit={SHOWN}
        maxLength={100}
        data={[...new Set((cities.data ?? []).map((c) => c.name))]}
        value={value.city}
        onChange={(city) => onChange({ ...value, city })}
        rightSection={value.state && cities.isFetching ? loading : undefined}
        error={errors.city}
        autoComplete="off"
        data-testid={`${testId}-city`}
      />
    ),
    postcode: slots.postcode,
    address: slots.address,
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('addresses.country')}
        placeholder={t('addresses.searchCountry')}
        required
        searchable
        limit={SHOWN}
        nothingFoundMessage={t('addresses.nothingFound')}
        data={countryData}
        filter={countryFilter}
        value={value.country || null}
        onChange={(country) => onChange({ country: country ?? '', state: '', city: '' })}
        rightSection={countries.isPending ? loading : undefined}
        error={errors.country}
        autoComplete="off"
        data-testid={`${testId}-country`}
      />
      {order.map((part) => (
        <Fragment key={part}>{parts[part]}</Fragment>
      ))}
      {value.country && states.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {/* The data's licence (ODbL) asks for its source to be named where its places are shown. */}
      <Text fz={11} c="dimmed" mt={-6}>
        {t('addresses.dataCredit')}
      </Text>
    </Stack>
  );
}

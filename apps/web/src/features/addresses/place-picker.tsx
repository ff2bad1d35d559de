/**
 * Country, state and city pickers fed by `/api/citys`, names in the reader's language. The state
 * appears when the country has states, the city once a state is chosen: a searchable list of the
 * data's cities that also takes any name typed (a town the data does not list). Used by the
 * address form and the `/choose-location` page.
 */
import { Autocomplete, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCities, useCountries, useStates } from './api';
import type { PlaceChoice } from './location-choice';

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
}: {
  value: PlaceChoice;
  onChange: (place: PlaceChoice) => void;
  errors?: Partial<Record<keyof PlaceChoice, string | undefined>>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const states = useStates(value.country);
  const cities = useCities(value.country, value.state);
  const loading = <Loader size="xs" />;
  const stateList = states.data ?? [];

  return (
    <Stack gap="sm">
      <Select
        label={t('addresses.country')}
        placeholder={t('addresses.searchCountry')}
        required
        searchable
        limit={SHOWN}
        nothingFoundMessage={t('addresses.nothingFound')}
        data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={value.country || null}
        onChange={(country) => onChange({ country: country ?? '', state: '', city: '' })}
        rightSection={countries.isPending ? loading : undefined}
        error={errors.country}
        autoComplete="off"
        data-testid={`${testId}-country`}
      />
      {stateList.length > 0 && (
        <Select
          label={t('addresses.state')}
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
      )}
      {stateList.length > 0 && (
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
      )}
      {value.country && states.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {/* The data's licence (ODbL) asks for its source to be named where its places are shown. */}
      <Text fz={11} c="dimmed" mt={-6}>
        {t('addresses.dataCredit')}
      </Text>
    </Stack>
  );
}

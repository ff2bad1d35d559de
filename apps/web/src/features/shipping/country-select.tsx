/**
 * The countries a channel serves: a searchable multi-select of the places API's countries (named
 * in the reader's language); none chosen reads "All countries".
 * @example <CountrySelect value={['TH']} onChange={setCountries} error={problem} />
 */
import { Loader, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../addresses/api';

export function CountrySelect({ value, onChange, error }: { value: string[]; onChange: (codes: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const known = new Set((countries.data ?? []).map((c) => c.code));
  // A code the list lacks (the list still loading) stays selectable, so nothing chosen vanishes.
  const data = [
    ...(countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
    ...value.filter((c) => !known.has(c)).map((c) => ({ value: c, label: c })),
  ];
  return (
    <MultiSelect
      label={t('shippingChannels.countries')}
      description={t('shippingChannels.countriesHint')}
      placeholder={value.length ? undefined : t('shippingChannels.allCountries')}
      searchable
      clearable
      hidePickedOptions
      limit={60}
      maxDropdownHeight={260}
      nothingFoundMessage={t('shippingChannels.nothingFound')}
      data={data}
      value={value}
      onChange={onChange}
      rightSection={countries.isPending ? <Loader size="xs" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="channel-countries"
    />
  );
}

/** Country names for a channel's summary, in the reader's language. */
export function useCountryNames(): (code: string) => string {
  const countries = useCountries();
  const names = new Map((countries.data ?? []).map((c) => [c.code, c.name]));
  return (code) => names.get(code) ?? code;
}

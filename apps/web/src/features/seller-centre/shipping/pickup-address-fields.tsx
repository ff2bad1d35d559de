/**
 * Where the courier collects the shop's parcels: contact, phone, the place (the address form's
 * country, state and city pickers), postcode and street. Each field shows the refusal that names it.
 * @example <PickupAddressFields value={form.pickup} onChange={setPickup} errorOf={(f) => refusalAt(`pickup_address.${f}`)} />
 */
import type { PickupAddress } from '@agora/contract/shipping';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlacePicker } from '../../addresses/place-picker';
import { PhoneField } from '../../auth/phone-field';

export function PickupAddressFields({
  value,
  onChange,
  errorOf,
}: {
  value: PickupAddress;
  onChange: (address: PickupAddress) => void;
  errorOf: (field: keyof PickupAddress) => string | undefined;
}) {
  const { t } = useTranslation();
  const set = (field: keyof PickupAddress, text: string) => onChange({ ...value, [field]: text });
  return (
    <Stack gap="sm" data-testid="pickup-address">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('seller.shipping.contact')}
          maxLength={100}
          autoComplete="name"
          value={value.contact}
          onChange={(e) => set('contact', e.currentTarget.value)}
          error={errorOf('contact')}
          data-testid="pickup-contact"
        />
        <PhoneField
          label={t('seller.shipping.phone')}
          required={false}
          maxLength={40}
          value={value.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
          error={errorOf('phone')}
          data-testid="pickup-phone"
        />
      </SimpleGrid>
      <PlacePicker
        value={{ country: value.country, state: value.state, city: value.city }}
        onChange={(place) => onChange({ ...value, ...place })}
        errors={{ country: errorOf('country'), state: errorOf('state'), city: errorOf('city') }}
        testId="pickup"
      />
      <TextInput
        label={t('seller.shipping.postcode')}
        maxLength={20}
        autoComplete="postal-code"
        value={value.postcode}
        onChange={(e) => set('postcode', e.currentTarget.value)}
        error={errorOf('postcode')}
        data-testid="pickup-postcode"
      />
      <Textarea
        label={t('seller.shipping.street')}
        autosize
        minRows={2}
        maxLength={300}
        value={value.address}
        onChange={(e) => set('address', e.currentTarget.value)}
        error={errorOf('address')}
        data-testid="pickup-street"
      />
    </Stack>
  );
}

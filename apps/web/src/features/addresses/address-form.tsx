/**
 * The address form, for the profile page and the checkout: recipient, email, phone, the country,
 * then the place's fields in the country's order (Japan: postcode, prefecture, city, street;
 * place-picker.tsx), and the default switch. Checks what it can
 * before sending, in the buyer's language and naming the field; the server's refusals land next to
 * their field too. With `back`, a link opens `/choose-location` and the form waits for the choice.
 * @example <AddressForm initial={{ first_name: user.firstname }} onSaved={close} onCancel={close} />
 */

import type { Address } from '@agora/contract/addresses';
import { CITY_MAX, POSTCODE_MAX, STREET_MAX } from '@agora/contract/addresses';
import { Alert, Anchor, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMap2 } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldLabel } from '../../lib/error-text';
import { toast } from '../../lib/events';
import { PhoneField } from '../auth/phone-field';
import { applyServerError } from '../auth/server-errors';
import { postcodeKind } from './address-format';
import { type AddressDraft, useCities, useSaveAddress } from './api';
import { chooseLocationPath, keepDraft, type PlaceChoice } from './location-choice';
import { PlacePicker, useNeedsState } from './place-picker';
import { listedCity } from './place-search';

const FIELDS = ['first_name', 'email', 'phone', 'country', 'state', 'city', 'postcode', 'address', 'is_default'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
const POSTCODE = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

export const emptyDraft = (): AddressDraft => ({
  first_name: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  postcode: '',
  address: '',
  is_default: false,
});

export function AddressForm({
  initial,
  firstAddress = false,
  back,
  onSaved,
  onCancel,
}: {
  /** The address to edit (with `id`), or what to start a new one with. */
  initial: Partial<AddressDraft>;
  /** The buyer has no address yet: this one will be the default whatever the switch says. */
  firstAddress?: boolean;
  /** Where `/choose-location` returns to; without it the link is not shown. */
  back?: string;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The default stays the default until another address is made it: its switch cannot be turned off.
  const alreadyDefault = initial.id !== undefined && Boolean(initial.is_default);
  const save = useSaveAddress();
  const [alert, setAlert] = useState<string | null>(null);
  const required = (field: string) => t('errors.field.required', { label: fieldLabel(field) });
  const choose = (field: string) => t('addresses.chooseRequired', { label: fieldLabel(field) });
  const tooLong = (field: string, max: number) => t('errors.field.tooLong', { label: fieldLabel(field), max });

  // The rules read it when they run: whether the chosen country has states, from the pickers' data.
  const needsState = useRef(false);
  // And the chosen state's cities ([] while loading or when it lists none: then any name is taken).
  const cityList = useRef<string[]>([]);
  const form = useForm<AddressDraft>({
    initialValues: { ...emptyDraft(), ...initial, is_default: firstAddress || Boolean(initial.is_default) },
    validate: {
      first_name: (v) => (!v.trim() ? required('first_name') : v.trim().length > 100 ? tooLong('first_name', 100) : null),
      email: (v) => (!v.trim() ? required('email') : EMAIL.test(v.trim()) ? null : t('errors.field.email', { label: fieldLabel('email') })),
      phone: (v) => (!v.trim() ? required('phone') : PHONE.test(v.trim()) ? null : t('errors.field.phone', { label: fieldLabel('phone') })),
      country: (v) => (v ? null : choose('country')),
      state: (v) => (needsState.current && !v ? choose('state') : null),
      city: (v) =>
        needsState.current && !v.trim()
          ? required('city')
          : v.length > CITY_MAX
            ? tooLong('city', CITY_MAX)
            : // Where the state lists its cities, only one of them: "千" or "Chi" is the start of a name, not a place.
              cityList.current.length > 0 && !listedCity(cityList.current, v)
              ? t('errors.field.unknownCity', { label: fieldLabel('city') })
              : null,
      postcode: (v) =>
        !v.trim()
          ? null
          : v.trim().length > POSTCODE_MAX
            ? tooLong('postcode', POSTCODE_MAX)
            : POSTCODE.test(v.trim())
              ? null
              : t('errors.field.invalid', { label: fieldLabel('postcode') }),
      address: (v) => (!v.trim() ? required('address') : v.trim().length > STREET_MAX ? tooLong('address', STREET_MAX) : null),
    },
  });
  needsState.current = useNeedsState(form.values.country);
  const cities = useCities(form.values.country, form.values.state);
  cityList.current = (cities.data ?? []).map((c) => c.name);

  const place: PlaceChoice = { country: form.values.country, state: form.values.state, city: form.values.city };
  const setPlace = (next: PlaceChoice) => {
    form.setValues(next);
    for (const field of ['country', 'state', 'city'] as const) if (next[field] !== place[field]) form.clearFieldError(field);
  };

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const city = listedCity(cityList.current, values.city) ?? values.city.trim();
      const saved = await save.mutateAsync({ ...values, city, first_name: values.first_name.trim(), address: values.address.trim() });
      toast.emit({ message: t('addresses.saved'), kind: 'success' });
      onSaved(saved);
    } catch (error) {
      setAlert(applyServerError(error, form.setFieldError, FIELDS));
    }
  });

  const chooseOnPage = () => {
    if (!back) return;
    keepDraft(form.values);
    navigate(chooseLocationPath(back, place));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="address-form">
      <Stack gap="sm">
        {alert && (
          <Alert color="red" data-testid="address-alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label={t('addresses.firstName')}
          autoComplete="name"
          required
          maxLength={100}
          {...form.getInputProps('first_name')}
          data-testid="address-first-name"
        />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} data-testid="address-email" />
        <PhoneField label={t('addresses.phone')} {...form.getInputProps('phone')} data-testid="address-phone" />
        <PlacePicker
          value={place}
          onChange={setPlace}
          errors={{ country: form.errors.country as string, state: form.errors.state as string, city: form.errors.city as string }}
          testId="address"
          slots={{
            postcode: (
              <TextInput
                label={t(`addresses.postcodeKind.${postcodeKind(form.values.country)}`)}
                description={t('common.optional')}
                autoComplete="postal-code"
                maxLength={POSTCODE_MAX}
                {...form.getInputProps('postcode')}
                data-testid="address-postcode"
              />
            ),
            address: (
              <Textarea
                label={t('addresses.street')}
                placeholder={t('addresses.streetPlaceholder')}
                autoComplete="street-address"
                required
                autosize
                minRows={2}
                maxLength={STREET_MAX}
                {...form.getInputProps('address')}
                data-testid="address-street"
              />
            ),
          }}
        />
        {back && (
          <Anchor component="button" type="button" fz="sm" onClick={chooseOnPage} style={{ alignSelf: 'flex-start' }} data-testid="address-choose-page">
            <Group gap={4} wrap="nowrap">
              <IconMap2 size={16} aria-hidden />
              {t('addresses.chooseOnPage')}
            </Group>
          </Anchor>
        )}
        <Switch
          label={t('addresses.defaultSwitch')}
          description={firstAddress ? t('addresses.firstIsDefault') : alreadyDefault ? t('addresses.isDefaultHint') : undefined}
          disabled={firstAddress || alreadyDefault}
          {...form.getInputProps('is_default', { type: 'checkbox' })}
          data-testid="address-default"
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('addresses.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="address-save">
            {t('addresses.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

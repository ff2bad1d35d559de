/**
 * Delivery on the product page, before checkout: to the buyer's default address's country (or the
 * one a guest picks, remembered on this device), each channel's charge for the chosen quantity and
 * its arrival window; a shop that does not deliver there, or is on vacation, says so here rather
 * than at step 3 of the checkout.
 * @example <DeliveryEstimate productId={7} variantId={12} quantity={2} />
 */
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../addresses/api';
import { usePrice } from '../locale/use-price';
import { useShippingEstimate } from './api';

const COUNTRY_KEY = 'ship-country';

export function DeliveryEstimate({ productId, variantId, quantity }: { productId: number; variantId: number | null; quantity: number }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const [picked, setPicked] = useState<string | null>(() => localStorage.getItem(COUNTRY_KEY));
  const countries = useCountries();
  const estimate = useShippingEstimate(productId, variantId, quantity, picked);
  const data = estimate.data;
  const country = picked ?? data?.country ?? null;
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;
  const pick = (code: string | null) => {
    if (code) localStorage.setItem(COUNTRY_KEY, code);
    else localStorage.removeItem(COUNTRY_KEY);
    setPicked(code);
  };
  const days = (min: number, max: number) => (min === max ? t('checkout.daysExact', { count: min }) : t('checkout.daysRange', { min, max }));

  return (
    <Paper withBorder radius="md" p="sm" data-testid="delivery-estimate">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconTruckDelivery size={18} aria-hidden />
            <Text fw={600} fz="sm">
              {t('product.delivery.title')}
            </Text>
          </Group>
          <Select
            size="xs"
            w={200}
            searchable
            clearable
            aria-label={t('product.delivery.country')}
            placeholder={t('product.delivery.chooseCountry')}
            data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            value={country}
            onChange={pick}
            comboboxProps={{ withinPortal: true }}
            data-testid="delivery-country"
          />
        </Group>
        {data?.vacation_until && (
          <Text fz="sm" c="orange.8" data-testid="delivery-vacation">
            {t('product.delivery.vacation', { shop: data.shop.name, date: new Date(data.vacation_until).toLocaleDateString(i18n.language) })}
          </Text>
        )}
        {data && data.served === 0 && country && (
          <Text fz="sm" c="red" data-testid="delivery-not-served">
            {t('product.delivery.notServed', { shop: data.shop.name, country: countryName(country) })}
          </Text>
        )}
        {data?.options.map((option) => (
          <Group key={option.code} justify="space-between" gap="xs" wrap="nowrap" data-testid="delivery-option">
            <Text fz="sm">{option.name}</Text>
            <Text fz="sm" ta="end">
              <Text component="span" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {option.charged === 0 ? t('checkout.free') : price(option.charged)}
              </Text>
              {' · '}
              {days(option.days_min, option.days_max)}
            </Text>
          </Group>
        ))}
        {data && !country && data.options.length > 0 && (
          <Text fz="xs" c="dimmed">
            {t('product.delivery.pickHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

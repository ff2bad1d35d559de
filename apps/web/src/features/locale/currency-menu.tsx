/** The currency menu, labelled `CODE (symbol)` (loaded on demand). */
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from './api';
import { currencyLabel, useCurrentCurrency } from './currency-switcher';
import type { MenuProps } from './deferred-menu';
import { SwitcherButton } from './switcher-button';
import { currencyStore } from './use-price';

export default function CurrencyMenu({ opened, onChange }: MenuProps) {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const { code, label } = useCurrentCurrency();

  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>
        <SwitcherButton aria-label={label} data-testid="currency-switcher">
          {code}
        </SwitcherButton>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('nav.currency')}</Menu.Label>
        {currencies.map((c) => (
          <Menu.Item
            key={c.code}
            onClick={() => currencyStore.set(c.code)}
            fw={c.code === code ? 700 : 400}
            aria-current={c.code === code ? 'true' : undefined}
          >
            {currencyLabel(c)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

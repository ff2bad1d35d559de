/** The currency menu, labelled `CODE (symbol)`. */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from './api';
import { currencyStore, useCurrencyCode } from './use-price';

export const currencyLabel = (c: { code: string; symbol: string }) => `${c.code} (${c.symbol})`;

export function CurrencySwitcher() {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const code = useCurrencyCode();
  const current = currencies.find((c) => c.code === code);

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          px={6}
          aria-label={`${t('nav.currency')}: ${current ? currencyLabel(current) : code}`}
          rightSection={<IconChevronDown size={14} />}
          data-testid="currency-switcher"
        >
          {current?.code ?? code}
        </Button>
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

/** The nav bar's currency switcher: the current code; its menu loads on demand. */
import { useTranslation } from 'react-i18next';
import { useCurrencies } from './api';
import { DeferredMenu } from './deferred-menu';
import { useCurrencyCode } from './use-price';

export const currencyLabel = (c: { code: string; symbol: string }) => `${c.code} (${c.symbol})`;

export function useCurrentCurrency() {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const code = useCurrencyCode();
  const current = currencies.find((c) => c.code === code);
  return { code, label: `${t('nav.currency')}: ${current ? currencyLabel(current) : code}` };
}

export function CurrencySwitcher() {
  const { code, label } = useCurrentCurrency();
  return (
    <DeferredMenu load={() => import('./currency-menu')} label={label} testId="currency-switcher">
      {code}
    </DeferredMenu>
  );
}

/** Formats a base-currency amount in the buyer's chosen currency. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { externalStore } from '../../lib/external-store';
import { localeTag } from '../../lib/i18n';
import { prefs } from '../../lib/prefs';
import { formatPrice } from '../../lib/price';
import { useCurrencies } from './api';

const store = externalStore(prefs.currency);
export const currencyStore = {
  set(code: string) {
    prefs.setCurrency(code);
    store.notify();
  },
  /** Storage was cleared: re-read the (default) currency. */
  reset: () => store.notify(),
};

export function useCurrencyCode(): string {
  return store.useValue();
}

/** The buyer's currency (falling back to USD): code, symbol and rate against USD. */
export function useCurrency(): { code: string; symbol: string; rate: number } {
  const { data: currencies = [] } = useCurrencies();
  const code = useCurrencyCode();
  return currencies.find((c) => c.code === code) ?? currencies.find((c) => c.code === 'USD') ?? { code: 'USD', symbol: '$', rate: 1 };
}

export function usePrice(): (minor: number | null | undefined) => string {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale = localeTag(i18n.language);
  return useCallback((minor) => formatPrice(minor, currency, locale), [currency, locale]);
}

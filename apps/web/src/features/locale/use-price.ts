/** Formats a base-currency amount in the buyer's chosen currency. */
import { BCP47, resolveLang } from '@agora/contract/locale';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { externalStore } from '../../lib/external-store';
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

export function usePrice(): (minor: number | null | undefined) => string {
  const { data: currencies = [] } = useCurrencies();
  const code = useCurrencyCode();
  const { i18n } = useTranslation();
  const currency = currencies.find((c) => c.code === code) ?? currencies.find((c) => c.code === 'USD') ?? { symbol: '$', rate: 1 };
  const locale = BCP47[resolveLang(i18n.language)];
  return useCallback((minor) => formatPrice(minor, currency, locale), [currency, locale]);
}

/** Formats a base-currency amount in the buyer's chosen currency. */
import { BCP47, resolveLang } from '@agora/contract/locale';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { prefs } from '../../lib/prefs';
import { formatPrice } from '../../lib/price';
import { useCurrencies } from './api';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
export const currencyStore = {
  set(code: string) {
    prefs.setCurrency(code);
    notify();
  },
  /** Storage was cleared: re-read the (default) currency. */
  reset: notify,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCurrencyCode(): string {
  return useSyncExternalStore(currencyStore.subscribe, prefs.currency);
}

export function usePrice(): (minor: number | null | undefined) => string {
  const { data: currencies = [] } = useCurrencies();
  const code = useCurrencyCode();
  const { i18n } = useTranslation();
  const currency = currencies.find((c) => c.code === code) ?? currencies.find((c) => c.code === 'USD') ?? { symbol: '$', rate: 1 };
  const locale = BCP47[resolveLang(i18n.language)];
  return useCallback((minor) => formatPrice(minor, currency, locale), [currency, locale]);
}

/** Formats a base-currency amount in the buyer's chosen currency. */
import { createContext, createElement, type ReactNode, useCallback, useContext } from 'react';
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

/** The buyer's currency (falling back to USD): code, symbol, rate against USD and decimals shown. */
export function useCurrency(): { code: string; symbol: string; rate: number; decimals: number } {
  const { data: currencies = [] } = useCurrencies();
  const code = useCurrencyCode();
  return currencies.find((c) => c.code === code) ?? currencies.find((c) => c.code === 'USD') ?? { code: 'USD', symbol: '$', rate: 1, decimals: 2 };
}

type Price = (minor: number | null | undefined) => string;

const PriceContext = createContext<Price | null>(null);

/**
 * Gives the app one price formatter for the chosen currency and language: a page shows dozens of
 * prices, and each subscribing to currencies and language on its own cost render time on phones.
 */
export function PriceProvider({ children }: { children: ReactNode }) {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale = localeTag(i18n.language);
  const price = useCallback<Price>((minor) => formatPrice(minor, currency, locale), [currency, locale]);
  return createElement(PriceContext.Provider, { value: price }, children);
}

/** Formats a base-currency amount (US cents) in the buyer's currency and language. */
export function usePrice(): Price {
  const price = useContext(PriceContext);
  if (!price) throw new Error('usePrice needs a PriceProvider above it');
  return price;
}

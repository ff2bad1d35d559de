/**
 * Amounts the top-up form types in US dollars, shown with the buyer's currency beside them:
 * "$50.00 (€46.00)"; in dollars alone when the buyer's currency is the dollar.
 * @example const dollars = useDollars(); dollars(5000) // '$50.00 (€46.00)'
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { formatPrice } from '../../lib/price';
import { useCurrency, usePrice } from '../locale/use-price';

const USD = { symbol: '$', rate: 1 };

export function useDollars(): (cents: number) => string {
  const { i18n } = useTranslation();
  const price = usePrice();
  const currency = useCurrency();
  const locale = localeTag(i18n.language);
  return useCallback(
    (cents: number) => {
      const usd = formatPrice(cents, USD, locale);
      return currency.code === 'USD' ? usd : `${usd} (${price(cents)})`;
    },
    [currency.code, locale, price],
  );
}

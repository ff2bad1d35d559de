/** Dates and US-cent amounts in the operator's language (the console shows money in the base currency). */
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { formatPrice } from '../../lib/price';

const USD = { symbol: 'US$', rate: 1 };

export function useFormats() {
  const { i18n } = useTranslation();
  const tag = localeTag(i18n.language);
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(tag);
  return {
    date: (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : ''),
    usd: (cents: number) => formatPrice(cents, USD, tag),
    /** A signed amount with a real minus sign before the symbol: "−US$12.34", never "US$-12.34". */
    signedUsd: (cents: number) => (cents < 0 ? `−${formatPrice(-cents, USD, tag)}` : formatPrice(cents, USD, tag)),
    count: (value: number) => number.format(value),
  };
}

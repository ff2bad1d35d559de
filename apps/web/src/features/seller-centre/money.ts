/**
 * Money in the seller centre: US cents, as stored, shown and typed in US dollars whatever
 * currency the seller browses the mall in (a price is set once, in the mall's currency).
 * @example formatUsd(129900, 'en') // '$1,299.00'; toCents(12.5) // 1250
 */
import { localeTag } from '../../lib/i18n';

export function useUsd(lang: string): (cents: number) => string {
  const format = new Intl.NumberFormat(localeTag(lang), { style: 'currency', currency: 'USD' });
  return (cents) => format.format(cents / 100);
}

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

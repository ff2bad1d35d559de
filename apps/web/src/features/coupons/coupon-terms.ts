/**
 * A coupon's terms in the reader's words: coupons carry no written title, so every page (the
 * storefront's strips and lists, the checkout, the seller centre and the admin console) writes
 * them here from the numbers, in the reader's language and currency (the app's one price
 * formatter) with the reader's dates.
 * @example const terms = useCouponTerms(); terms(coupon) // { title: '$5.00 off', condition: 'Min. spend $30.00', ends: 'Ends 30 Nov' }
 */
import type { CouponTerms as Coupon } from '@agora/contract/coupons';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { usePrice } from '../locale/use-price';

/** What the wording reads: any coupon shape (offered, held, issued, at checkout) has these. */
export type CouponTerms = Pick<Coupon, 'kind' | 'value' | 'max_discount' | 'min_spend' | 'ends_at'>;

export interface CouponWording {
  /** The money off: "$5.00 off", "15% off". */
  title: string;
  /** When it applies: "Min. spend $30.00", "Up to $5.00 off · no minimum spend". */
  condition: string;
  /** "Ends 30 Nov" (the year only when it is not this one), or "Ended 2 Jan 2025". */
  ends: string;
  /** The prices written into `title` and `condition`, for a page to keep each on one line. */
  amounts: string[];
}

const sameYear = (a: Date, b: Date) => a.getFullYear() === b.getFullYear();

/** The one writer of coupon terms; the texts are the pages' (`coupons.*`). */
export function useCouponTerms(): (c: CouponTerms) => CouponWording {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const locale = localeTag(i18n.language);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const dayOfYear = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return (c) => {
    const off = c.kind === 'percent' ? null : price(c.value);
    const title = off === null ? t('coupons.percentOff', { percent: percent.format(c.value / 10_000) }) : t('coupons.amountOff', { amount: off });
    const cap = c.kind === 'percent' && c.max_discount !== null ? price(c.max_discount) : null;
    const min = c.min_spend > 0 ? price(c.min_spend) : null;
    const condition = cap
      ? min
        ? t('coupons.conditionCapMin', { cap, min })
        : t('coupons.conditionCap', { cap })
      : min
        ? t('coupons.conditionMin', { min })
        : t('coupons.conditionNone');
    const end = new Date(c.ends_at);
    const now = new Date();
    const date = (sameYear(end, now) ? day : dayOfYear).format(end);
    const amounts = [off, cap, min].filter((a): a is string => a !== null);
    return { title, condition, ends: end.getTime() > now.getTime() ? t('coupons.ends', { date }) : t('coupons.ended', { date }), amounts };
  };
}

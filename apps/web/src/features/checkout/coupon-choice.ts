/**
 * The checkout's coupons: the codes chosen (in the URL, `coupons`), each in its slot (a shop, or
 * the mall), at most one per slot. A change is priced first (the summary with the new codes) and
 * made only when the server takes it, so a refused code (2000004) leaves the previous choice as
 * it was and its reason is said next to where it was given. A typed code the page does not know
 * yet is asked about alone first: that says why it does not apply at all, and whose it is (so it
 * takes the place of that shop's or the mall's coupon rather than clashing with it).
 */
import type { CheckoutSummary } from '@agora/contract/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponReasonText, couponRefusalText } from '../coupons/coupon-refusal';
import { type SummaryRequest, summaryQuery } from './api';

/** Whose a coupon is at checkout: a shop's id, or the mall's. */
export type CouponSlot = number | 'mall';
export const slotOf = (coupon: { shop_id: number | null }): CouponSlot => coupon.shop_id ?? 'mall';

/** The outcome of a change: null when made, else the sentence saying why not. */
export type CouponOutcome = string | null;

export interface CouponChoice {
  /** Puts a held coupon in its slot in place of the slot's coupon, or empties the slot (null). */
  choose: (slot: CouponSlot, code: string | null) => Promise<CouponOutcome>;
  /** A typed code, tried and put in its slot. */
  apply: (typed: string) => Promise<CouponOutcome>;
  busy: boolean;
}

const CODE = /^[A-Z0-9-]{1,40}$/;

/**
 * @param request the summary as the page asks for it now (its `coupons` the codes chosen)
 * @param onChange makes a change the server took (writes the codes to the URL)
 */
export function useCouponChoice(request: SummaryRequest | null, summary: CheckoutSummary | undefined, onChange: (codes: string[]) => void): CouponChoice {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const codes = request?.coupons ?? [];
  // The summary lists every coupon it applied, so each chosen code's slot is known from it.
  const slotOfCode = (code: string) => {
    const coupon = summary?.coupons.find((c) => c.code === code);
    return coupon ? slotOf(coupon) : undefined;
  };
  const price = (next: string[]) => client.fetchQuery(summaryQuery(i18n.language, { ...(request as SummaryRequest), coupons: next }));

  const attempt = async (work: () => Promise<string[] | CouponOutcome>): Promise<CouponOutcome> => {
    if (!request) return null;
    setBusy(true);
    try {
      const next = await work();
      if (!Array.isArray(next)) return next;
      await price(next);
      onChange(next);
      return null;
    } catch (error) {
      return couponRefusalText(error);
    } finally {
      setBusy(false);
    }
  };

  const choose = (slot: CouponSlot, code: string | null) => attempt(async () => [...codes.filter((c) => slotOfCode(c) !== slot), ...(code ? [code] : [])]);

  const apply = (typed: string) =>
    attempt(async () => {
      const code = typed.trim().toUpperCase();
      if (!CODE.test(code)) return couponReasonText('invalid');
      if (codes.includes(code)) return null;
      let slot = slotOfCode(code);
      if (slot === undefined) {
        const alone = await price([code]);
        const found = alone.coupons.find((c) => c.code === code);
        slot = found ? slotOf(found) : undefined;
      }
      return [...codes.filter((c) => slot === undefined || slotOfCode(c) !== slot), code];
    });

  return { choose, apply, busy };
}

/**
 * A coupon as its form holds it, and the way to and from the API's: amounts are typed in US
 * dollars with cents (as product prices are), a percent as a percent (12.5), dates as the
 * browser's local `datetime-local` values; the API takes cents, basis points and ISO instants.
 * @example toSaveInput({ ...draft, kind: 'percent', value: 15, max_discount: 5 }) // { value: 1500, max_discount: 500, … }
 */
import { COUPON_MAX_AMOUNT, COUPON_MAX_QUANTITY, type CouponKind, type IssuedCoupon, type SaveCouponInput } from '@agora/contract/coupons';

export interface CouponDraft {
  id?: number;
  code: string;
  kind: CouponKind;
  /** Dollars off (`amount`) or percent off (`percent`). */
  value: number | '';
  /** Dollars; empty for no cap (percent only). */
  max_discount: number | '';
  /** Dollars; empty or 0 for none. */
  min_spend: number | '';
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone. */
  starts_at: string;
  ends_at: string;
  quantity: number | '';
}

/** The highest percent and amount the API takes, as typed. */
const MAX_PERCENT = 100;
const MAX_DOLLARS = COUPON_MAX_AMOUNT / 100;

const DAY = 86_400_000;
const cents = (dollars: number) => Math.round(dollars * 100);
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone (to the minute). */
export function toLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (read in the browser's time zone) as an ISO instant; '' when it is not a date. */
export function fromLocalInput(value: string): string {
  const time = new Date(value).getTime();
  return value && Number.isFinite(time) ? new Date(time).toISOString() : '';
}

/** A new coupon: starting now and running thirty days. */
export function emptyDraft(now = new Date()): CouponDraft {
  return {
    code: '',
    kind: 'amount',
    value: '',
    max_discount: '',
    min_spend: '',
    starts_at: toLocalInput(now),
    ends_at: toLocalInput(new Date(now.getTime() + 30 * DAY)),
    quantity: 100,
  };
}

export function fromIssued(coupon: IssuedCoupon): CouponDraft {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    // Cents to dollars and basis points to a percent alike.
    value: coupon.value / 100,
    max_discount: coupon.kind === 'percent' && coupon.max_discount !== null ? coupon.max_discount / 100 : '',
    min_spend: coupon.min_spend ? coupon.min_spend / 100 : '',
    starts_at: toLocalInput(coupon.starts_at),
    ends_at: toLocalInput(coupon.ends_at),
    quantity: coupon.quantity,
  };
}

export function toSaveInput(draft: CouponDraft): SaveCouponInput {
  const percent = draft.kind === 'percent';
  return {
    ...(draft.id ? { id: draft.id } : {}),
    code: draft.code.trim().toUpperCase(),
    kind: draft.kind,
    // Cents off, or basis points off: both are the typed number × 100.
    value: cents(Number(draft.value)),
    max_discount: percent && draft.max_discount !== '' ? cents(draft.max_discount) : undefined,
    min_spend: draft.min_spend === '' ? 0 : cents(draft.min_spend),
    starts_at: fromLocalInput(draft.starts_at),
    ends_at: fromLocalInput(draft.ends_at),
    quantity: Number(draft.quantity),
  };
}

/** What the form says is wrong with a field, as a key under `issuedCoupons.problem`, with its values. */
export interface DraftProblem {
  key: 'required' | 'code' | 'positive' | 'atMost' | 'endsBeforeStart' | 'belowClaimed' | 'wholeNumber' | 'taken';
  values?: Record<string, number>;
}

const CODE = /^[A-Z0-9](?:[A-Z0-9-]{2,30}[A-Z0-9])$/;

/**
 * The same bounds the API keeps (saveCouponInputSchema), checked before sending; `claimed` is how
 * many an edited coupon has given out, below which its quantity cannot go.
 */
export function draftProblems(draft: CouponDraft, claimed = 0): Partial<Record<keyof CouponDraft, DraftProblem>> {
  const problems: Partial<Record<keyof CouponDraft, DraftProblem>> = {};
  const code = draft.code.trim().toUpperCase();
  if (!code) problems.code = { key: 'required' };
  else if (!CODE.test(code)) problems.code = { key: 'code' };

  const top = draft.kind === 'percent' ? MAX_PERCENT : MAX_DOLLARS;
  if (draft.value === '') problems.value = { key: 'required' };
  else if (cents(draft.value) < 1) problems.value = { key: 'positive' };
  else if (draft.value > top) problems.value = { key: 'atMost', values: { max: top } };

  if (draft.kind === 'percent' && draft.max_discount !== '') {
    if (cents(draft.max_discount) < 1) problems.max_discount = { key: 'positive' };
    else if (draft.max_discount > MAX_DOLLARS) problems.max_discount = { key: 'atMost', values: { max: MAX_DOLLARS } };
  }
  if (draft.min_spend !== '' && draft.min_spend > MAX_DOLLARS) problems.min_spend = { key: 'atMost', values: { max: MAX_DOLLARS } };

  const starts = fromLocalInput(draft.starts_at);
  const ends = fromLocalInput(draft.ends_at);
  if (!starts) problems.starts_at = { key: 'required' };
  if (!ends) problems.ends_at = { key: 'required' };
  else if (starts && ends <= starts) problems.ends_at = { key: 'endsBeforeStart' };

  if (draft.quantity === '') problems.quantity = { key: 'required' };
  else if (!Number.isInteger(draft.quantity) || draft.quantity < 1) problems.quantity = { key: 'wholeNumber' };
  else if (draft.quantity > COUPON_MAX_QUANTITY) problems.quantity = { key: 'atMost', values: { max: COUPON_MAX_QUANTITY } };
  else if (draft.quantity < claimed) problems.quantity = { key: 'belowClaimed', values: { min: claimed } };
  return problems;
}

export const COUPON_STATES = ['scheduled', 'running', 'ended', 'stopped'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Where a coupon stands: past its end it has ended (stopped or not); before that a stop outranks the dates. */
export function couponState(coupon: Pick<IssuedCoupon, 'active' | 'starts_at' | 'ends_at'>, now = Date.now()): CouponState {
  if (now >= Date.parse(coupon.ends_at)) return 'ended';
  if (!coupon.active) return 'stopped';
  return now < Date.parse(coupon.starts_at) ? 'scheduled' : 'running';
}

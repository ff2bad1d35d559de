import { saveCouponInputSchema } from '@agora/contract/coupons';
import { describe, expect, it } from 'vitest';
import { type CouponDraft, couponState, draftProblems, emptyDraft, fromIssued, fromLocalInput, toLocalInput, toSaveInput } from './coupon-draft';

const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({
  ...emptyDraft(new Date(2026, 0, 10, 9, 30)),
  code: 'save15',
  kind: 'percent',
  value: 15,
  max_discount: 5,
  min_spend: 20,
  quantity: 50,
  ...over,
});

describe('a coupon draft', () => {
  it('sends dollars as cents, a percent as basis points, local times as instants, and the code upper-case', () => {
    const input = toSaveInput(draft({ value: 12.5, max_discount: 4.99, min_spend: 19.99 }));
    expect(input).toMatchObject({ code: 'SAVE15', kind: 'percent', value: 1250, max_discount: 499, min_spend: 1999, quantity: 50 });
    expect(input.starts_at).toBe(new Date(2026, 0, 10, 9, 30).toISOString());
    expect(input.ends_at).toBe(new Date(2026, 1, 9, 9, 30).toISOString());
    // What it sends is what the API takes.
    expect(saveCouponInputSchema.safeParse(input).success).toBe(true);
  });

  it('drops the cap of an amount coupon and reads an empty minimum spend as none', () => {
    expect(toSaveInput(draft({ kind: 'amount', value: 5, min_spend: '' }))).toMatchObject({ value: 500, max_discount: undefined, min_spend: 0 });
  });

  it('reads an issued coupon back into the form as it was typed', () => {
    const input = toSaveInput(draft());
    const back = fromIssued({
      ...input,
      id: 7,
      shop_id: 1,
      shop_name: 'Shop',
      max_discount: input.max_discount ?? null,
      claimed: 3,
      used: 1,
      active: true,
      created_at: input.starts_at,
    });
    expect(back).toEqual({ ...draft({ code: 'SAVE15' }), id: 7 });
  });

  it('keeps the API’s bounds, and an edited quantity at or above what was claimed', () => {
    expect(draftProblems(draft())).toEqual({});
    expect(draftProblems(draft({ code: 'x-', value: 101, quantity: 0, ends_at: draft().starts_at }))).toEqual({
      code: { key: 'code' },
      value: { key: 'atMost', values: { max: 100 } },
      ends_at: { key: 'endsBeforeStart' },
      quantity: { key: 'wholeNumber' },
    });
    expect(draftProblems(draft({ kind: 'amount', value: 100_001, max_discount: 0 }))).toEqual({ value: { key: 'atMost', values: { max: 100_000 } } });
    expect(draftProblems(draft({ quantity: 2 }), 3)).toEqual({ quantity: { key: 'belowClaimed', values: { min: 3 } } });
    expect(draftProblems(draft({ value: '', starts_at: '' }))).toEqual({ value: { key: 'required' }, starts_at: { key: 'required' } });
  });

  it('turns a local date-time value into an instant and back', () => {
    const value = toLocalInput(new Date(2026, 4, 1, 23, 5));
    expect(value).toBe('2026-05-01T23:05');
    expect(toLocalInput(fromLocalInput(value))).toBe(value);
    expect(fromLocalInput('')).toBe('');
  });
});

describe('a coupon’s state', () => {
  const at = Date.parse('2026-03-10T12:00:00Z');
  const coupon = { active: true, starts_at: '2026-03-01T00:00:00Z', ends_at: '2026-03-31T00:00:00Z' };
  it('is scheduled before its start, running between its dates, ended after, and stopped when stopped before its end', () => {
    expect(couponState(coupon, at)).toBe('running');
    expect(couponState({ ...coupon, starts_at: '2026-03-11T00:00:00Z' }, at)).toBe('scheduled');
    expect(couponState({ ...coupon, ends_at: '2026-03-10T12:00:00Z' }, at)).toBe('ended');
    expect(couponState({ ...coupon, active: false }, at)).toBe('stopped');
    expect(couponState({ ...coupon, active: false, ends_at: '2026-03-01T00:00:00Z' }, at)).toBe('ended');
  });
});

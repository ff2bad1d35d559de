import { describe, expect, it } from 'vitest';
import { isSafeReturnTo, parseLoginIntent, sentReasonOf } from './login-intent';

const now = Date.parse('2026-11-23T12:00:00Z');
const intent = { returnTo: '/pages/prouduct/detail?id=7', reason: 'wishlist', action: { type: 'wishlist.add', productId: 7 }, at: now - 60_000 };
const raw = (value: unknown) => JSON.stringify(value);

describe('parseLoginIntent', () => {
  it('reads a recent intent with its action', () => {
    expect(parseLoginIntent(raw(intent), now)).toEqual(intent);
  });

  it('forgets an intent older than 30 minutes, or from the future', () => {
    expect(parseLoginIntent(raw({ ...intent, at: now - 31 * 60_000 }), now)).toBeNull();
    expect(parseLoginIntent(raw({ ...intent, at: now + 60_000 }), now)).toBeNull();
  });

  it('returns only to a path inside the app', () => {
    expect(parseLoginIntent(raw({ ...intent, returnTo: '//evil.example/x' }), now)).toBeNull();
    expect(parseLoginIntent(raw({ ...intent, returnTo: 'https://evil.example/' }), now)).toBeNull();
    expect(parseLoginIntent(raw({ ...intent, returnTo: '/\\evil.example/x' }), now)).toBeNull();
  });

  it('refuses unknown reasons and drops an action it does not know', () => {
    expect(parseLoginIntent(raw({ ...intent, reason: 'cart' }), now)).toBeNull();
    expect(parseLoginIntent(raw({ ...intent, reason: 'constructor' }), now)).toBeNull();
    expect(parseLoginIntent(raw({ ...intent, action: { type: 'order.pay', productId: 7 } }), now)?.action).toBeNull();
    expect(parseLoginIntent(raw({ ...intent, action: { type: 'wishlist.add', productId: 'x' } }), now)?.action).toBeNull();
  });

  it('reads nothing from nothing or from broken text', () => {
    expect(parseLoginIntent(null, now)).toBeNull();
    expect(parseLoginIntent('{not json', now)).toBeNull();
  });
});

describe('isSafeReturnTo', () => {
  it('takes the buying path: a buy-now line, a checkout step, the cart, the home page', () => {
    expect(isSafeReturnTo('/pages/cart/cart?buy=7:12:2')).toBe(true);
    expect(isSafeReturnTo('/pages/cart/cart?step=payment&lines=4,9&pay=cod')).toBe(true);
    expect(isSafeReturnTo('/pages/cart/cart')).toBe(true);
    expect(isSafeReturnTo('/')).toBe(true);
  });

  it('refuses another site, in any spelling a browser reads as one', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil.example', '', ' /pages/cart/cart', '/pages/x\n//evil']) {
      expect(isSafeReturnTo(path), path).toBe(false);
    }
  });

  it('refuses the account pages themselves (logging in would lead back to logging in)', () => {
    expect(isSafeReturnTo('/pages/users/login')).toBe(false);
    expect(isSafeReturnTo('/pages/users/register?code=AB12')).toBe(false);
  });
});

describe('sentReasonOf', () => {
  it('reads the reason an account page was opened with, when it is one we know', () => {
    expect(sentReasonOf({ loginReason: 'visit' })).toBe('visit');
    expect(sentReasonOf({ loginReason: 'wishlist' })).toBe('wishlist');
    expect(sentReasonOf({ loginReason: 'constructor' })).toBeNull();
    expect(sentReasonOf({ loginReason: 7 })).toBeNull();
    expect(sentReasonOf(null)).toBeNull();
    expect(sentReasonOf(undefined)).toBeNull();
  });
});

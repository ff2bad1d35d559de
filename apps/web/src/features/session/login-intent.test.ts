import { describe, expect, it } from 'vitest';
import { parseLoginIntent } from './login-intent';

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

import { describe, expect, it } from 'vitest';
import { clockOffset, timeLeft } from './clock';

describe('clockOffset', () => {
  it('is how far the server is ahead of the device', () => {
    const received = Date.parse('2026-11-22T10:00:00.000Z');
    expect(clockOffset('2026-11-22T10:05:00.000Z', received)).toBe(5 * 60_000);
    expect(clockOffset('2026-11-22T09:59:59.000Z', received)).toBe(-1000);
  });
  it('is zero without a usable server time', () => {
    expect(clockOffset(undefined, 123)).toBe(0);
    expect(clockOffset('not a time', 123)).toBe(0);
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, total: end - now });
  });
  it('stops at zero once the end has passed', () => {
    expect(timeLeft(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
  });
});

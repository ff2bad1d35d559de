import { describe, expect, it } from 'vitest';
import { knownTimeZone, secondsToDayEnd } from './day-end';

describe('secondsToDayEnd', () => {
  it('counts to the next midnight in UTC', () => {
    expect(secondsToDayEnd(new Date('2026-11-28T23:59:30Z'), 'UTC')).toBe(30);
    expect(secondsToDayEnd(new Date('2026-11-28T00:00:00Z'), 'UTC')).toBe(86_400);
    expect(secondsToDayEnd(new Date('2026-11-28T12:00:00.900Z'), 'UTC')).toBe(43_200);
  });

  it('counts to the mall zone’s midnight', () => {
    // 11:35 UTC is 20:35 in Tokyo: 3 h 25 min left there.
    expect(secondsToDayEnd(new Date('2026-11-28T11:35:00Z'), 'Asia/Tokyo')).toBe(3 * 3600 + 25 * 60);
    // 02:00 UTC is still the day before in New York (21:00): 3 h left.
    expect(secondsToDayEnd(new Date('2026-11-28T02:00:00Z'), 'America/New_York')).toBe(3 * 3600);
  });

  it('ends a summer-time day at its own midnight', () => {
    // 8 March 2026 in New York has 23 hours: from 00:00 local (05:00 UTC) the day ends 23 h later.
    expect(secondsToDayEnd(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe(23 * 3600);
  });

  it('falls back to UTC for an unknown or empty zone', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone('')).toBe('UTC');
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

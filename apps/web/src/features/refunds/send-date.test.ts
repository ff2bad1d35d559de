/** The first day the send-back form offers: never one the server calls past. */
import { describe, expect, it } from 'vitest';
import { earliestSendDate } from './send-date';

describe('earliestSendDate', () => {
  it('is a YYYY-MM-DD day not before today in UTC nor in the buyer’s calendar', () => {
    const now = new Date();
    const day = earliestSendDate(now);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day >= now.toISOString().slice(0, 10)).toBe(true);
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(day >= local).toBe(true);
  });
});

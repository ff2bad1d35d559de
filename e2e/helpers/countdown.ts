/**
 * Reading a flash deal's countdown off the page.
 * @example expect(await secondsShown(section.getByTestId('deal-countdown'))).toBeGreaterThan(30 * HOUR);
 */
import type { Locator } from '@playwright/test';

export const HOUR = 3600;

/** Seconds a countdown shows: "1d 11:57:38" or "02:19:56". */
export async function secondsShown(countdown: Locator): Promise<number> {
  const text = (await countdown.textContent()) ?? '';
  const match = text.match(/(?:(\d+)d)?\s*(\d\d):(\d\d):(\d\d)/);
  if (!match) throw new Error(`no countdown in "${text}"`);
  const [, days = '0', hours, minutes, seconds] = match;
  return Number(days) * 24 * HOUR + Number(hours) * HOUR + Number(minutes) * 60 + Number(seconds);
}

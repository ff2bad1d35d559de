/**
 * The limits on failed logins per account, in one place (OWASP ASVS 2.2.1; README, Limits). The
 * per-address rate limit (AUTH_RATE_LIMIT) does not stop many addresses guessing one account's
 * password, so each account also has these, kept in the database (login_streak, login_failure):
 *
 * - The first `FREE_FAILURES` (5) consecutive wrong passwords cost nothing. After the n-th
 *   consecutive one (n ≥ 5), the next attempt must wait 2^(n−5) s after it: 1 s, 2 s, 4 s, …,
 *   capped at `MAX_DELAY` (15 minutes, reached after the 15th).
 * - At most `HOURLY_FAILURES` (100) failures in any rolling hour: then the account waits until
 *   the oldest of those hundred is an hour old.
 * - An attempt that has to wait is refused before the password is compared, so even the right
 *   password is refused (1000010 and the seconds to wait), and it counts as no failure.
 * - An attempt counts as a failure from before its password is compared until it turns out right,
 *   so parallel attempts cannot outrun the count: a sixth attempt while five are being compared
 *   is refused like one after five failures.
 * - A successful login ends the consecutive run; the failures of the last hour still count.
 * - The owner is told (a notice and a mail) when the waits begin (the 5th consecutive failure)
 *   and when the hourly cap is reached: once each time, not on every attempt.
 *
 * A guesser on one account thus gets 5 free tries, 10 more in the next 17 minutes, then 4 an hour.
 * @example
 * const wait = loginWait({ failures: 6, lastFailedAt: '2026-11-28T09:00:00.000Z', recent: [] }, Date.parse('2026-11-28T09:00:01.000Z'))
 * // 1000: the 6th failure asks for 2 s, one has passed
 */
import { HOUR, MINUTE, SECOND } from '../../lib/time';

/** Consecutive failures allowed without a wait. */
export const FREE_FAILURES = 5;
/** The longest wait between attempts once they are failing. */
export const MAX_DELAY = 15 * MINUTE;
/** Failures one account can have in any rolling hour. */
export const HOURLY_FAILURES = 100;
export const HOURLY_WINDOW = HOUR;

/** What the account's record says when an attempt asks to be counted. */
export interface LoginHistory {
  /** Consecutive failures since the last successful login. */
  failures: number;
  lastFailedAt: string | null;
  /** When the failures of the last hour happened, newest first; at most `HOURLY_FAILURES` of them. */
  recent: string[];
}

/** The wait after `failures` consecutive failures, before the next attempt: 0 for the first five. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(SECOND * 2 ** (failures - FREE_FAILURES), MAX_DELAY);
}

/** How many milliseconds an attempt at `now` must still wait; 0 when it may compare the password. */
export function loginWait(history: LoginHistory, now: number): number {
  const streakEnds = history.lastFailedAt ? Date.parse(history.lastFailedAt) + delayAfter(history.failures) : 0;
  const hundredth = history.recent[HOURLY_FAILURES - 1];
  const hourEnds = hundredth ? Date.parse(hundredth) + HOURLY_WINDOW : 0;
  return Math.max(0, streakEnds - now, hourEnds - now);
}

/**
 * Whether the failure just counted is the one that tells the owner: the one that starts the waits,
 * or the one that reaches the hourly cap.
 */
export const startsLock = (failures: number, failuresThisHour: number): boolean => failures === FREE_FAILURES || failuresThisHour === HOURLY_FAILURES;

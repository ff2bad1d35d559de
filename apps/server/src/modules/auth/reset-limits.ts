/**
 * The limits on resetting a password by e-mailed code, in one place (docs/decisions.md, Accounts),
 * and the rule that applies them when a new code is asked for. A code has a million values; an
 * account gets at most 5 codes and 10 wrong tries in any 24 hours, so a guesser's chance is at most
 * 1 in 100,000 a day, where one code a minute with 5 tries each used to allow 7,200 guesses a day.
 * @example
 * const allowance = nextCodeAllowance(await recentResets(trx, userId, isoIn(-TRIES_WINDOW)), Date.now());
 * if (!allowance.ok) return fail(ErrorCode.tooManyRequests, undefined, { seconds: allowance.seconds });
 */
import { RESET_CODE_RESEND_SECONDS } from '@agora/contract/auth';
import { DAY, MINUTE, SECOND } from '../../lib/time';

/** How long a code works. */
export const CODE_TTL = 15 * MINUTE;
/** Wrong tries one code allows (fewer when the day's allowance is nearly spent). */
export const TRIES_PER_CODE = 5;
/** Codes one account can be sent in any 24 hours: also bounds the mail one address can be sent. */
export const CODES_PER_DAY = 5;
/** Wrong tries one account gets in any 24 hours, over all its codes. */
export const WRONG_TRIES_PER_DAY = 10;
/**
 * Codes whose tries count towards the day: tries are made within a code's lifetime, so the codes
 * issued in the last day and a lifetime hold every try of the last 24 hours.
 */
export const TRIES_WINDOW = DAY + CODE_TTL;

/** A code issued to the account: when, how many comparisons it took, whether one succeeded. */
export interface IssuedCode {
  created_at: string;
  attempts: number;
  used_at: string | null;
}

export type Allowance = { ok: true; tries: number } | { ok: false; seconds: number };

const wrongTries = (code: IssuedCode) => code.attempts - (code.used_at ? 1 : 0);

/**
 * Whether a new code may be sent now and how many tries it gets, given the account's codes issued
 * within `TRIES_WINDOW`; when not, the seconds until one may be.
 */
export function nextCodeAllowance(recent: IssuedCode[], now: number): Allowance {
  const issued = recent.map((code) => ({ code, at: Date.parse(code.created_at) })).sort((a, b) => a.at - b.at);
  const waitUntil = (time: number): Allowance => ({ ok: false, seconds: Math.max(1, Math.ceil((time - now) / SECOND)) });

  const newest = issued.at(-1);
  if (newest && newest.at + RESET_CODE_RESEND_SECONDS * SECOND > now) return waitUntil(newest.at + RESET_CODE_RESEND_SECONDS * SECOND);

  const today = issued.filter(({ at }) => at > now - DAY);
  if (today.length >= CODES_PER_DAY) return waitUntil((today[today.length - CODES_PER_DAY] as (typeof today)[number]).at + DAY);

  const left = WRONG_TRIES_PER_DAY - issued.reduce((sum, { code }) => sum + wrongTries(code), 0);
  if (left <= 0) {
    // Tries come back when the oldest code that had wrong ones leaves the window.
    const oldest = issued.find(({ code }) => wrongTries(code) > 0) as (typeof issued)[number];
    return waitUntil(oldest.at + TRIES_WINDOW);
  }
  return { ok: true, tries: Math.min(TRIES_PER_CODE, left) };
}

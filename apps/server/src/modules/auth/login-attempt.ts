/**
 * One login attempt on an existing account under the limits of login-limits.ts: counted as a
 * failure before the password is compared, so parallel guesses cannot all pass a check that none
 * of them has written to yet, and taken back when the password turns out right. When a failure
 * starts a lock, the owner gets a notice and a mail in their language.
 * @example
 * const attempt = await claimLoginAttempt(db, user.id, Date.now());
 * if (!attempt.ok) return fail(ErrorCode.tooManyRequests, undefined, { seconds: attempt.seconds });
 */
import { resolveLang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import type { Db } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { SECOND } from '../../lib/time';
import { inLayout } from '../mail/text-in-layout';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { HOURLY_FAILURES, HOURLY_WINDOW, loginWait } from './login-limits';
import { countLoginFailure, ensureLoginStreak, lockLoginStreak, pruneLoginFailures, recentLoginFailures } from './queries';

export type LoginAttempt = { ok: true; failureId: number; failures: number; failuresThisHour: number } | { ok: false; seconds: number };

/**
 * Counts an attempt as a failure if the account's limits allow one at `now`; answers the counted
 * failure (its id, the run's length, the hour's count) or the seconds to wait. Attempts on one
 * account decide one after the other, each on the row as the one before left it.
 */
export function claimLoginAttempt(db: Db, userId: number, now: number): Promise<LoginAttempt> {
  const hourAgo = new Date(now - HOURLY_WINDOW).toISOString();
  return db.transaction().execute(async (trx): Promise<LoginAttempt> => {
    await ensureLoginStreak(trx, userId);
    const streak = await lockLoginStreak(trx, userId);
    await pruneLoginFailures(trx, userId, hourAgo);
    const recent = await recentLoginFailures(trx, userId, hourAgo, HOURLY_FAILURES);
    const wait = loginWait({ failures: streak.failures, lastFailedAt: streak.last_failed_at, recent }, now);
    if (wait > 0) return { ok: false, seconds: Math.ceil(wait / SECOND) };
    const counted = await countLoginFailure(trx, userId, new Date(now).toISOString());
    return { ok: true, failureId: counted.id, failures: counted.failures, failuresThisHour: recent.length + 1 };
  });
}

/**
 * Tells the owner that wrong passwords have paused logging in to their account: a notice, and a
 * mail in the language they chose. A mail that cannot be sent is logged, not answered: the
 * notice is there, and the login's answer must not depend on the mail server.
 */
export async function tellOwnerLoginPaused(
  db: Db,
  mailer: Mailer,
  user: { id: number; email: string; firstname: string; lang: string },
  onMailError: (error: unknown) => void,
): Promise<void> {
  // There is no notice type for the account itself; this goes with the other security notice
  // (payment details changed, withdrawals/payment-settings.ts).
  await notify(db, { userId: user.id, type: NoticeType.account, state: NoticeState.succeeded, template: 'loginPaused' });
  const lang = resolveLang(user.lang);
  const texts = MESSAGES[lang].mail;
  try {
    await mailer.send(
      await inLayout(lang, { to: user.email, subject: texts.loginPausedSubject, text: formatMessage(texts.loginPausedText, { name: user.firstname }) }),
    );
  } catch (error) {
    onMailError(error);
  }
}

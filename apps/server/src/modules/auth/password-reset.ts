/**
 * Forgot password: a 6-digit code by e-mail, then a new password, which also ends every session of
 * the account. The limits (one mail per 60 s, 5 codes and 10 wrong tries a day, 5 tries and 15
 * minutes per code) are in reset-limits.ts; codes are stored as an HMAC under the app secret.
 */
import { RESET_CODE_RESEND_SECONDS, type ResetPasswordInput } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import type { Db } from '../../db/database';
import { isCommonPassword } from '../../lib/common-passwords';
import { fail, ok, type Result } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { isoIn, MINUTE, nowIso } from '../../lib/time';
import {
  claimResetTry,
  closeOpenResets,
  deleteReset,
  deleteTokensOfUser,
  findUserByEmail,
  insertReset,
  latestReset,
  lockUser,
  markResetUsed,
  recentResets,
} from './queries';
import { CODE_TTL, nextCodeAllowance, TRIES_WINDOW } from './reset-limits';
import { hashResetCode, newResetCode, resetCodeMatches } from './tokens';

const wrongCode = () => fail(ErrorCode.captchaFailed, { field: 'code', reason: 'invalid' });

/**
 * Mails a new code, if the account's limits allow one. The code is recorded first, under the
 * account's lock so parallel requests cannot pass the daily limit, and removed again if the mail
 * cannot be sent; a new code ends the ones before it.
 */
export async function sendResetCode(db: Db, mailer: Mailer, secret: string, email: string, lang: Lang): Promise<Result<{ resend_after: number }>> {
  const user = await findUserByEmail(db, email);
  if (!user) return fail(ErrorCode.emailNotFound, { field: 'email', reason: 'invalid' });

  const code = newResetCode();
  const reserved = await db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    const allowance = async () => nextCodeAllowance(await recentResets(trx, user.id, isoIn(-TRIES_WINDOW)), Date.now());
    const before = await allowance();
    if (!before.ok) return before;
    // Close the old codes, then count again: a try that landed on one meanwhile is counted too.
    await closeOpenResets(trx, user.id);
    const granted = await allowance();
    if (!granted.ok) return granted;
    const id = await insertReset(trx, {
      user_id: user.id,
      code_hash: hashResetCode(secret, user.id, code),
      max_attempts: granted.tries,
      expires_at: isoIn(CODE_TTL),
      created_at: nowIso(),
    });
    return { ok: true as const, id };
  });
  if (!reserved.ok) return fail(ErrorCode.tooManyRequests, undefined, { seconds: reserved.seconds });

  const texts = MESSAGES[lang].mail;
  try {
    await mailer.send({
      to: user.email,
      subject: texts.resetSubject,
      text: formatMessage(texts.resetText, { name: user.firstname, code, minutes: CODE_TTL / MINUTE }),
    });
  } catch {
    await deleteReset(db, reserved.id);
    return fail(ErrorCode.mailFailed);
  }
  return ok({ resend_after: RESET_CODE_RESEND_SECONDS });
}

/**
 * Sets a new password with the mailed code. The try is counted before the code is compared, in one
 * conditional update, so parallel guesses get no more comparisons than the code allows.
 */
export async function resetPassword(db: Db, secret: string, input: ResetPasswordInput): Promise<Result<null>> {
  if (input.password !== input.confirm_password) return fail(ErrorCode.accountDataWrong, { field: 'confirm_password', reason: 'mismatch' });
  if (isCommonPassword(input.password)) return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'commonPassword' });
  const user = await findUserByEmail(db, input.email);
  if (!user) return fail(ErrorCode.emailNotFound, { field: 'email', reason: 'invalid' });

  const reset = await latestReset(db, user.id);
  if (!reset || reset.used_at || reset.expires_at <= nowIso()) return wrongCode();
  if (!(await claimResetTry(db, reset.id, nowIso()))) return fail(ErrorCode.captchaFailed, { field: 'code', reason: 'noTriesLeft' });
  if (!resetCodeMatches(secret, user.id, input.code, reset.code_hash)) return wrongCode();

  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, reset.id, nowIso()))) return false; // a parallel request with the code won
    await trx.updateTable('user').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', user.id).execute();
    await deleteTokensOfUser(trx, user.id);
    return true;
  });
  return done ? ok(null) : wrongCode();
}

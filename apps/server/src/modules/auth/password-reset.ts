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
import { MINUTE, nowIso } from '../../lib/time';
import { inLayout } from '../mail/text-in-layout';
import { claimLatestCode, deliverCode, markCodeUsed, reserveCode } from './code-flow';
import { deleteTokensOfUser, findUserByEmail } from './queries';
import { CODE_TTL } from './reset-limits';
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
  const reserved = await reserveCode(db, 'password_reset', user.id, { code_hash: hashResetCode(secret, user.id, code) });
  if (!reserved.ok) return reserved;

  const texts = MESSAGES[lang].mail;
  const mail = {
    to: user.email,
    subject: texts.resetSubject,
    text: formatMessage(texts.resetText, { name: user.firstname, code, minutes: CODE_TTL / MINUTE }),
  };
  const sent = await deliverCode(db, 'password_reset', reserved.value, ErrorCode.mailFailed, async () => mailer.send(await inLayout(lang, mail)));
  if (!sent.ok) return sent;
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

  const reset = await claimLatestCode(db, 'password_reset', user.id, (row) => resetCodeMatches(secret, user.id, input.code, row.code_hash));
  if (!reset.ok) return reset;

  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await markCodeUsed(trx, 'password_reset', reset.value.id))) return false; // a parallel request with the code won
    await trx.updateTable('user').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', user.id).execute();
    await deleteTokensOfUser(trx, user.id);
    return true;
  });
  return done ? ok(null) : wrongCode();
}

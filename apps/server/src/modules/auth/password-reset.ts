/**
 * Forgot password: a 6-digit code by e-mail (one per 60 s, valid 15 minutes, 5 tries), then a
 * new password, which also ends every session of the account.
 */
import type { ResetPasswordInput } from '@agora/contract/auth';
import { RESET_CODE_RESEND_SECONDS } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { isoIn, MINUTE, nowIso, SECOND } from '../../lib/time';
import { deleteTokensOfUser, findUserByEmail, latestReset } from './queries';
import { hashToken, newResetCode } from './tokens';

const CODE_TTL_MINUTES = 15;
const MAX_ATTEMPTS = 5;

export async function sendResetCode(db: Db, mailer: Mailer, email: string, lang: Lang): Promise<Result<{ resend_after: number }>> {
  const user = await findUserByEmail(db, email);
  if (!user) return fail(ErrorCode.emailNotFound, { field: 'email', reason: 'invalid' });

  const previous = await latestReset(db, user.id);
  if (previous) {
    const waitMs = Date.parse(previous.created_at) + RESET_CODE_RESEND_SECONDS * SECOND - Date.now();
    if (waitMs > 0) return fail(ErrorCode.tooManyRequests, undefined, { seconds: Math.ceil(waitMs / SECOND) });
  }

  const code = newResetCode();
  const texts = MESSAGES[lang].mail;
  try {
    await mailer.send({
      to: user.email,
      subject: texts.resetSubject,
      text: formatMessage(texts.resetText, { name: user.firstname, code, minutes: CODE_TTL_MINUTES }),
    });
  } catch {
    return fail(ErrorCode.mailFailed);
  }
  await db
    .insertInto('password_reset')
    .values({ user_id: user.id, code_hash: hashToken(code), expires_at: isoIn(CODE_TTL_MINUTES * MINUTE), used_at: null, created_at: nowIso() })
    .execute();
  return ok({ resend_after: RESET_CODE_RESEND_SECONDS });
}

export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<Result<null>> {
  if (input.password !== input.confirm_password) return fail(ErrorCode.accountDataWrong, { field: 'confirm_password', reason: 'mismatch' });
  const user = await findUserByEmail(db, input.email);
  if (!user) return fail(ErrorCode.emailNotFound, { field: 'email', reason: 'invalid' });

  const reset = await latestReset(db, user.id);
  const usable = reset && !reset.used_at && reset.expires_at > nowIso() && reset.attempts < MAX_ATTEMPTS;
  if (!reset || !usable) return fail(ErrorCode.captchaFailed, { field: 'code', reason: 'invalid' });
  if (reset.code_hash !== hashToken(input.code)) {
    await db
      .updateTable('password_reset')
      .set({ attempts: reset.attempts + 1 })
      .where('id', '=', reset.id)
      .execute();
    return fail(ErrorCode.captchaFailed, { field: 'code', reason: 'invalid' });
  }

  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', user.id).execute();
    await trx.updateTable('password_reset').set({ used_at: nowIso() }).where('id', '=', reset.id).execute();
    await deleteTokensOfUser(trx, user.id);
  });
  return ok(null);
}

/**
 * E-mail verification: a 6-digit code mailed to the account's address (on registering, and on
 * asking again), then the code back. Codes are kept and limited as password-reset codes are
 * (auth/reset-limits.ts: one per 60 s, 5 a day, 5 tries and 15 minutes each, 10 wrong tries a day),
 * with the same code and HMAC functions (auth/tokens.ts). Buying works before it; withdrawing and
 * applying for a shop ask `requireProvedEmail` first.
 * @example unwrap(await sendEmailCode(db, mailer, secret, userId, lang))
 */
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_NOT_VERIFIED } from '@agora/contract/account';
import { type Code, ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { MINUTE, nowIso } from '../../lib/time';
import { claimLatestCode, deliverCode, markCodeUsed, reserveCode } from '../auth/code-flow';
import { CODE_TTL } from '../auth/reset-limits';
import { codeMatchesFor, hashCodeFor, newResetCode } from '../auth/tokens';
import { inLayout } from '../mail/text-in-layout';
import { findAccountEmail, hasProvedEmail, proveEmail } from './email-code-queries';

const purpose = (email: string) => `email-verify:${email}`;
const wrongCode = () => fail(ErrorCode.captchaFailed, { field: 'code', reason: 'invalid' });

/** Mails a new code to the account's address, within the account's limits; a new code ends the ones before it. */
export async function sendEmailCode(
  db: Db,
  mailer: Mailer,
  secret: string,
  userId: number,
  lang: Lang,
): Promise<Result<{ email: string; resend_after: number }>> {
  const account = await findAccountEmail(db, userId);
  if (!account) return fail(ErrorCode.noData);
  if (account.email_verified !== '' && account.email_verified === account.email)
    return fail(ErrorCode.dataOperationFailed, { field: 'email', reason: 'alreadyVerified' });

  const code = newResetCode();
  const reserved = await reserveCode(db, 'email_code', userId, {
    email: account.email,
    code_hash: hashCodeFor(secret, purpose(account.email), userId, code),
  });
  if (!reserved.ok) return reserved;

  const texts = MESSAGES[lang].mail;
  const mail = {
    to: account.email,
    subject: texts.verifySubject,
    text: formatMessage(texts.verifyText, { name: account.firstname, code, minutes: CODE_TTL / MINUTE }),
  };
  const sent = await deliverCode(db, 'email_code', reserved.value, ErrorCode.mailFailed, async () => mailer.send(await inLayout(lang, mail)));
  if (!sent.ok) return sent;
  return ok({ email: account.email, resend_after: EMAIL_CODE_RESEND_SECONDS });
}

/** Checks the code; the try is counted before comparing, in one conditional update. The address it went to becomes proved. */
export async function verifyEmailCode(db: Db, secret: string, userId: number, code: string): Promise<Result<{ email: string; email_verified: true }>> {
  const latest = await claimLatestCode(db, 'email_code', userId, (row) => codeMatchesFor(secret, purpose(row.email), userId, code, row.code_hash));
  if (!latest.ok) return latest;
  const { id, email } = latest.value;
  const done = await db.transaction().execute(async (trx) => (await markCodeUsed(trx, 'email_code', id)) && (await proveEmail(trx, userId, email, nowIso())));
  return done ? ok({ email, email_verified: true as const }) : wrongCode();
}

/**
 * Refuses an action that waits for a proved address with `code` (the action's own §8 failure) and
 * reason `emailNotVerified`; null when the address is proved.
 * @example const unproved = await requireProvedEmail(db, userId, ErrorCode.sellerApplicationFailed); if (unproved) return unproved;
 */
export async function requireProvedEmail(db: Executor, userId: number, code: Code) {
  return (await hasProvedEmail(db, userId)) ? null : fail(code, { field: 'email', reason: EMAIL_NOT_VERIFIED });
}

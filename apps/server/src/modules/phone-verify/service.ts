/**
 * Phone (WhatsApp) verification by SMS: a 6-digit code to the number, then the code back. Codes are
 * stored as an HMAC under the app secret and limited as password-reset codes are (auth/reset-limits.ts:
 * one per 60 s, 5 a day, 5 tries and 15 minutes each, 10 wrong tries a day). A code the provider
 * could not send is removed again and answers 2000001 (spec §8, SMS failed).
 */

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { PHONE_CODE_RESEND_SECONDS, type SendPhoneCodeInput } from '@agora/contract/phone-verify';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { isoIn, MINUTE, nowIso } from '../../lib/time';
import { CODE_TTL, nextCodeAllowance, TRIES_WINDOW } from '../auth/reset-limits';
import {
  claimPhoneTry,
  closeOpenPhoneCodes,
  deletePhoneCode,
  findAccount,
  insertPhoneCode,
  latestPhoneCode,
  lockAccount,
  recentPhoneCodes,
  usePhoneCode,
} from './queries';
import type { SmsProvider } from './sms-provider';
import { phoneCodeSms } from './sms-texts';

/** The stored form of a code: bound to the account and the number, so it proves nothing elsewhere. */
export const hashPhoneCode = (secret: string, userId: number, phone: string, code: string): string =>
  createHmac('sha256', secret).update(`phone-verify:${userId}:${phone}:${code}`).digest('hex');

const matches = (secret: string, userId: number, phone: string, code: string, stored: string) => {
  const expected = Buffer.from(hashPhoneCode(secret, userId, phone, code), 'hex');
  const actual = Buffer.from(stored, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

const wrongCode = () => fail(ErrorCode.captchaFailed, { field: 'code', reason: 'invalid' });

/** Sends a code to `input.phone` (else the profile's phone), within the account's limits. */
export async function sendPhoneCode(
  db: Db,
  sms: SmsProvider,
  secret: string,
  userId: number,
  input: SendPhoneCodeInput,
  lang: Lang,
): Promise<Result<{ phone: string; resend_after: number }>> {
  const account = await findAccount(db, userId);
  const phone = (input.phone ?? account?.phone ?? '').trim();
  if (!phone) return fail(ErrorCode.missingParameter, { field: 'phone', reason: 'invalid' });

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const reserved = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const allowance = async () => nextCodeAllowance(await recentPhoneCodes(trx, userId, isoIn(-TRIES_WINDOW)), Date.now());
    const before = await allowance();
    if (!before.ok) return before;
    await closeOpenPhoneCodes(trx, userId);
    const granted = await allowance();
    if (!granted.ok) return granted;
    const id = await insertPhoneCode(trx, {
      user_id: userId,
      phone,
      code_hash: hashPhoneCode(secret, userId, phone, code),
      max_attempts: granted.tries,
      expires_at: isoIn(CODE_TTL),
      created_at: nowIso(),
    });
    return { ok: true as const, id };
  });
  if (!reserved.ok) return fail(ErrorCode.tooManyRequests, undefined, { seconds: reserved.seconds });

  try {
    await sms.send({ to: phone, text: phoneCodeSms(lang, code, CODE_TTL / MINUTE) });
  } catch {
    await deletePhoneCode(db, reserved.id);
    return fail(ErrorCode.smsFailed);
  }
  return ok({ phone, resend_after: PHONE_CODE_RESEND_SECONDS });
}

/** Checks the code; the try is counted before comparing. The number it was sent to becomes the account's proved phone. */
export async function verifyPhoneCode(db: Db, secret: string, userId: number, code: string): Promise<Result<{ phone: string; phone_verified: true }>> {
  const latest = await latestPhoneCode(db, userId);
  if (!latest || latest.used_at || latest.expires_at <= nowIso()) return wrongCode();
  if (!(await claimPhoneTry(db, latest.id, nowIso()))) return fail(ErrorCode.captchaFailed, { field: 'code', reason: 'noTriesLeft' });
  if (!matches(secret, userId, latest.phone, code, latest.code_hash)) return wrongCode();
  const done = await db.transaction().execute((trx) => usePhoneCode(trx, latest, nowIso()));
  return done ? ok({ phone: latest.phone, phone_verified: true as const }) : wrongCode();
}

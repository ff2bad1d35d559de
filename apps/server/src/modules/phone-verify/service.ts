/**
 * Phone (WhatsApp) verification by SMS: a 6-digit code to the number, then the code back. Codes are
 * stored as an HMAC under the app secret and limited as password-reset codes are (auth/reset-limits.ts:
 * one per 60 s, 5 a day, 5 tries and 15 minutes each, 10 wrong tries a day). A code the provider
 * could not send is removed again and answers 2000001 (spec §8, SMS failed).
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { PHONE_CODE_RESEND_SECONDS, type SendPhoneCodeInput } from '@agora/contract/phone-verify';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { MINUTE, nowIso } from '../../lib/time';
import { claimLatestCode, deliverCode, markCodeUsed, reserveCode } from '../auth/code-flow';
import { CODE_TTL } from '../auth/reset-limits';
import { newResetCode } from '../auth/tokens';
import { findAccount, provePhone } from './queries';
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

  const code = newResetCode();
  const reserved = await reserveCode(db, 'phone_code', userId, { phone, code_hash: hashPhoneCode(secret, userId, phone, code) });
  if (!reserved.ok) return reserved;
  const sent = await deliverCode(db, 'phone_code', reserved.value, ErrorCode.smsFailed, () =>
    sms.send({ to: phone, text: phoneCodeSms(lang, code, CODE_TTL / MINUTE) }),
  );
  if (!sent.ok) return sent;
  return ok({ phone, resend_after: PHONE_CODE_RESEND_SECONDS });
}

/** Checks the code; the try is counted before comparing. The number it was sent to becomes the account's proved phone. */
export async function verifyPhoneCode(db: Db, secret: string, userId: number, code: string): Promise<Result<{ phone: string; phone_verified: true }>> {
  const latest = await claimLatestCode(db, 'phone_code', userId, (row) => matches(secret, userId, row.phone, code, row.code_hash));
  if (!latest.ok) return latest;
  const { id, phone } = latest.value;
  const done = await db.transaction().execute(async (trx) => {
    if (!(await markCodeUsed(trx, 'phone_code', id))) return false;
    await provePhone(trx, userId, phone, nowIso());
    return true;
  });
  return done ? ok({ phone, phone_verified: true as const }) : wrongCode();
}

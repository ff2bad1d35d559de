/**
 * Access tokens: 32 random bytes handed to the client once; only their SHA-256 is stored. Reset
 * codes have only a million values, so a plain hash of one is reversed by trying them all; they are
 * stored as an HMAC under the app secret instead, which a copy of the database alone cannot undo.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 6-digit verification code, leading zeros allowed. */
export const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The stored form of a reset code: HMAC-SHA-256 keyed with the app secret, bound to the account so
 * a row copied to another user does not verify there. Hex.
 * @example hashResetCode(config.appSecret, 42, '042137') // '9f1c…' (64 hex digits)
 */
export const hashResetCode = (secret: string, userId: number, code: string): string => hashCodeFor(secret, 'password-reset', userId, code);

/** Whether `code` is the one stored as `storedHash`, compared in constant time. */
export function resetCodeMatches(secret: string, userId: number, code: string, storedHash: string): boolean {
  return codeMatchesFor(secret, 'password-reset', userId, code, storedHash);
}

/**
 * A mailed code's stored form for one purpose (`password-reset`, `email-verify:<address>`): an HMAC
 * bound to the purpose and the account, so a code proves nothing elsewhere.
 */
export const hashCodeFor = (secret: string, purpose: string, userId: number, code: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

/** Whether `code` is the one stored as `storedHash` for `purpose`, compared in constant time. */
export function codeMatchesFor(secret: string, purpose: string, userId: number, code: string, storedHash: string): boolean {
  const expected = Buffer.from(hashCodeFor(secret, purpose, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread
export function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
}

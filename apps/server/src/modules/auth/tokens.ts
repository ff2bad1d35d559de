/** Access tokens: 32 random bytes handed to the client once; only their SHA-256 is stored. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 6-digit verification code, leading zeros allowed. */
export const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread
export function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
}

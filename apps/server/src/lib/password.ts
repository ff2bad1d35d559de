/**
 * Password hashing with scrypt from node:crypto: `scrypt$N$r$p$salt$hash`, compared in constant time.
 * Each hash takes a libuv thread for ~50 ms and 16 MB; 200 logins at once filled the thread pool
 * and static files waited seconds behind them. So at most two hash at once (main.ts gives the pool
 * more threads than all our queues together), a hundred more may wait, and the rest are asked to
 * retry in a second.
 */
import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { workQueue } from './work-queue';

/** The cost new hashes are made with; each stored hash carries its own, which verifying uses. */
export const PASSWORD_COST = 16384;
let cost = PASSWORD_COST;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export const passwordHashing = workQueue({ concurrency: 2, maxWaiting: 100 });

/**
 * The API tests make thousands of accounts and logins: they hash at a low cost (the test setup
 * calls this), which changes nothing they check, as a stored hash is verified at its own cost.
 * The tests of hashing under load set the real cost back.
 */
export function setPasswordCost(n: number): void {
  cost = n;
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordHashing.run(
    () => new Promise((resolve, reject) => scryptCb(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

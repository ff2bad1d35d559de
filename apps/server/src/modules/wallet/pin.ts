/**
 * The wallet PIN (issue 23): six digits, set once with the account password (and changed the same
 * way), asked at every wallet payment and withdrawal. Only its scrypt hash is kept. Five wrong
 * tries lock it for 15 minutes. A try's answer counts only through one conditional update that
 * finds the PIN unlocked (a wrong one raises the count, the fifth sets the lock; a right one starts
 * the count again), so fifty tries at once learn no more than five in a row would, and a buyer's
 * own right tries at once all pass.
 * Refusals: no PIN set 1000008 naming `pin` (pinRequired; the page asks to set one), none sent
 * 1000009 naming `pin`, locked 1000008 pinLocked {minutes}, wrong 1000008 wrongPin {left}.
 */
import { ErrorCode } from '@agora/contract/errors';
import { PIN_LOCK_MINUTES, PIN_MAX_TRIES, type WalletPinStatus } from '@agora/contract/wallet';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { fail, ok, type Result } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { MINUTE, nowIso } from '../../lib/time';
import { findUserById } from '../auth/queries';

const pinRequired = () => fail(ErrorCode.invalidParameter, { field: 'pin', reason: 'pinRequired' });
const locked = (until: string) =>
  fail(ErrorCode.invalidParameter, {
    field: 'pin',
    reason: 'pinLocked',
    params: { minutes: Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / MINUTE)) },
  });

/** Sets or changes the PIN after checking the account password (1100004 naming `password` when wrong); clears wrong tries and any lock. */
export async function setWalletPin(db: Db, userId: number, input: { pin: string; password: string }): Promise<Result<WalletPinStatus>> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'invalid' });
  const pin_hash = await hashPassword(input.pin);
  const now = nowIso();
  await db
    .insertInto('wallet_pin')
    .values({ user_id: userId, pin_hash, failures: 0, locked_until: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash, failures: 0, locked_until: null, updated_at: now }))
    .execute();
  return ok({ set: true, locked_until: null });
}

export async function walletPinStatus(db: Db, userId: number): Promise<WalletPinStatus> {
  const row = await db.selectFrom('wallet_pin').select(['failures', 'locked_until']).where('user_id', '=', userId).executeTakeFirst();
  const lockedUntil = row?.locked_until && row.locked_until > nowIso() ? row.locked_until : null;
  return { set: Boolean(row), locked_until: lockedUntil };
}

/** Checks the PIN sent with a wallet payment or withdrawal; ok when right (the wrong tries start again). */
export async function checkWalletPin(db: Db, userId: number, pin: string | undefined): Promise<Result<true>> {
  const now = nowIso();
  const row = await db.selectFrom('wallet_pin').select(['pin_hash', 'locked_until']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return pinRequired();
  if (!pin?.trim()) return fail(ErrorCode.missingParameter, { field: 'pin', reason: 'required' });
  if (row.locked_until && row.locked_until > now) return locked(row.locked_until);
  const right = await verifyPassword(pin.trim(), row.pin_hash);
  // The answer counts only through an update that finds the PIN unlocked (below five wrong tries, or
  // the lock passed): once five wrong tries are recorded, every try still under way, right or wrong,
  // answers locked, so tries sent at once learn no more than five would one after another.
  const open = (eb: ExpressionBuilder<Database, 'wallet_pin'>) => eb.or([eb('failures', '<', PIN_MAX_TRIES), eb('locked_until', '<=', now)]);
  if (right) {
    const reset = await db.updateTable('wallet_pin').set({ failures: 0, locked_until: null }).where('user_id', '=', userId).where(open).executeTakeFirst();
    return Number(reset.numUpdatedRows) === 1 ? ok(true) : lockedNow(db, userId);
  }
  const until = new Date(Date.now() + PIN_LOCK_MINUTES * MINUTE).toISOString();
  // The try that makes five sets the lock itself; after a lock has passed the count starts again at this try.
  const counted = await db
    .updateTable('wallet_pin')
    .set({
      failures: sql<number>`case when failures >= ${PIN_MAX_TRIES} then 1 else failures + 1 end`,
      locked_until: sql<string | null>`case when failures = ${PIN_MAX_TRIES - 1} then ${until} else null end`,
    })
    .where('user_id', '=', userId)
    .where(open)
    .returning(['failures', 'locked_until'])
    .executeTakeFirst();
  if (!counted) return lockedNow(db, userId);
  if (counted.locked_until) return locked(counted.locked_until);
  return fail(ErrorCode.invalidParameter, { field: 'pin', reason: 'wrongPin', params: { left: PIN_MAX_TRIES - Number(counted.failures) } });
}

async function lockedNow(db: Db, userId: number): Promise<Result<never>> {
  const row = await db.selectFrom('wallet_pin').select('locked_until').where('user_id', '=', userId).executeTakeFirst();
  return locked(row?.locked_until ?? new Date(Date.now() + PIN_LOCK_MINUTES * MINUTE).toISOString());
}

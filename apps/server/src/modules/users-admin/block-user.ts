/**
 * Blocking and unblocking an account, and lifting the failed-login limits' lock (`/admin/user/block`,
 * `/unblock`, `/unlock`). A block ends every session in the same transaction as the status change:
 * the account's tokens expire at once and answer 2000017 while the block lasts (spec §8), logging
 * in is refused with it, and the account's open live streams close after the
 * commit, so its open pages learn of it within seconds. Each change is a conditional update on the
 * state it moves from, so of two operators the second learns it was already done (2000018).
 * Nobody blocks themselves; only the owner blocks, unblocks or unlocks a staff member.
 * @example unwrap(await blockUser(db, request.user!, { id: 42, reason: 'Fraudulent chargebacks' }))
 */
import type { Role } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import type { AdminUser, UserBlockInput } from '@agora/contract/users-admin';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { refusable } from '../../db/transaction';
import { fail, type Reason, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { ensureLoginStreak, lockLoginStreak } from '../auth/queries';
import type { SessionUser } from '../auth/session';
import { endLiveStreams } from '../notices/live-push';
import { adminUser } from './list-users';
import { lockOf } from './user-detail';
import { rolesByUser } from './user-queries';

const refused = (reason: Reason) => fail(ErrorCode.dataOperationFailed, { field: 'id', reason });

/** Refuses unless `caller` may act on account `id`: it exists, and staff accounts are the owner's to act on. */
async function mayActOn(trx: Transaction<Database>, caller: SessionUser, id: number): Promise<Role[]> {
  const roles = (await rolesByUser(trx, [id])).get(id);
  if (!roles) {
    const exists = await trx.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
  }
  if (roles?.includes('admin') && !caller.staff.includes('owner')) refuse(refused('blockStaff'));
  return roles ?? [];
}

/**
 * Ends the account's sessions: each token expires now. They are kept rather than deleted so that
 * while the block lasts they answer 2000017 (the account is unavailable, spec §8) rather than
 * 1000004, and after an unblock they stay ended (1100003).
 * @example await revokeTokens(trx, 42, now) // update "access_token" set "expires_at" = ? where "user_id" = ? and "expires_at" > ?
 */
const revokeTokens = (trx: Transaction<Database>, userId: number, now: string) =>
  trx.updateTable('access_token').set({ expires_at: now }).where('user_id', '=', userId).where('expires_at', '>', now).execute();

async function answer(db: Db, result: Result<number>): Promise<Result<AdminUser>> {
  if (!result.ok) return result;
  const user = await adminUser(db, result.value);
  return user ? { ok: true, value: user } : fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
}

export async function blockUser(db: Db, caller: SessionUser, input: UserBlockInput): Promise<Result<AdminUser>> {
  if (input.id === caller.id) return refused('blockSelf');
  const done = await refusable(db, async (trx) => {
    await mayActOn(trx, caller, input.id);
    const now = nowIso();
    const moved = await trx
      .updateTable('user')
      .set({ status: 'disabled', updated_at: now })
      .where('id', '=', input.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) refuse(refused('alreadyBlocked'));
    await revokeTokens(trx, input.id, now);
    await trx.insertInto('user_block').values({ user_id: input.id, reason: input.reason, blocked_by: caller.id, blocked_at: now }).execute();
    endLiveStreams(trx, [input.id]);
    return input.id;
  });
  return answer(db, done);
}

export async function unblockUser(db: Db, caller: SessionUser, id: number): Promise<Result<AdminUser>> {
  const done = await refusable(db, async (trx) => {
    await mayActOn(trx, caller, id);
    const now = nowIso();
    const moved = await trx
      .updateTable('user')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', id)
      .where('status', '<>', 'active')
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) refuse(refused('notBlocked'));
    await trx
      .updateTable('user_block')
      .set({ unblocked_by: caller.id, unblocked_at: now })
      .where('user_id', '=', id)
      .where('unblocked_at', 'is', null)
      .execute();
    return id;
  });
  return answer(db, done);
}

/**
 * Lifts the failed-login limits' hold: the run of wrong passwords and the hour's failures are
 * forgotten, so the next attempt compares the password at once.
 */
export async function unlockUser(db: Db, caller: SessionUser, id: number): Promise<Result<AdminUser>> {
  const done = await refusable(db, async (trx) => {
    await mayActOn(trx, caller, id);
    // Queue on the row login attempts queue on, so of two unlocks the second finds nothing to lift.
    await ensureLoginStreak(trx, id);
    await lockLoginStreak(trx, id);
    if (!(await lockOf(trx, id)).locked) refuse(refused('notLocked'));
    await trx.updateTable('login_streak').set({ failures: 0, last_failed_at: null }).where('user_id', '=', id).execute();
    await trx.deleteFrom('login_failure').where('user_id', '=', id).execute();
    return id;
  });
  return answer(db, done);
}

/**
 * Granting and taking staff roles. A user's roles are replaced as a whole; staff keep the `admin`
 * role for as long as they hold any. The mall always keeps an owner: the owners' rows are locked
 * first (PostgreSQL waits there; SQLite has one writer), so two owners demoting each other at
 * once cannot both succeed.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { StaffRole } from '@agora/contract/staff';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { fail, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';

/** Sets `userId`'s staff roles to `roles` in the caller's transaction; refuses (2000018 `lastOwner`) to leave the mall without an owner. */
export async function setStaffRoles(trx: Transaction<Database>, userId: number, roles: readonly StaffRole[], grantedBy: number): Promise<void> {
  await trx.updateTable('staff_role').set({ role: 'owner' }).where('role', '=', 'owner').execute();
  await trx.deleteFrom('staff_role').where('user_id', '=', userId).execute();
  if (roles.length > 0) {
    const now = nowIso();
    await trx
      .insertInto('staff_role')
      .values(roles.map((role) => ({ user_id: userId, role, granted_by: grantedBy, created_at: now })))
      .execute();
  }
  const owners = await trx
    .selectFrom('staff_role')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  if (Number(owners.n) === 0) refuse(fail(ErrorCode.dataOperationFailed, { field: 'roles', reason: 'lastOwner' }));

  const isAdmin = await trx.selectFrom('user_role').select('user_id').where('user_id', '=', userId).where('role', '=', 'admin').executeTakeFirst();
  if (roles.length > 0 && !isAdmin) await trx.insertInto('user_role').values({ user_id: userId, role: 'admin' }).execute();
  if (roles.length === 0 && isAdmin) await trx.deleteFrom('user_role').where('user_id', '=', userId).where('role', '=', 'admin').execute();
}

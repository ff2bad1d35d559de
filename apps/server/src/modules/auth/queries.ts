/** SQL for accounts and tokens. Every function takes the executor, so a service's transaction flows through. */
import type { Role } from '@agora/contract/auth';
import type { StaffRole } from '@agora/contract/staff';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export const findUserByEmail = (db: Executor, email: string) => db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Executor, id: number) => db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserIdByInvitationCode = async (db: Executor, code: string) =>
  (await db.selectFrom('user').select('id').where('invitation_code', '=', code).executeTakeFirst())?.id;

export async function insertUser(db: Executor, user: NewUser, roles: Role[]): Promise<number> {
  const { id } = await db.insertInto('user').values(user).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('user_role')
    .values(roles.map((role) => ({ user_id: id, role })))
    .execute();
  return id;
}

export async function rolesOf(db: Executor, userId: number): Promise<Role[]> {
  const rows = await db.selectFrom('user_role').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

/** A staff member's console roles (only users with the `admin` role have any). */
export async function staffRolesOf(db: Executor, userId: number): Promise<StaffRole[]> {
  const rows = await db.selectFrom('staff_role').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

export const insertToken = (db: Executor, row: { user_id: number; token_hash: string; remember: number; expires_at: string; created_at: string }) =>
  db.insertInto('access_token').values(row).execute();

export const findToken = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('access_token')
    .innerJoin('user', 'user.id', 'access_token.user_id')
    .select(['access_token.id as token_id', 'access_token.expires_at', 'user.id as user_id', 'user.status'])
    .where('access_token.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const deleteToken = (db: Executor, tokenId: number) => db.deleteFrom('access_token').where('id', '=', tokenId).execute();

export const deleteTokensOfUser = (db: Executor, userId: number) => db.deleteFrom('access_token').where('user_id', '=', userId).execute();

/**
 * Ends every session of the user but one (the caller's, which changed the password).
 * @example await deleteOtherTokens(trx, 7, 31) // delete from "access_token" where "user_id" = 7 and "id" <> 31
 */
export const deleteOtherTokens = (db: Executor, userId: number, keepTokenId: number) =>
  db.deleteFrom('access_token').where('user_id', '=', userId).where('id', '<>', keepTokenId).execute();

export const deleteExpiredTokens = (db: Executor, nowIso: string) => db.deleteFrom('access_token').where('expires_at', '<', nowIso).execute();

/**
 * Takes the account's row lock until the transaction ends, so two requests about one account decide
 * one after the other: a no-op update locks the row on PostgreSQL, and SQLite runs one transaction
 * at a time anyway.
 * @example await lockUser(trx, 7) // update "user" set "updated_at" = "updated_at" where "id" = 7
 */
export const lockUser = (db: Executor, userId: number) =>
  db
    .updateTable('user')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();

/**
 * Gives the account the login_streak row its attempts queue on, once.
 * @example await ensureLoginStreak(trx, 7) // insert into "login_streak" ("user_id") values (7) on conflict ("user_id") do nothing
 */
export const ensureLoginStreak = (db: Executor, userId: number) =>
  db
    .insertInto('login_streak')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

/**
 * Takes the account's login_streak row until the transaction ends, and reads it: a parallel
 * attempt on the account waits here until this one's failure is counted (PostgreSQL's row lock;
 * SQLite runs one transaction at a time), then reads the row as this one left it.
 * @example await lockLoginStreak(trx, 7) // update "login_streak" set "failures" = "failures" where "user_id" = 7 returning "failures", "last_failed_at"
 */
export const lockLoginStreak = (db: Executor, userId: number) =>
  db
    .updateTable('login_streak')
    .set((eb) => ({ failures: eb.ref('failures') }))
    .where('user_id', '=', userId)
    .returning(['failures', 'last_failed_at'])
    .executeTakeFirstOrThrow();

/** When the account's failed logins after `sinceIso` happened, newest first, at most `limit`. */
export const recentLoginFailures = async (db: Executor, userId: number, sinceIso: string, limit: number): Promise<string[]> =>
  (
    await db
      .selectFrom('login_failure')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>', sinceIso)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()
  ).map((row) => row.created_at);

/** Drops the account's failed logins that no longer count (at or before `beforeIso`). */
export const pruneLoginFailures = (db: Executor, userId: number, beforeIso: string) =>
  db.deleteFrom('login_failure').where('user_id', '=', userId).where('created_at', '<=', beforeIso).execute();

/**
 * Counts one failed login: the run goes up by one and the hour gets a row. Answers the row's id
 * and the run's new length.
 * @example
 * // update "login_streak" set "failures" = "failures" + 1, "last_failed_at" = ? where "user_id" = ? returning "failures"
 * // insert into "login_failure" ("user_id", "created_at") values (?, ?) returning "id"
 */
export async function countLoginFailure(db: Executor, userId: number, atIso: string): Promise<{ id: number; failures: number }> {
  const { failures } = await db
    .updateTable('login_streak')
    .set((eb) => ({ failures: eb('failures', '+', 1), last_failed_at: atIso }))
    .where('user_id', '=', userId)
    .returning('failures')
    .executeTakeFirstOrThrow();
  const { id } = await db.insertInto('login_failure').values({ user_id: userId, created_at: atIso }).returning('id').executeTakeFirstOrThrow();
  return { id, failures };
}

/** A successful login: its counted failure goes, and the run of failures ends. */
export async function endLoginStreak(db: Executor, userId: number, failureId: number): Promise<void> {
  await db.deleteFrom('login_failure').where('id', '=', failureId).execute();
  await db.updateTable('login_streak').set({ failures: 0, last_failed_at: null }).where('user_id', '=', userId).execute();
}

/** An attempt that was counted but never compared (the password check was refused): it counts as nothing. */
export async function uncountLoginFailure(db: Executor, userId: number, failureId: number): Promise<void> {
  await db.deleteFrom('login_failure').where('id', '=', failureId).execute();
  await db
    .updateTable('login_streak')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('user_id', '=', userId)
    .where('failures', '>', 0)
    .execute();
}

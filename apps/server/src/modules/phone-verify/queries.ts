/** Kysely only: a user's SMS codes and the phone they proved. */
import type { Executor } from '../../db/database';

/**
 * Takes the account's row lock until the transaction ends (a no-op update), so two requests for a
 * code decide one after the other.
 * @example await lockAccount(trx, 7) // update "user" set "updated_at" = "updated_at" where "id" = 7
 */
export const lockAccount = (db: Executor, userId: number) =>
  db
    .updateTable('user')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();

export const findAccount = (db: Executor, userId: number) =>
  db.selectFrom('user').select(['id', 'phone', 'phone_verified']).where('id', '=', userId).executeTakeFirst();

/** The account's codes issued after `sinceIso` (for the limits). */
export const recentPhoneCodes = (db: Executor, userId: number, sinceIso: string) =>
  db.selectFrom('phone_code').select(['created_at', 'attempts', 'used_at']).where('user_id', '=', userId).where('created_at', '>', sinceIso).execute();

/** Ends the account's unused codes: no further try is allowed on them. */
export const closeOpenPhoneCodes = (db: Executor, userId: number) =>
  db
    .updateTable('phone_code')
    .set((eb) => ({ max_attempts: eb.ref('attempts') }))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

export const insertPhoneCode = async (
  db: Executor,
  row: { user_id: number; phone: string; code_hash: string; max_attempts: number; expires_at: string; created_at: string },
) =>
  (
    await db
      .insertInto('phone_code')
      .values({ ...row, used_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const deletePhoneCode = (db: Executor, id: number) => db.deleteFrom('phone_code').where('id', '=', id).execute();

export const latestPhoneCode = (db: Executor, userId: number) =>
  db.selectFrom('phone_code').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();

/**
 * Counts one try on a code while it has tries left and is unused and unexpired; false when not.
 * @example update "phone_code" set "attempts" = "attempts" + 1 where "id" = ? and "attempts" < "max_attempts" and "used_at" is null and "expires_at" > ?
 */
export async function claimPhoneTry(db: Executor, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('phone_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the code used and records the proved phone as the account's; false when another request used it first. */
export async function usePhoneCode(db: Executor, code: { id: number; user_id: number; phone: string }, nowIso: string): Promise<boolean> {
  const used = await db.updateTable('phone_code').set({ used_at: nowIso }).where('id', '=', code.id).where('used_at', 'is', null).executeTakeFirst();
  if (used.numUpdatedRows === 0n) return false;
  await db.updateTable('user').set({ phone: code.phone, phone_verified: code.phone, updated_at: nowIso }).where('id', '=', code.user_id).execute();
  return true;
}

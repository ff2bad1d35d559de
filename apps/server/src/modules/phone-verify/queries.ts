/** Kysely only: the account's phone and the phone it proved. Its codes (`phone_code`) go through auth/code-flow.ts. */
import type { Executor } from '../../db/database';

export const findAccount = (db: Executor, userId: number) =>
  db.selectFrom('user').select(['id', 'phone', 'phone_verified']).where('id', '=', userId).executeTakeFirst();

/**
 * Records the proved number as the account's phone.
 * @example update "user" set "phone" = ?, "phone_verified" = ?, "updated_at" = ? where "id" = ?
 */
export const provePhone = (db: Executor, userId: number, phone: string, nowIso: string) =>
  db.updateTable('user').set({ phone, phone_verified: phone, updated_at: nowIso }).where('id', '=', userId).execute();

/** Kysely only: the account's address and the address it proved. Its codes (`email_code`) go through auth/code-flow.ts. */
import type { Executor } from '../../db/database';

export const findAccountEmail = (db: Executor, userId: number) =>
  db.selectFrom('user').select(['id', 'email', 'email_verified', 'firstname']).where('id', '=', userId).executeTakeFirst();

/**
 * Records `email` as proved while it is still the account's address; false when it changed since the code was sent.
 * @example update "user" set "email_verified" = ?, "updated_at" = ? where "id" = ? and "email" = ?
 */
export async function proveEmail(db: Executor, userId: number, email: string, nowIso: string): Promise<boolean> {
  const proved = await db
    .updateTable('user')
    .set({ email_verified: email, updated_at: nowIso })
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return proved.numUpdatedRows > 0n;
}

/** Whether the account's current address is the proved one. */
export async function hasProvedEmail(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirst();
  return !!row && row.email_verified !== '' && row.email_verified === row.email;
}

/**
 * The rules the three "send a 6-digit code, then the code back" flows share (password reset by
 * mail, phone by SMS, e-mail address by mail), parameterised by the flow's table: issuing a code
 * within the account's limits (reset-limits.ts), taking it back when it could not be sent, and
 * counting a try before comparing. Each flow keeps what differs: whom it asks, how it sends, how
 * the code is hashed, and what a right code proves.
 * @example
 * const reserved = await reserveCode(db, 'email_code', userId, { email, code_hash });
 * if (!reserved.ok) return reserved; // 1000010 with `seconds`
 * const sent = await deliverCode(db, 'email_code', reserved.value, ErrorCode.mailFailed, () => mailer.send(mail));
 * const latest = await claimLatestCode(db, 'email_code', userId, (row) => codeMatchesFor(secret, purpose(row.email), userId, code, row.code_hash));
 */
import { type Code, ErrorCode } from '@agora/contract/errors';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { Database, PasswordResetTable } from '../../db/schema';
import { fail, ok, type Result } from '../../lib/errors';
import { isoIn, nowIso } from '../../lib/time';
import { lockUser } from './queries';
import { CODE_TTL, nextCodeAllowance, TRIES_WINDOW } from './reset-limits';

/** The tables that hold sent codes; each has the columns of `password_reset`, plus what its flow records. */
export type CodeTable = 'password_reset' | 'phone_code' | 'email_code';

/** The flow's own columns, which it fills when a code is issued (the code's hash, the number or address). */
type OwnColumns<T extends CodeTable> = { code_hash: string } & Omit<
  Insertable<Database[T]>,
  'id' | 'user_id' | 'attempts' | 'max_attempts' | 'expires_at' | 'used_at' | 'created_at'
>;

/**
 * The executor seen through the columns every code table has, under one name (`code_table`) that
 * stands for whichever table is passed: the queries below are the same SQL on each.
 */
const codes = (db: Executor) => db as unknown as Kysely<{ code_table: PasswordResetTable }>;
const named = (table: CodeTable) => table as unknown as 'code_table';

const wrongCode = () => fail(ErrorCode.captchaFailed, { field: 'code', reason: 'invalid' });

/**
 * Records a new code for the account if its limits allow one, and answers the row's id; 1000010
 * with the seconds to wait when not. Decided under the account's lock, so parallel requests cannot
 * pass the daily limit; a new code ends the ones before it.
 * @example
 * // update "user" set "updated_at" = "updated_at" where "id" = ?
 * // select "created_at", "attempts", "used_at" from "phone_code" where "user_id" = ? and "created_at" > ?
 * // update "phone_code" set "max_attempts" = "attempts" where "user_id" = ? and "used_at" is null
 * // insert into "phone_code" (...) values (...) returning "id"
 * const reserved = await reserveCode(db, 'phone_code', userId, { phone, code_hash: hashPhoneCode(secret, userId, phone, code) });
 */
export async function reserveCode<T extends CodeTable>(db: Db, table: T, userId: number, own: OwnColumns<T>): Promise<Result<number>> {
  const reserved = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const allowance = async () => {
      const recent = await codes(trx)
        .selectFrom(named(table))
        .select(['created_at', 'attempts', 'used_at'])
        .where('user_id', '=', userId)
        .where('created_at', '>', isoIn(-TRIES_WINDOW))
        .execute();
      return nextCodeAllowance(recent, Date.now());
    };
    const before = await allowance();
    if (!before.ok) return before;
    // Close the old codes where they stand, then count again: a try that landed on one meanwhile is
    // counted too, and a try still in flight finds no tries left.
    await codes(trx)
      .updateTable(named(table))
      .set((eb) => ({ max_attempts: eb.ref('attempts') }))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const granted = await allowance();
    if (!granted.ok) return granted;
    const row = { ...own, user_id: userId, max_attempts: granted.tries, expires_at: isoIn(CODE_TTL), used_at: null, created_at: nowIso() };
    const { id } = await codes(trx).insertInto(named(table)).values(row).returning('id').executeTakeFirstOrThrow();
    return { ok: true as const, id };
  });
  return reserved.ok ? ok(reserved.id) : fail(ErrorCode.tooManyRequests, undefined, { seconds: reserved.seconds });
}

/**
 * Sends a reserved code; when sending fails the code is removed again (it neither works nor counts
 * towards the limits) and the flow's `failure` (mail or SMS failed, spec §8) is answered.
 */
export async function deliverCode(db: Db, table: CodeTable, id: number, failure: Code, send: () => Promise<unknown>): Promise<Result<null>> {
  try {
    await send();
    return ok(null);
  } catch {
    await codes(db).deleteFrom(named(table)).where('id', '=', id).execute();
    return fail(failure);
  }
}

/**
 * The account's newest code, once a try on it is counted and `matches` says the typed code is it;
 * "invalid" when there is none, it is used or expired, or the code is wrong, and "noTriesLeft" when
 * its tries are spent. The try is counted before comparing, in one conditional update, so parallel
 * guesses get no more comparisons than the code allows (PostgreSQL checks the condition again on
 * the row as the previous try left it).
 * @example
 * // update "password_reset" set "attempts" = "attempts" + 1
 * // where "id" = ? and "attempts" < "max_attempts" and "used_at" is null and "expires_at" > ?
 * const reset = await claimLatestCode(db, 'password_reset', user.id, (row) => resetCodeMatches(secret, user.id, code, row.code_hash));
 */
export async function claimLatestCode<T extends CodeTable>(
  db: Db,
  table: T,
  userId: number,
  matches: (row: Selectable<Database[T]>) => boolean,
): Promise<Result<Selectable<Database[T]>>> {
  const latest = await codes(db).selectFrom(named(table)).selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!latest || latest.used_at || latest.expires_at <= nowIso()) return wrongCode();
  const claimed = await codes(db)
    .updateTable(named(table))
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return fail(ErrorCode.captchaFailed, { field: 'code', reason: 'noTriesLeft' });
  // selectAll read the flow's own columns too (the number, the address).
  const row = latest as unknown as Selectable<Database[T]>;
  return matches(row) ? ok(row) : wrongCode();
}

/**
 * Marks a code used, once: false when another request used it first. Run in the transaction that
 * records what the code proves.
 * @example update "email_code" set "used_at" = ? where "id" = ? and "used_at" is null
 */
export async function markCodeUsed(db: Executor, table: CodeTable, id: number): Promise<boolean> {
  const result = await codes(db).updateTable(named(table)).set({ used_at: nowIso() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

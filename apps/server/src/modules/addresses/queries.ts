/** Kysely only: a user's delivery addresses and which one is the default. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AddressTable } from '../../db/schema';

export type AddressRow = Selectable<AddressTable>;

/**
 * The user's addresses, the default first, then newest first.
 * @example await selectAddresses(db, 7) // select * from "address" where "user_id" = 7 order by "is_default" desc, "created_at" desc, "id" desc
 */
export const selectAddresses = (db: Executor, userId: number) =>
  db
    .selectFrom('address')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** One of the user's addresses; another user's is not found. */
export const selectAddress = (db: Executor, userId: number, addressId: number) =>
  db.selectFrom('address').selectAll().where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();

export const selectDefaultAddress = (db: Executor, userId: number) =>
  db.selectFrom('address').selectAll().where('user_id', '=', userId).where('is_default', '=', 1).orderBy('id', 'desc').executeTakeFirst();

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: Executor, values: Insertable<AddressTable>): Promise<number> {
  const { id } = await db.insertInto('address').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export const updateAddress = (db: Executor, userId: number, addressId: number, values: Updateable<AddressTable>) =>
  db.updateTable('address').set(values).where('id', '=', addressId).where('user_id', '=', userId).execute();

export const deleteAddress = (db: Executor, userId: number, addressId: number) =>
  db.deleteFrom('address').where('id', '=', addressId).where('user_id', '=', userId).execute();

/**
 * Makes one address the user's only default: every other one stops being it.
 * @example await makeDefault(trx, 7, 3) // update "address" set "is_default" = case when "id" = 3 then 1 else 0 end where "user_id" = 7
 */
export const makeDefault = (db: Executor, userId: number, addressId: number) =>
  db
    .updateTable('address')
    .set((eb) => ({
      is_default: eb.case().when('id', '=', addressId).then(1).else(0).end(),
    }))
    .where('user_id', '=', userId)
    .execute();

/** The user's newest address, the default's heir when the default is removed. */
export const selectNewestAddress = (db: Executor, userId: number) =>
  db.selectFrom('address').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();

/** Shop applications and the shops approval opens: Kysely only, each taking the caller's executor. */

import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The user's latest application, if any.
 * @example await latestApplicationOf(db, 7) // select … from "shop_application" where "user_id" = 7 order by "id" desc limit 1
 */
export const latestApplicationOf = (db: Executor, userId: number) =>
  db.selectFrom('shop_application').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();

/** Whether the user has an application under review or approved (the unique index keeps it to one). */
export const hasOpenApplication = async (db: Executor, userId: number) =>
  (await db.selectFrom('shop_application').select('id').where('user_id', '=', userId).where('status', 'in', ['pending', 'approved']).executeTakeFirst()) !==
  undefined;

/** Whether the user owns a shop already (any state but refused). */
export const ownsShop = async (db: Executor, userId: number) =>
  (await db.selectFrom('shop').select('id').where('user_id', '=', userId).where('status', '!=', 'rejected').executeTakeFirst()) !== undefined;

/**
 * Whether an active shop uses this name, ignoring case (two shops a buyer cannot tell apart).
 * @example await activeShopNamed(db, 'Mira') // … where lower("name") = lower(?) and "status" = 'active'
 */
export const activeShopNamed = async (db: Executor, name: string) =>
  (await db
    .selectFrom('shop')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('status', '=', 'active')
    .executeTakeFirst()) !== undefined;

export const insertApplication = (db: Executor, row: Insertable<Database['shop_application']>) =>
  db.insertInto('shop_application').values(row).returning(['id', 'shop_name', 'created_at']).executeTakeFirstOrThrow();

export const findApplication = (db: Executor, id: number) => db.selectFrom('shop_application').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Decides a pending application, and only a pending one: answers false when another review got
 * there first, so a decision is taken once however many reviewers press at the same moment.
 */
export async function decidePending(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string; reviewed_by: number; reviewed_at: string },
): Promise<boolean> {
  const result = await db.updateTable('shop_application').set(decision).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setApplicationShop = (db: Executor, id: number, shopId: number) =>
  db.updateTable('shop_application').set({ shop_id: shopId }).where('id', '=', id).execute();

export async function insertShop(
  db: Executor,
  shop: {
    user_id: number;
    name: string;
    contact: string;
    address: string;
    email: string;
    id_front_image: string;
    id_back_image: string;
    commission_bps: number | null;
    created_at: string;
  },
  description: string,
): Promise<number> {
  const { id } = await db
    .insertInto('shop')
    .values({ ...shop, status: 'active', updated_at: shop.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('shop_translation').values({ shop_id: id, lang: 'en', description }).execute();
  return id;
}

/** Gives the user the seller role, once. */
export async function addSellerRole(db: Executor, userId: number): Promise<void> {
  const has = await db.selectFrom('user_role').select('role').where('user_id', '=', userId).where('role', '=', 'seller').executeTakeFirst();
  if (!has) await db.insertInto('user_role').values({ user_id: userId, role: 'seller' }).execute();
}

export const findShop = (db: Executor, id: number) => db.selectFrom('shop').select(['id', 'commission_bps']).where('id', '=', id).executeTakeFirst();

export const setShopCommission = (db: Executor, id: number, commissionBps: number | null, now: string) =>
  db.updateTable('shop').set({ commission_bps: commissionBps, updated_at: now }).where('id', '=', id).execute();

/** Website config `commission_bps`, if set and a number. */
export async function configuredCommission(db: Executor): Promise<number | null> {
  const row = await db.selectFrom('website_config').select('value').where('key', '=', 'commission_bps').executeTakeFirst();
  const value = Number(row?.value);
  return row && row.value.trim() !== '' && Number.isInteger(value) ? value : null;
}

/**
 * The id of the user's open shop, for "go to my shop".
 * @example await openShopIdOf(db, 7) // select "id" from "shop" where "user_id" = 7 and "status" = 'active' order by "id" limit 1
 */
export const openShopIdOf = async (db: Executor, userId: number): Promise<number | null> =>
  (await db.selectFrom('shop').select('id').where('user_id', '=', userId).where('status', '=', 'active').orderBy('id').limit(1).executeTakeFirst())?.id ?? null;

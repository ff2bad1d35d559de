/** SQL for the user's page: one small read-only query per section; each takes the executor. */
import type { Role } from '@agora/contract/auth';
import { SECTION_LATEST, SECTION_PAGE_SIZE } from '@agora/contract/users-admin';
import type { Executor } from '../../db/database';

/** Each user's roles, for a page of users. */
export async function rolesByUser(db: Executor, userIds: number[]): Promise<Map<number, Role[]>> {
  const roles = new Map<number, Role[]>();
  if (!userIds.length) return roles;
  const rows = await db.selectFrom('user_role').select(['user_id', 'role']).where('user_id', 'in', userIds).orderBy('role').execute();
  for (const row of rows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.role]);
  return roles;
}

export const findUser = (db: Executor, id: number) =>
  db
    .selectFrom('user')
    .select(['id', 'firstname', 'email', 'phone', 'avatar', 'lang', 'status', 'invitation_code', 'invited_by', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();

export const firstnameOf = async (db: Executor, id: number | null) =>
  id === null ? null : ((await db.selectFrom('user').select(['id', 'firstname']).where('id', '=', id).executeTakeFirst()) ?? null);

export const staffRolesOfUser = async (db: Executor, userId: number) =>
  (await db.selectFrom('staff_role').select('role').where('user_id', '=', userId).orderBy('role').execute()).map((r) => r.role);

/** The account's login record: the run of wrong passwords and the failures since `hourAgo`. */
export async function loginRecord(db: Executor, userId: number, hourAgo: string) {
  const [streak, hour] = await Promise.all([
    db.selectFrom('login_streak').select(['failures', 'last_failed_at']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('login_failure').select('created_at').where('user_id', '=', userId).where('created_at', '>', hourAgo).orderBy('created_at', 'desc').execute(),
  ]);
  return { failures: streak?.failures ?? 0, lastFailedAt: streak?.last_failed_at ?? null, recent: hour.map((r) => r.created_at) };
}

/** The account's blocks, newest first, with who blocked and unblocked. */
export const blocksOf = (db: Executor, userId: number) =>
  db
    .selectFrom('user_block')
    .leftJoin('user as blocker', 'blocker.id', 'user_block.blocked_by')
    .leftJoin('user as unblocker', 'unblocker.id', 'user_block.unblocked_by')
    .select([
      'user_block.id',
      'user_block.reason',
      'user_block.blocked_at',
      'user_block.unblocked_at',
      'blocker.id as blocker_id',
      'blocker.firstname as blocker_name',
      'unblocker.id as unblocker_id',
      'unblocker.firstname as unblocker_name',
    ])
    .where('user_block.user_id', '=', userId)
    .orderBy('user_block.id', 'desc')
    .limit(SECTION_LATEST)
    .execute();

export const addressesOf = (db: Executor, userId: number) =>
  db
    .selectFrom('address')
    .select(['id', 'first_name', 'phone', 'country', 'state', 'city', 'postcode', 'address', 'is_default'])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();

/** One page of the buyer's orders, newest first, and how many there are. */
export async function ordersOf(db: Executor, userId: number, page: number) {
  const [list, count] = await Promise.all([
    db
      .selectFrom('orders')
      .innerJoin('shop', 'shop.id', 'orders.shop_id')
      .select([
        'orders.id',
        'orders.order_sn',
        'shop.id as shop_id',
        'shop.name as shop_name',
        'orders.payment_method',
        'orders.payment_status',
        'orders.delivery_status',
        'orders.actual_pay',
        'orders.created_at',
      ])
      .where('orders.user_id', '=', userId)
      .orderBy('orders.id', 'desc')
      .limit(SECTION_PAGE_SIZE)
      .offset((page - 1) * SECTION_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export const walletOf = (db: Executor, userId: number) =>
  db.selectFrom('wallet').select(['balance', 'frozen']).where('user_id', '=', userId).executeTakeFirst();

/** One page of the wallet's ledger, newest first, and how many rows there are. */
export async function ledgerOf(db: Executor, userId: number, page: number) {
  const [list, count] = await Promise.all([
    db
      .selectFrom('wallet_ledger')
      .select(['id', 'kind', 'amount', 'balance_after', 'reference', 'remark', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(SECTION_PAGE_SIZE)
      .offset((page - 1) * SECTION_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export async function refundsOf(db: Executor, userId: number) {
  const [list, count] = await Promise.all([
    db
      .selectFrom('refund_request')
      .innerJoin('orders', 'orders.id', 'refund_request.order_id')
      .select(['refund_request.id', 'orders.order_sn', 'refund_request.type', 'refund_request.state', 'refund_request.amount', 'refund_request.created_at'])
      .where('refund_request.user_id', '=', userId)
      .orderBy('refund_request.id', 'desc')
      .limit(SECTION_LATEST)
      .execute(),
    db
      .selectFrom('refund_request')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

/** The buyer's conversations with shops and the mall, latest message first. */
export async function conversationsOf(db: Executor, userId: number) {
  const [list, count] = await Promise.all([
    db
      .selectFrom('ticket')
      .leftJoin('shop', 'shop.id', 'ticket.shop_id')
      .select(['ticket.id', 'ticket.subject', 'ticket.state', 'ticket.last_message_at', 'shop.id as shop_id', 'shop.name as shop_name'])
      .where('ticket.user_id', '=', userId)
      .orderBy('ticket.last_message_at', 'desc')
      .orderBy('ticket.id', 'desc')
      .limit(SECTION_LATEST)
      .execute(),
    db
      .selectFrom('ticket')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export const shopOf = (db: Executor, userId: number) =>
  db.selectFrom('shop').select(['id', 'name', 'status', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();

/** Whom the user invited (their referral code's sign-ups), newest first, and how many. */
export async function referralsOf(db: Executor, userId: number) {
  const [list, count] = await Promise.all([
    db.selectFrom('user').select(['id', 'firstname', 'created_at']).where('invited_by', '=', userId).orderBy('id', 'desc').limit(SECTION_LATEST).execute(),
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invited_by', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export const signInsOf = (db: Executor, userId: number) =>
  db.selectFrom('sign_in').select(['ip', 'user_agent', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(SECTION_LATEST).execute();

/**
 * `GET /admin/user/list`: accounts found by name, e-mail, phone or id, filtered by role, state and
 * sign-up day, newest first, paged and counted by the database.
 * @example
 * await listUsers(db, { q: 'ana', role: 'seller', state: 'blocked', page: 1, page_size: 20 })
 * // … where (lower("firstname") like '%ana%' escape '\' or lower("email") like … or "phone" like …)
 * //   and exists (select 1 from "user_role" where "user_id" = "user"."id" and "role" = 'seller')
 * //   and "status" = 'disabled' order by "id" desc limit 20 offset 0
 */

import type { Page } from '@agora/contract/envelope';
import type { AdminUser, UserListQuery } from '@agora/contract/users-admin';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { DAY, HOUR } from '../../lib/time';
import { FREE_FAILURES, HOURLY_FAILURES } from '../auth/login-limits';
import { rolesByUser } from './user-queries';

type UserEb = ExpressionBuilder<Database, 'user'>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether the failed-login limits pause the account: five or more wrong passwords in a row, or
 * the hour's cap reached. The one definition the filter, the list and the user's page share.
 */
export const lockedExpression = (eb: UserEb, hourAgo: string) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('login_streak')
        .select('login_streak.user_id')
        .whereRef('login_streak.user_id', '=', 'user.id')
        .where('login_streak.failures', '>=', FREE_FAILURES),
    ),
    eb(
      eb
        .selectFrom('login_failure')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('login_failure.user_id', '=', 'user.id')
        .where('login_failure.created_at', '>', hourAgo),
      '>=',
      HOURLY_FAILURES,
    ),
  ]);

/** The search's and filters' conditions on `user`. */
function matching(eb: UserEb, query: UserListQuery, hourAgo: string) {
  const conditions = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    const found = [
      eb(sql`lower(${sql.ref('user.firstname')})`, 'like', sql<string>`${pattern} escape '\\'`),
      eb(sql`lower(${sql.ref('user.email')})`, 'like', sql<string>`${pattern} escape '\\'`),
      eb(sql`${sql.ref('user.phone')}`, 'like', sql<string>`${pattern} escape '\\'`),
    ];
    if (/^\d{1,10}$/.test(query.q) && Number(query.q) <= 2_147_483_647) found.push(eb('user.id', '=', Number(query.q)));
    conditions.push(eb.or(found));
  }
  if (query.role) {
    const role = query.role;
    conditions.push(
      eb.exists(eb.selectFrom('user_role').select('user_role.user_id').whereRef('user_role.user_id', '=', 'user.id').where('user_role.role', '=', role)),
    );
  }
  if (query.state === 'active') conditions.push(eb('user.status', '=', 'active'));
  if (query.state === 'blocked') conditions.push(eb('user.status', '<>', 'active'));
  if (query.state === 'locked') conditions.push(lockedExpression(eb, hourAgo));
  if (query.from) conditions.push(eb('user.created_at', '>=', `${query.from}T00:00:00.000Z`));
  if (query.to) conditions.push(eb('user.created_at', '<', new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY).toISOString()));
  return eb.and(conditions);
}

/** The list's columns for the users `where` picks, newest first. */
function selectUsers(db: Executor, hourAgo: string, where: (eb: UserEb) => ReturnType<UserEb['and']>) {
  return db
    .selectFrom('user')
    .where(where)
    .select((eb) => [
      'user.id',
      'user.firstname',
      'user.email',
      'user.phone',
      'user.avatar',
      'user.status',
      'user.created_at',
      eb.case().when(lockedExpression(eb, hourAgo)).then(1).else(0).end().as('locked'),
    ])
    .orderBy('user.id', 'desc');
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

async function withRoles(db: Executor, rows: UserRow[]): Promise<AdminUser[]> {
  const roles = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    email: r.email,
    phone: r.phone,
    avatar: r.avatar,
    roles: roles.get(r.id) ?? [],
    state: r.status === 'active' ? 'active' : 'blocked',
    locked: Number(r.locked) === 1,
    created_at: r.created_at,
  }));
}

export async function listUsers(db: Executor, query: UserListQuery, now = Date.now()): Promise<Page<AdminUser>> {
  const hourAgo = new Date(now - HOUR).toISOString();
  const [rows, count] = await Promise.all([
    selectUsers(db, hourAgo, (eb) => matching(eb, query, hourAgo))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    db
      .selectFrom('user')
      .where((eb) => matching(eb, query, hourAgo))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await withRoles(db, rows), total: Number(count.n), page: query.page, page_size: query.page_size };
}

/** One user as the list shows them (what block, unblock and unlock answer). */
export async function adminUser(db: Executor, id: number, now = Date.now()): Promise<AdminUser | undefined> {
  const hourAgo = new Date(now - HOUR).toISOString();
  const rows = await selectUsers(db, hourAgo, (eb) => eb.and([eb('user.id', '=', id)])).execute();
  return (await withRoles(db, rows))[0];
}

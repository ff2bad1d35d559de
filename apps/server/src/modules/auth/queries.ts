/** SQL for accounts and tokens. Every function takes the executor, so a service's transaction flows through. */
import type { Role } from '@agora/contract/auth';
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

export const deleteExpiredTokens = (db: Executor, nowIso: string) => db.deleteFrom('access_token').where('expires_at', '<', nowIso).execute();

export const latestReset = (db: Executor, userId: number) =>
  db.selectFrom('password_reset').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();

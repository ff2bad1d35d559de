/**
 * Who is calling: resolves the `access-token` header to a user. A token we never issued answers
 * 1000004, a missing or expired one 1100003, and a disabled account 2000017.
 */
import type { Role } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import type { StaffRole } from '@agora/contract/staff';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findToken, rolesOf, staffRolesOf } from './queries';
import { hashToken } from './tokens';

export interface SessionUser {
  id: number;
  tokenId: number;
  roles: Role[];
  /** The console roles of a user with the `admin` role; [] for everyone else. */
  staff: StaffRole[];
}

export async function authenticate(db: Db, token: string | undefined): Promise<Result<SessionUser>> {
  if (!token) return fail(ErrorCode.tokenExpired);
  const row = await findToken(db, hashToken(token));
  if (!row) return fail(ErrorCode.invalidToken);
  // A blocked account's tokens were expired with the block (users-admin/block-user.ts): they answer 2000017 while it lasts.
  if (row.status !== 'active') return fail(ErrorCode.accountUnavailable);
  if (row.expires_at <= nowIso()) return fail(ErrorCode.tokenExpired);
  const roles = await rolesOf(db, row.user_id);
  return ok({ id: row.user_id, tokenId: row.token_id, roles, staff: roles.includes('admin') ? await staffRolesOf(db, row.user_id) : [] });
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['access-token'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

/** A preHandler for routes that need a logged-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const result = await authenticate(request.server.db, tokenOf(request));
  if (!result.ok) throw new AppError(result.code);
  request.user = result.value;
}

/** A preHandler for routes that need one of the given roles (after requireUser). */
export function requireRole(role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!request.user?.roles.includes(role)) throw new AppError(ErrorCode.noPermission);
  };
}

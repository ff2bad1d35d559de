/**
 * The sign-in handoff: the seller centre (`seller.<host>`) and the admin console (`admin.<host>`)
 * are other origins, whose browser storage does not hold the mall's token. The mall asks for a
 * one-time code (`POST /customer/user/handoff`, logged in), opens the area's address with
 * `?handoff=<code>` in its hash, and the area exchanges the code once for a session of its own
 * (`POST /customer/login/handoff`). The token never travels in an address; a code does, lives
 * 60 s, is stored only as an HMAC under the app secret, and works once.
 */

import { createHmac } from 'node:crypto';
import { type LoginResult, loginResultSchema } from '@agora/contract/auth';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  createHandoffInputSchema,
  exchangeHandoffInputSchema,
  HANDOFF_TTL_SECONDS,
  type Handoff,
  type HandoffTarget,
  handoffSchema,
} from '@agora/contract/handoff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { success } from '../../lib/envelope';
import { fail, ok, type Result, unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { isoIn, nowIso, SECOND } from '../../lib/time';
import { findUserById } from './queries';
import { sellerUrlOf } from './routes';
import { startSession } from './service';
import { requireUser } from './session';
import { newToken } from './tokens';

/**
 * The stored form of a code: HMAC-SHA-256 under the app secret (as reset codes), so a copy of the
 * database alone cannot be turned into a working code.
 */
export const hashHandoffCode = (secret: string, code: string): string => createHmac('sha256', secret).update(`login-handoff:${code}`).digest('hex');

/**
 * The area's address carrying the code: the seller centre's from lib/seller-url.ts, the admin
 * console's beside it (`admin.<host>`, or `#/admin` where the seller centre is `#/seller`).
 * @example handoffUrl('http://seller.shop.test', 'admin', 'c0de') // 'http://admin.shop.test/#/?handoff=c0de'
 */
export function handoffUrl(sellerUrl: string, target: HandoffTarget, code: string): string {
  const base = target === 'seller' ? sellerUrl : sellerUrl.replace('://seller.', '://admin.').replace(/#\/seller$/, '#/admin');
  return `${base.includes('#') ? base : `${base}/#/`}?handoff=${encodeURIComponent(code)}`;
}

/** A code for the caller's session, which the new session copies (a "remember me" one lasts as long). */
export async function createHandoff(db: Db, secret: string, user: { id: number; tokenId: number }): Promise<string> {
  const token = await db.selectFrom('access_token').select('remember').where('id', '=', user.tokenId).executeTakeFirst();
  const code = newToken();
  await db
    .insertInto('login_handoff')
    .values({
      code_hash: hashHandoffCode(secret, code),
      user_id: user.id,
      remember: token?.remember ?? 0,
      expires_at: isoIn(HANDOFF_TTL_SECONDS * SECOND),
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Uses a code, once: one conditional update claims it, so of two exchanges of one code only one
 * changes the row (PostgreSQL re-checks `used_at` on the row the first one left). A used, expired
 * or unknown code answers 1000004, as an unknown token does.
 * @example
 * // update "login_handoff" set "used_at" = ? where "code_hash" = ? and "used_at" is null and "expires_at" > ?
 */
export async function exchangeHandoff(db: Db, secret: string, code: string, sellerUrl: string): Promise<Result<LoginResult>> {
  const now = nowIso();
  const claimed = await db
    .updateTable('login_handoff')
    .set({ used_at: now })
    .where('code_hash', '=', hashHandoffCode(secret, code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'remember'])
    .executeTakeFirst();
  if (!claimed) return fail(ErrorCode.invalidToken);
  const user = await findUserById(db, claimed.user_id);
  if (user?.status !== 'active') return fail(ErrorCode.accountUnavailable);
  // Spent and expired codes have done their work.
  await db.deleteFrom('login_handoff').where('expires_at', '<', now).execute();
  return ok(await startSession(db, user.id, claimed.remember === 1, sellerUrl));
}

export async function handoffRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.appSecret;

  app.post(
    '/customer/user/handoff',
    {
      schema: {
        ...docs(
          'account',
          'A one-time code (60 s) and the seller centre or admin console address carrying it',
          [ErrorCode.invalidToken, ErrorCode.tokenExpired],
          {
            security: true,
          },
        ),
        body: createHandoffInputSchema,
        response: { 200: envelopeSchema(handoffSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const code = await createHandoff(app.db, secret, request.user!);
      return success(request, { code, url: handoffUrl(sellerUrlOf(request), request.body.target, code) } satisfies Handoff);
    },
  );

  app.post(
    '/customer/login/handoff',
    {
      schema: {
        ...docs('account', 'Exchange a handoff code, once, for a new session (the login answer)', [
          ErrorCode.missingParameter,
          ErrorCode.invalidToken,
          ErrorCode.accountUnavailable,
          ErrorCode.tooManyRequests,
        ]),
        body: exchangeHandoffInputSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: 60_000 } },
    },
    async (request) => success(request, unwrap(await exchangeHandoff(app.db, secret, request.body.code, sellerUrlOf(request)))),
  );
}

/**
 * Operators: find users, read a user's page, block and unblock an account with a reason, and
 * lift the failed-login lock (`/api/admin/user/*`). Reading is open to support, orders and
 * finance; blocking, unblocking and unlocking to support (and the owner).
 * @example curl -H 'access-token: …' 'http://127.0.0.1:8080/api/admin/user/list?q=ana&state=blocked'
 */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminUserPageSchema,
  adminUserSchema,
  userBlockInputSchema,
  userDetailQuerySchema,
  userDetailSchema,
  userIdInputSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from '@agora/contract/users-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { blockUser, unblockUser, unlockUser } from './block-user';
import { listUsers } from './list-users';
import { userDetail } from './user-detail';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];
const CHANGE_CODES = [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.dataOperationFailed];

export async function userAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/user/list',
    {
      schema: {
        ...doc(
          'Users, newest first: `q` finds a name, e-mail or phone containing it (any case) or the user with that id; `role` (buyer, seller, admin), `state` (active, blocked, or locked: failed logins paused it) and the sign-up day between `from` and `to` (YYYY-MM-DD, UTC, inclusive) narrow the list; `page`, `page_size` (at most 100)',
          [ErrorCode.invalidParameter],
        ),
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(adminUserPageSchema) },
      },
    },
    async (request) => success(request, await listUsers(app.db, request.query)),
  );

  app.get(
    '/user/:id',
    {
      schema: {
        ...doc(
          'A user’s page: profile, failed-login lock, block history (with reasons), addresses, orders (10 a page, `orders_page`), wallet and ledger (10 a page, `ledger_page`), and the latest 20 refunds, conversations, referrals (with whom they were invited by) and sign-ins, plus their shop. An unknown id answers 2000019',
          [ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        params: userIdParamsSchema,
        querystring: userDetailQuerySchema,
        response: { 200: envelopeSchema(userDetailSchema) },
      },
    },
    async (request) => success(request, unwrap(await userDetail(app.db, request.params.id, request.query))),
  );

  app.post(
    '/user/block',
    {
      config: { staff: ['support'] },
      schema: {
        ...doc(
          'Blocks account `id` with `reason` (kept in its block history): its sessions end at once (every token it holds answers 2000017) and its logins are refused with 2000017. 2000018 with reason `alreadyBlocked`, `blockSelf` (your own account) or `blockStaff` (a staff account: the owner’s decision); 2000019 for an unknown id',
          CHANGE_CODES,
        ),
        body: userBlockInputSchema,
        response: { 200: envelopeSchema(adminUserSchema) },
      },
    },
    async (request) => success(request, unwrap(await blockUser(app.db, request.user!, request.body))),
  );

  app.post(
    '/user/unblock',
    {
      config: { staff: ['support'] },
      schema: {
        ...doc(
          'Unblocks account `id`: it may log in again (its block history records who and when). 2000018 with reason `notBlocked` or `blockStaff` (a staff account: the owner’s decision); 2000019 for an unknown id',
          CHANGE_CODES,
        ),
        body: userIdInputSchema,
        response: { 200: envelopeSchema(adminUserSchema) },
      },
    },
    async (request) => success(request, unwrap(await unblockUser(app.db, request.user!, request.body.id))),
  );

  app.post(
    '/user/unlock',
    {
      config: { staff: ['support'] },
      schema: {
        ...doc(
          'Lifts the failed-login limits’ lock on account `id` (README, Limits): its run of wrong passwords and the hour’s failures are forgotten, so the next login compares the password at once. 2000018 with reason `notLocked` or `blockStaff` (a staff account: the owner’s decision); 2000019 for an unknown id',
          CHANGE_CODES,
        ),
        body: userIdInputSchema,
        response: { 200: envelopeSchema(adminUserSchema) },
      },
    },
    async (request) => success(request, unwrap(await unlockUser(app.db, request.user!, request.body.id))),
  );
}

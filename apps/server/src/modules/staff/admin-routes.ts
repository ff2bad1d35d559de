/** The owner's staff page: who runs the console with which roles, and invitations by e-mail. */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { STAFF_AREAS, staffAcceptInputSchema, staffInviteSchema, staffMemberSchema, staffMeSchema, staffSaveInputSchema } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { mallOriginOf } from '../auth/routes';
import { acceptInvite, readInvite } from './invite-acceptance';
import { listStaff, saveStaff } from './staff-service';

export async function staffAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/staff/me',
    {
      config: { staff: [...STAFF_AREAS] },
      schema: {
        ...docs('admin', 'The caller’s own staff roles: the console offers only the areas they open', [ErrorCode.noPermission], { security: true }),
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request) => success(request, { user_id: request.user!.id, roles: request.user!.staff }),
  );

  app.get(
    '/staff/list',
    {
      schema: {
        ...docs('admin', 'Every staff member with their roles, then the invitations still open', [ErrorCode.noPermission], { security: true }),
        response: { 200: envelopeSchema(pageSchema(staffMemberSchema).omit({ page: true, page_size: true })) },
      },
    },
    async (request) => success(request, await listStaff(app.db)),
  );

  app.post(
    '/staff/save',
    {
      schema: {
        ...docs(
          'admin',
          'Sets the roles of the account with this e-mail (no roles: no longer staff); an address without an account is invited by e-mail with a link valid 7 days (saved again: a fresh link; no roles: the invitation withdrawn). The last owner cannot be demoted (2000018, reason lastOwner)',
          [
            ErrorCode.noPermission,
            ErrorCode.invalidParameter,
            ErrorCode.missingParameter,
            ErrorCode.dataOperationFailed,
            ErrorCode.noData,
            ErrorCode.mailFailed,
          ],
          { security: true },
        ),
        body: staffSaveInputSchema,
        response: { 200: envelopeSchema(staffMemberSchema) },
      },
    },
    async (request) =>
      success(
        request,
        unwrap(await saveStaff(app.db, request.body, { ownerId: request.user!.id, lang: request.lang, mailer: app.mailer, origin: mallOriginOf(request) })),
      ),
  );
}

/** The invitation link's two steps, for someone who is not staff yet (no login). */
export async function staffInviteRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/customer/staff/invite/:token',
    {
      schema: {
        ...docs('account', 'What a staff invitation offers: the address, the roles, who invited, whether the address has an account', [ErrorCode.noData]),
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: envelopeSchema(staffInviteSchema) },
      },
    },
    async (request) => success(request, unwrap(await readInvite(app.db, request.params.token))),
  );

  app.post(
    '/customer/staff/accept',
    {
      schema: {
        ...docs(
          'account',
          'Accepts a staff invitation: a new address names itself and sets a password; an existing account gets the roles. The link works once. Then log in as usual',
          [ErrorCode.noData, ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.registerDataWrong],
        ),
        body: staffAcceptInputSchema,
        response: { 200: envelopeSchema(z.object({ email: z.string() })) },
      },
    },
    async (request) => success(request, unwrap(await acceptInvite(app.db, request.body, request.lang))),
  );
}

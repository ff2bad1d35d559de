/** The logged-in user's own data: info with counts, and profile edits. */
import { updateUserInputSchema, userInfoSchema, userSchema } from '@agora/contract/auth';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { sellerUrlOf } from '../auth/routes';
import { requireUser } from '../auth/session';
import { getUserInfo, updateUser } from './service';

const TOKEN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function userRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/info/get_userinfo',
    {
      schema: {
        ...docs('account', 'The logged-in user with cart, wishlist and unread-notice counts', TOKEN_CODES, { security: true }),
        response: { 200: envelopeSchema(userInfoSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => success(request, await getUserInfo(app.db, request.user!.id, sellerUrlOf(request), request.user!.tokenId)),
  );

  app.post(
    '/customer/info/update_user',
    {
      schema: {
        ...docs(
          'account',
          'Edit the profile: firstname, phone (WhatsApp), avatar (the path of your own upload, or empty), lang, currency (an enabled code, for mails); change the password with old_password, password and confirm_password (ends your other sessions, keeps this one)',
          [...TOKEN_CODES, ErrorCode.accountDataWrong, ErrorCode.missingParameter],
          { security: true },
        ),
        body: updateUserInputSchema,
        response: { 200: envelopeSchema(userSchema) },
      },
      config: { invalidCode: ErrorCode.accountDataWrong },
      preHandler: requireUser,
    },
    async (request) =>
      success(
        request,
        unwrap(await updateUser(app.db, request.user!.id, request.body, { mediaBaseUrl: app.config.MEDIA_BASE_URL, tokenId: request.user!.tokenId })),
      ),
  );
}

/** The logged-in user's choice of mails: which optional kinds come (modules/mail/mail-kinds.ts). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { mailSettingsInputSchema, mailSettingsSchema } from '@agora/contract/mail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { mailSettings, saveMailSettings } from './mail-settings';

const TOKEN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function mailRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/info/mail_settings',
    {
      schema: {
        ...docs('account', 'Which kinds of mail the user gets (receipts and security mails always go)', TOKEN_CODES, { security: true }),
        response: { 200: envelopeSchema(mailSettingsSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => success(request, await mailSettings(app.db, request.user!.id)),
  );

  app.post(
    '/customer/info/mail_settings',
    {
      schema: {
        ...docs('account', 'Turn kinds of mail on or off: `{kinds: {shipping: false}}`; answers every kind', [...TOKEN_CODES, ErrorCode.accountDataWrong], {
          security: true,
        }),
        body: mailSettingsInputSchema,
        response: { 200: envelopeSchema(mailSettingsSchema) },
      },
      config: { invalidCode: ErrorCode.accountDataWrong },
      preHandler: requireUser,
    },
    async (request) => success(request, await saveMailSettings(app.db, request.user!.id, request.body)),
  );
}

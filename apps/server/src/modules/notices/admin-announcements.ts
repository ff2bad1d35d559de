/** Operators write announcements (`POST /api/admin/announcement`): a title and body per language, English required. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { announcementInputSchema, announcementSchema } from '@agora/contract/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { createAnnouncement } from './announcements';

export async function adminAnnouncementRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/announcement',
    {
      schema: {
        ...docs(
          'admin',
          'Publish an announcement: title_{lang} and body_{lang} (JSON or form), English required, other languages fall back to it',
          [
            ErrorCode.invalidToken,
            ErrorCode.tokenExpired,
            ErrorCode.accountUnavailable,
            ErrorCode.noPermission,
            ErrorCode.missingParameter,
            ErrorCode.invalidParameter,
          ],
          { security: true },
        ),
        body: announcementInputSchema,
        response: { 200: envelopeSchema(announcementSchema) },
      },
    },
    async (request) => success(request, await createAnnouncement(app.db, request.user!.id, request.body, request.lang)),
  );
}

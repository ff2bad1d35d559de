/**
 * Operators write announcements (`POST /api/admin/announcement`): a title and body per language,
 * English required; and list, edit, take off (and put back) and delete them.
 */

import { envelopeSchema, idSchema, pageQuerySchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminAnnouncementSchema,
  announcementInputSchema,
  announcementPublishInputSchema,
  announcementSchema,
  announcementUpdateInputSchema,
} from '@agora/contract/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { createAnnouncement, deleteAnnouncement, listAllAnnouncements, publishAnnouncement, updateAnnouncement } from './announcements';

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

  const codes = [ErrorCode.noPermission, ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData];
  app.get(
    '/announcement/list',
    {
      schema: {
        ...docs('admin', 'Every announcement, newest first, published or not, with all its languages', [ErrorCode.noPermission], { security: true }),
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminAnnouncementSchema)) },
      },
    },
    async (request) => success(request, await listAllAnnouncements(app.db, request.query.page, request.query.page_size)),
  );
  app.post(
    '/announcement/update',
    {
      schema: {
        ...docs(
          'admin',
          'Rewrites an announcement: `id` and every title_{lang} and body_{lang} again (English required; a language left out is dropped)',
          codes,
          {
            security: true,
          },
        ),
        body: announcementUpdateInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => success(request, unwrap(await updateAnnouncement(app.db, request.body))),
  );
  app.post(
    '/announcement/publish',
    {
      schema: {
        ...docs('admin', 'published 0 takes an announcement off every reader’s list; 1 puts it back', codes, { security: true }),
        body: announcementPublishInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number(), published: z.boolean() })) },
      },
    },
    async (request) => success(request, unwrap(await publishAnnouncement(app.db, request.body.id, request.body.published))),
  );
  app.post(
    '/announcement/delete',
    {
      schema: {
        ...docs('admin', 'Deletes an announcement for good', codes, { security: true }),
        body: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => success(request, unwrap(await deleteAnnouncement(app.db, request.body.id))),
  );
}

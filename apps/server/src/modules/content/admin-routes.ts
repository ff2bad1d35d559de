/** Operators edit the website config's contact details and live-chat address (`/api/admin/site/contact`). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { siteContactInputSchema, siteContactSchema } from '@agora/contract/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { saveSiteContact, siteContact } from './site-contact';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function siteContactAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/site/contact',
    { schema: { ...doc('The contact details and live-chat address shown in the website config'), response: { 200: envelopeSchema(siteContactSchema) } } },
    async (request) => success(request, await siteContact(app.db)),
  );

  app.post(
    '/site/contact',
    {
      schema: {
        ...doc(
          'Change the contact details (`contact_email`, `contact_phone`, `contact_address`, `contact_hours`) and the live-chat widget’s `service_url` (http or https); a field not sent is kept, an empty one is cleared',
          [ErrorCode.invalidParameter],
        ),
        body: siteContactInputSchema,
        response: { 200: envelopeSchema(siteContactSchema) },
      },
    },
    async (request) => {
      const saved = await saveSiteContact(app.db, request.body);
      app.liveChatOrigin.forget();
      return success(request, saved);
    },
  );
}

/** The `store` call (adverts or website config) and the newsletter subscription. */
import { randomBytes } from 'node:crypto';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { advertGroupsSchema, newsletterInputSchema, storeQuerySchema, websiteConfigSchema } from '@agora/contract/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { nowIso } from '../../lib/time';
import { advertGroups, websiteConfig } from './queries';

export async function contentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/index/store',
    {
      schema: {
        ...docs(
          'start-up',
          'type=advert: adverts grouped by position (top, center_top, center, center_bottom, bottom); type=website_config: site settings with service_url',
          [ErrorCode.missingParameter, ErrorCode.invalidParameter],
        ),
        querystring: storeQuerySchema,
        response: { 200: envelopeSchema(z.union([advertGroupsSchema, websiteConfigSchema])) },
      },
    },
    async (request) =>
      success(
        request,
        request.query.type === 'advert'
          ? await advertGroups(app.db, request.lang)
          : await websiteConfig(app.db, app.config.MEDIA_BASE_URL, app.cardProvider.element?.publishableKey),
      ),
  );

  app.post(
    '/customer/index/subscribe',
    {
      schema: {
        ...docs('start-up', 'Subscribe an e-mail address to the newsletter (subscribing twice is fine)', [
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
        ]),
        body: newsletterInputSchema,
        response: { 200: envelopeSchema(z.object({ email: z.string() })) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await app.db
        .insertInto('newsletter_subscriber')
        .values({ email, lang: request.lang, created_at: nowIso(), unsubscribe_token: randomBytes(24).toString('base64url') })
        // Subscribing again after leaving subscribes again (same row, same token).
        .onConflict((oc) => oc.column('email').doUpdateSet({ unsubscribed_at: null }))
        .execute();
      return success(request, { email });
    },
  );
}

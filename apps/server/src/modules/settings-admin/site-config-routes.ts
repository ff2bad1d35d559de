/** The owner edits the website config: name, logo, time zone and the money settings (`/api/admin/site/config`; owner only). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { siteConfigInputSchema, siteConfigSchema } from '@agora/contract/settings-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { saveSiteConfig, siteConfig } from './site-config';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function siteConfigAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/site/config',
    {
      schema: {
        ...doc(
          'The website config: `site_name`, `logo` (an uploaded picture’s path, or empty), `tax_rate_bps`, `commission_bps` (shops without their own rate), `affiliate_bps` (the referrer’s share of the goods), `free_delivery_pieces` (a shop’s delivery in an order is free from this many pieces; 0: never), `time_zone` (an IANA name, UTC when unset: the home page’s day ends at its midnight), rates in basis points (100 = 1 %)',
        ),
        response: { 200: envelopeSchema(siteConfigSchema) },
      },
    },
    async (request) => success(request, await siteConfig(app.db)),
  );

  app.post(
    '/site/config',
    {
      schema: {
        ...doc(
          'Changes the website config; a field not sent is kept. `site_name` 1–60 characters; `logo` a picture the caller uploaded (`POST /api/upload`; 1000008 `notOwnUpload` otherwise) or empty for none; `tax_rate_bps`, `commission_bps`, `affiliate_bps` 0–10000; `free_delivery_pieces` 0–1000000; `time_zone` an IANA zone name such as `Asia/Tokyo` (1000008 for one the server does not know). Rates apply to orders placed afterwards; placed orders keep their own figures.',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter],
        ),
        body: siteConfigInputSchema,
        response: { 200: envelopeSchema(siteConfigSchema) },
      },
    },
    async (request) => success(request, unwrap(await saveSiteConfig(app.db, request.user!.id, request.body))),
  );
}

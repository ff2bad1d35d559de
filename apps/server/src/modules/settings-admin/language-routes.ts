/** Operators choose which of the eleven languages the storefront offers, and their order (`/api/admin/language/…`; content staff). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { languageAdminSchema, languageSaveInputSchema } from '@agora/contract/settings-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listLanguages, saveLanguage } from './languages';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function languageAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/language/list',
    {
      schema: {
        ...doc('The eleven UI languages, offered in the language menu (enabled = 1) or not, in the menu’s order (`sort`)'),
        response: { 200: envelopeSchema(z.object({ list: z.array(languageAdminSchema), total: z.number() })) },
      },
    },
    async (request) => success(request, await listLanguages(app.db)),
  );

  app.post(
    '/language/save',
    {
      schema: {
        ...doc(
          'Offers a language in the menu or not (`enabled` 0/1) and moves it (`sort`); `code` is one of the eleven (en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn); a field not sent is kept. English, the default, cannot be turned off (1000008 naming `enabled`). A buyer whose language is turned off sees English.',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData],
        ),
        body: languageSaveInputSchema,
        response: { 200: envelopeSchema(languageAdminSchema) },
      },
    },
    async (request) => success(request, unwrap(await saveLanguage(app.db, request.body))),
  );
}

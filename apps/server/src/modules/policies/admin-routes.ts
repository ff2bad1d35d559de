/** Operators write, translate, publish and unpublish the policy pages (`/api/admin/policy/*`). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminPolicySchema,
  adminPolicySummarySchema,
  policyKeyParamsSchema,
  policyPublishInputSchema,
  policySaveInputSchema,
} from '@agora/contract/pages-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listPolicies, policyForEditing, publishPolicy, savePolicy } from './policies';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function policyAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/policy/list',
    {
      schema: {
        ...doc(
          "The five policy pages (about_us, privacy, return, support, terms), written or not: title in the reader's language (English where not written), published, languages written",
        ),
        response: { 200: envelopeSchema(z.array(adminPolicySummarySchema)) },
      },
    },
    async (request) => success(request, await listPolicies(app.db, request.lang)),
  );

  app.get(
    '/policy/:key',
    {
      schema: {
        ...doc('One policy for editing: title_{lang} and content_{lang} for every language (empty where not written)', [ErrorCode.invalidParameter]),
        params: policyKeyParamsSchema,
        response: { 200: envelopeSchema(adminPolicySchema) },
      },
    },
    async (request) => success(request, await policyForEditing(app.db, request.params.key)),
  );

  app.post(
    '/policy/save',
    {
      schema: {
        ...doc(
          'Save a policy: `key`, title_{lang} and content_{lang} (HTML, sanitised), English required; a language sent with both empty is removed, one not sent is kept. A new page starts unpublished',
          [ErrorCode.missingParameter, ErrorCode.invalidParameter],
        ),
        body: policySaveInputSchema,
        response: { 200: envelopeSchema(adminPolicySchema) },
      },
    },
    async (request) => success(request, unwrap(await savePolicy(app.db, request.body, app.config.MEDIA_BASE_URL))),
  );

  app.post(
    '/policy/publish',
    {
      schema: {
        ...doc('Show (`published` 1) or hide (0) a policy page; one never saved answers 2000019', [
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
          ErrorCode.noData,
        ]),
        body: policyPublishInputSchema,
        response: { 200: envelopeSchema(adminPolicySummarySchema) },
      },
    },
    async (request) => success(request, unwrap(await publishPolicy(app.db, request.body, request.lang))),
  );
}

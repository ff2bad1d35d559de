/**
 * The policy pages at the spec's calls: `POST /api/about_us-policy` (POST as the spec names it;
 * GET answers too), `GET /api/privacy-policy`, `/return_policy-policy`, `/support-policy`,
 * `/terms-policy`, each `{title, content, updated_at}` in the reader's language.
 */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { type PolicyKey, policySchema } from '@agora/contract/pages-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { readPolicy } from './policies';

/** Each page's path as the spec spells it, and the methods it answers. */
const POLICY_ROUTES: { key: PolicyKey; path: string; methods: ('GET' | 'POST')[]; name: string }[] = [
  { key: 'about_us', path: '/about_us-policy', methods: ['POST', 'GET'], name: 'About us' },
  { key: 'privacy', path: '/privacy-policy', methods: ['GET'], name: 'The privacy policy' },
  { key: 'return', path: '/return_policy-policy', methods: ['GET'], name: 'The return policy' },
  { key: 'support', path: '/support-policy', methods: ['GET'], name: 'The support policy' },
  { key: 'terms', path: '/terms-policy', methods: ['GET'], name: 'The terms and conditions' },
];

export async function policyRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const { key, path, methods, name } of POLICY_ROUTES) {
    for (const method of methods) {
      app.route({
        method,
        url: path,
        schema: {
          ...docs(
            'content',
            `${name}: title, content (sanitised HTML) and when it last changed, in the reader's language (English when not translated); 2000019 while unpublished`,
            [ErrorCode.noData],
          ),
          response: { 200: envelopeSchema(policySchema) },
        },
        handler: async (request) => success(request, unwrap(await readPolicy(app.db, key, request.lang))),
      });
    }
  }
}

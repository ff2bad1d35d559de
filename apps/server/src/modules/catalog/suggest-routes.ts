/** The search box's type-ahead (cached with the catalogue's answers, per language and term). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { suggestAnswerSchema, suggestQuerySchema } from '@agora/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';
import { suggest } from './suggest';

export async function suggestRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search/suggest',
    {
      schema: {
        ...docs(
          'catalogue',
          "Type-ahead: up to 5 products (best sellers first), categories (most products first) and shops (best selling first) whose names in any language start with every word of `q` (case- and accent-insensitive; in Thai, Chinese and Japanese anywhere in the name), named in the request's language. An empty `q` answers `trending`: the terms searched at least 3 times in the last 7 days that still find something, most searched first (at most 8).",
          [ErrorCode.invalidParameter],
        ),
        querystring: suggestQuerySchema,
        response: { 200: envelopeSchema(suggestAnswerSchema) },
      },
    },
    async (request) => success(request, await suggest(app.db, request.lang, request.query.q)),
  );
}

/** Liveness with a real database round trip. */
import { envelopeSchema } from '@agora/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';

export async function healthRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        ...docs('system', 'Health: answers 200 when the database answers', [1000500]),
        response: { 200: envelopeSchema(z.object({ database: z.string(), dialect: z.string() })) },
      },
    },
    async (request) => {
      await sql`select 1`.execute(app.db);
      return success(request, { database: 'ok', dialect: app.dialect });
    },
  );
}

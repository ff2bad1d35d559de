/** The owner's staff page: who runs the console with which roles, and invitations by e-mail. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { STAFF_AREAS, staffMeSchema } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';

export async function staffAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/staff/me',
    {
      config: { staff: [...STAFF_AREAS] },
      schema: {
        ...docs('admin', 'The caller’s own staff roles: the console offers only the areas they open', [ErrorCode.noPermission], { security: true }),
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request) => success(request, { user_id: request.user!.id, roles: request.user!.staff }),
  );
}

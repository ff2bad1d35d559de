/** The console's support side panel: `GET /api/admin/ticket/{id}/customer` (support staff and the owner). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { ticketCustomerSchema } from '@agora/contract/ticket-customer';
import { ticketIdParamsSchema } from '@agora/contract/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { ticketCustomer } from './ticket-customer';

const CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function ticketCustomerRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ticket/:id/customer',
    {
      schema: {
        ...docs(
          'admin',
          'The customer of a conversation with the mall: the user, their wallet (`owed` when the balance is negative), their last 5 orders and last 5 refund requests, newest first',
          [...CODES, ErrorCode.invalidParameter, ErrorCode.noData],
          { security: true },
        ),
        params: ticketIdParamsSchema,
        response: { 200: envelopeSchema(ticketCustomerSchema) },
      },
    },
    async (request) => success(request, unwrap(await ticketCustomer(app.db, request.params.id))),
  );
}

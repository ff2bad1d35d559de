/**
 * `GET /admin/queues`: how many decisions wait in each queue the caller's roles open — shop
 * applications, products and stock to review, top-ups and withdrawals, refunds escalated to the
 * mall, and conversations with the mall waiting for an answer.
 */
import { ADMIN_QUEUES, type AdminQueue, type AdminQueues, adminQueuesSchema, QUEUE_AREA } from '@agora/contract/admin-queues';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { mayUse, STAFF_AREAS, type StaffRole } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { success } from '../../lib/envelope';
import { docs } from '../../lib/route-docs';

const COUNTS: Record<AdminQueue, (db: Db) => Promise<number>> = {
  applications: (db) => count(db.selectFrom('shop_application').where('status', '=', 'pending')),
  products: (db) => count(db.selectFrom('product').where('status', '=', 'pending')),
  stock: (db) => count(db.selectFrom('stock_application').where('status', '=', 'pending')),
  topups: (db) => count(db.selectFrom('recharge').where('state', '=', 'pending')),
  withdrawals: (db) => count(db.selectFrom('withdrawal').where('state', '=', 'pending')),
  refunds: (db) => count(db.selectFrom('refund_request').where('state', '=', 'escalated')),
  support: (db) => count(db.selectFrom('ticket').where('shop_id', 'is', null).where('state', '=', 'open')),
};

const count = async <T extends keyof Database>(query: SelectQueryBuilder<Database, T, object>): Promise<number> =>
  Number((await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

export async function queueCounts(db: Db, roles: readonly StaffRole[]): Promise<AdminQueues> {
  const open = ADMIN_QUEUES.filter((queue) => mayUse(roles, [QUEUE_AREA[queue]]));
  const counts = await Promise.all(open.map((queue) => COUNTS[queue](db)));
  return Object.fromEntries(open.map((queue, i) => [queue, counts[i]]));
}

export async function adminQueueRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/queues',
    {
      config: { staff: [...STAFF_AREAS] },
      schema: {
        ...docs('admin', 'How many decisions wait in each queue the caller’s staff roles open (the others are left out)', [ErrorCode.noPermission], {
          security: true,
        }),
        response: { 200: envelopeSchema(adminQueuesSchema) },
      },
    },
    async (request) => success(request, await queueCounts(app.db, request.user!.staff)),
  );
}

/** The seller centre's orders: list, ship, delivery steps, cash on delivery paid. */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { deliveryInputSchema, orderCountsSchema, orderIdInputSchema, orderSchema, sellerOrderListQuerySchema, shipInputSchema } from '@agora/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listShopOrders, markCodPaid, setDelivery, shipOrder } from './seller-service';

export async function sellerOrderRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) =>
    docs('seller', summary, [ErrorCode.noPermission, ErrorCode.invalidParameter, ErrorCode.missingParameter, ...codes], { security: true });
  const one = { 200: envelopeSchema(orderSchema) };
  const moves = [ErrorCode.orderNotFound, ErrorCode.dataOperationFailed];

  app.get(
    '/order/list',
    {
      schema: {
        ...doc('The shop’s orders, newest first, by tab, searched by order number, buyer email or name (q), with every tab’s count'),
        querystring: sellerOrderListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(orderSchema).extend({ counts: orderCountsSchema })) },
      },
    },
    async (request) => success(request, await listShopOrders(app.db, request.lang, request.shop!.id, request.query)),
  );

  app.post(
    '/order/ship',
    { schema: { ...doc('Ships a paid (or cash-on-delivery) order with its logistics number and carrier', moves), body: shipInputSchema, response: one } },
    async (request) => success(request, unwrap(await shipOrder(app.db, request.lang, request.shop!.id, request.body))),
  );

  app.post(
    '/order/delivery',
    { schema: { ...doc('Moves a shipped order to in_transit or delivered', moves), body: deliveryInputSchema, response: one } },
    async (request) => success(request, unwrap(await setDelivery(app.db, request.lang, request.shop!.id, request.body))),
  );

  app.post(
    '/order/paid',
    { schema: { ...doc('Cash on delivery: the shop received the money', moves), body: orderIdInputSchema, response: one } },
    async (request) => success(request, unwrap(await markCodPaid(app.db, request.lang, request.shop!.id, request.body.id))),
  );
}

/** The buyer's orders and tracking (spec §3, §4; paths in the spec's `customer/…` style). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  orderCancelInputSchema,
  orderCommentInputSchema,
  orderCountsSchema,
  orderIdInputSchema,
  orderListQuerySchema,
  orderPayInputSchema,
  orderSchema,
  trackQuerySchema,
} from '@agora/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { dropChangedAnswers } from '../catalog/catalog-cache';
import { cancelOrder, commentLine, confirmReceipt, listOrders, orderDetail, payOrder, trackOrder } from './buyer-service';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];
const INPUT = [ErrorCode.invalidParameter, ErrorCode.missingParameter];

export async function orderRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('orders', summary, [...TOKEN, ...INPUT, ...codes], { security: true });
  const one = { 200: envelopeSchema(orderSchema) };

  app.get(
    '/customer/order/list',
    {
      preHandler: requireUser,
      schema: {
        ...doc('The caller’s orders, newest first, by tab (all, unpaid, to_ship, shipped, completed, cancelled), with every tab’s count'),
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(orderSchema).extend({ counts: orderCountsSchema })) },
      },
    },
    async (request) => success(request, await listOrders(app.db, request.lang, request.user!.id, request.query)),
  );

  app.get(
    '/customer/order/detail/:id',
    {
      preHandler: requireUser,
      schema: { ...doc('One of the caller’s orders; another buyer’s answers 1500018', [ErrorCode.orderNotFound]), params: orderIdInputSchema, response: one },
    },
    async (request) => success(request, unwrap(await orderDetail(app.db, request.lang, request.user!.id, request.params.id))),
  );

  app.post(
    '/customer/order/pay',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Pays an unpaid order from the wallet or by card (card_number, card_exp MM/YY, card_cvc, card_name)', [
          ErrorCode.orderNotFound,
          ErrorCode.orderPaymentFailed,
          ErrorCode.balanceInsufficient,
        ]),
        body: orderPayInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await payOrder(app.db, app.cardProvider, request.lang, request.user!.id, request.body))),
  );

  app.post(
    '/customer/order/cancel',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Cancels an order not yet shipped: stock back to the shelf, a paid order’s money back to its wallet or card. 2000033 once shipped', [
          ErrorCode.orderNotFound,
          ErrorCode.shippedCannotCancel,
          ErrorCode.cancelOrderFailed,
        ]),
        body: orderCancelInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await cancelOrder(app.db, app.cardProvider, request.lang, request.user!.id, request.body))),
  );

  app.post(
    '/customer/order/confirm',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Confirms receipt: the order is completed. 2000006 before it ships', [ErrorCode.orderNotFound, ErrorCode.receiptFailed]),
        body: orderIdInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await confirmReceipt(app.db, request.lang, request.user!.id, request.body.id))),
  );

  app.post(
    '/customer/order/comment',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Reviews one line of a completed order (rating 1–5, comment), once; counts in the product’s rating. 2000007 otherwise', [
          ErrorCode.orderNotFound,
          ErrorCode.auditFailed,
        ]),
        body: orderCommentInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const review = unwrap(await commentLine(app.db, request.user!.id, request.lang, request.body));
      // The product's page shows its reviews and rating: its cached answers go.
      dropChangedAnswers(app, { products: [{ id: review.productId, shopIds: [], categoryIds: [], brandIds: [], listings: false }] });
      return success(request, { id: review.id });
    },
  );

  app.get(
    '/order/track',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...docs('orders', 'An order for anyone holding its number and email (the street address and telephone left out)', [
          ...INPUT,
          ErrorCode.orderNotFound,
          ErrorCode.tooManyRequests,
        ]),
        querystring: trackQuerySchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await trackOrder(app.db, request.lang, request.query.order_sn, request.query.email))),
  );
}

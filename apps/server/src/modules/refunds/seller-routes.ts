/** The seller centre's refund requests received (`/api/seller/refund/*`): list, one, review, goods received. */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { refundIdInputSchema, refundListQuerySchema, refundReviewInputSchema, refundSchema } from '@agora/contract/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listRefunds, refundOf } from './lists';
import { depsOf } from './routes';
import { receiveReturnedGoods, reviewRefund } from './steps';

export async function sellerRefundRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) =>
    docs('seller', summary, [ErrorCode.noPermission, ErrorCode.invalidParameter, ErrorCode.missingParameter, ...codes], { security: true });
  const one = { 200: envelopeSchema(refundSchema) };
  const moves = [ErrorCode.noData, ErrorCode.returnCancelled, ErrorCode.dataOperationFailed, ErrorCode.noAfterSales, ErrorCode.balanceInsufficient];

  app.get(
    '/refund/received',
    {
      schema: {
        ...doc('Refund and return requests on the shop’s orders, newest first, optionally in one `state` or several (`state=pending,awaiting_goods`)'),
        querystring: refundListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(refundSchema)) },
      },
    },
    async (request) => success(request, await listRefunds(app.db, request.lang, { shopId: request.shop!.id }, request.query)),
  );

  app.get(
    '/refund/:id',
    { schema: { ...doc('One request on the shop’s orders; another shop’s answers 2000019', [ErrorCode.noData]), params: refundIdInputSchema, response: one } },
    async (request) => success(request, unwrap(await refundOf(app.db, request.lang, { shopId: request.shop!.id }, request.params.id))),
  );

  app.post(
    '/refund/review',
    {
      schema: {
        ...doc(
          'Reviews a pending request: approve 1 pays a refund back at once (the seller’s share reversed: 2000022 when the balance does not cover a settled order’s) or has a return’s goods sent back; approve 0 rejects it with `reason` (required). 2000013 once the buyer withdrew it',
          moves,
        ),
        body: refundReviewInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await reviewRefund(depsOf(request), request.lang, request.shop!.id, request.body))),
  );

  app.post(
    '/refund/received-goods',
    {
      schema: {
        ...doc('The returned goods arrived: the request is paid back and the goods go back in stock', moves),
        body: refundIdInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await receiveReturnedGoods(depsOf(request), request.lang, request.shop!.id, request.body.id))),
  );
}

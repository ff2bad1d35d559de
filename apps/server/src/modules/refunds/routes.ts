/** The buyer's refunds and returns (spec §3, `customer/refund/*`): apply, list, one, eligibility, cancel, schedule, escalate. */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  refundApplyInputSchema,
  refundEligibilityQuerySchema,
  refundEligibilitySchema,
  refundEscalateInputSchema,
  refundIdInputSchema,
  refundListQuerySchema,
  refundScheduleInputSchema,
  refundSchema,
} from '@agora/contract/refunds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { applyRefund, refundEligibility } from './apply';
import { listRefunds, refundOf } from './lists';
import { cancelRefund, escalateRefund, type RefundDeps, scheduleReturn } from './steps';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];
const INPUT = [ErrorCode.invalidParameter, ErrorCode.missingParameter];

/** What the steps need from the app and the request. */
export const depsOf = (request: FastifyRequest): RefundDeps => ({ db: request.server.db, provider: request.server.cardProvider, log: request.log });

export async function refundRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('refunds', summary, [...TOKEN, ...INPUT, ...codes], { security: true });
  const one = { 200: envelopeSchema(refundSchema) };
  const steps = [ErrorCode.noData, ErrorCode.returnCancelled, ErrorCode.dataOperationFailed];

  app.post(
    '/customer/refund/apply',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Asks for a refund (money only) or a return (goods back first) of `quantity` of one order line, with a reason code, a description and up to 6 of the buyer’s own pictures. 2000009 the order cannot have after-sales (unpaid, cancelled, past the window); 2000010 an open request holds the line; 2000011 more than bought less refunded; 2000012 not saved',
          [ErrorCode.noData, ErrorCode.noAfterSales, ErrorCode.returnExists, ErrorCode.returnQuantityLimit, ErrorCode.returnSubmitFailed],
        ),
        body: refundApplyInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await applyRefund(app.db, request.lang, request.user!.id, request.body))),
  );

  app.get(
    '/customer/refund/list',
    {
      preHandler: requireUser,
      schema: {
        ...doc('The caller’s refund and return requests, newest first, optionally in one `state` or several (`state=pending,awaiting_goods`)'),
        querystring: refundListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(refundSchema)) },
      },
    },
    async (request) => success(request, await listRefunds(app.db, request.lang, { userId: request.user!.id }, request.query)),
  );

  app.get(
    '/customer/refund/eligibility',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Per line of the caller’s order: quantity refunded, quantity a new request may ask for, and the open request holding the line', [
          ErrorCode.orderNotFound,
        ]),
        querystring: refundEligibilityQuerySchema,
        response: { 200: envelopeSchema(refundEligibilitySchema) },
      },
    },
    async (request) => success(request, unwrap(await refundEligibility(app.db, request.user!.id, request.query.order_id))),
  );

  app.get(
    '/customer/refund/:id',
    {
      preHandler: requireUser,
      schema: { ...doc('One of the caller’s requests; another’s answers 2000019', [ErrorCode.noData]), params: refundIdInputSchema, response: one },
    },
    async (request) => success(request, unwrap(await refundOf(app.db, request.lang, { userId: request.user!.id }, request.params.id))),
  );

  app.post(
    '/customer/refund/cancel',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Withdraws a request that is pending, awaiting the goods or rejected. 2000013 once withdrawn; 2000018 once paid back or decided', steps),
        body: refundIdInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await cancelRefund(depsOf(request), request.lang, request.user!.id, request.body.id))),
  );

  app.post(
    '/customer/refund/schedule',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Sends an accepted return back: its logistics number (`log_sn`) and the day (`date`, YYYY-MM-DD, today or later). 2000014 a past date or a request not awaiting the goods',
          [...steps, ErrorCode.returnScheduleFailed],
        ),
        body: refundScheduleInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await scheduleReturn(depsOf(request), request.lang, request.user!.id, request.body))),
  );

  app.post(
    '/customer/refund/escalate',
    {
      preHandler: requireUser,
      schema: {
        ...doc('Asks the mall to decide a request the seller rejected, saying why (`reason`)', steps),
        body: refundEscalateInputSchema,
        response: one,
      },
    },
    async (request) => success(request, unwrap(await escalateRefund(depsOf(request), request.lang, request.user!.id, request.body))),
  );
}

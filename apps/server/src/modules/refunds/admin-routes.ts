/** Operators: every refund request, the decision on an escalated one, and the after-sales window (`/api/admin/refund/*`). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminRefundSchema,
  afterSalesSettingsInputSchema,
  afterSalesSettingsSchema,
  decidedRefundSchema,
  refundListQuerySchema,
  refundReviewInputSchema,
} from '@agora/contract/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listAllRefunds } from './lists';
import { depsOf } from './routes';
import { afterSalesDays, saveAfterSalesDays } from './settings';
import { decideRefund } from './steps';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

/** What the shop's owner owes the mall: minus a wallet below zero, else 0. */
async function shopOwes(db: Db, shopId: number): Promise<number> {
  const wallet = await db
    .selectFrom('shop')
    .innerJoin('wallet', 'wallet.user_id', 'shop.user_id')
    .select('wallet.balance')
    .where('shop.id', '=', shopId)
    .executeTakeFirst();
  return Math.max(0, -Number(wallet?.balance ?? 0));
}

export async function refundAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/refund/list',
    {
      schema: {
        ...doc(
          'Refund and return requests of every shop, newest first, optionally in one `state` or several (`state=pending,awaiting_goods`) (`escalated`: the ones awaiting the mall), each with its buyer',
          [ErrorCode.invalidParameter],
        ),
        querystring: refundListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminRefundSchema)) },
      },
    },
    async (request) => success(request, await listAllRefunds(app.db, request.lang, request.query)),
  );

  app.post(
    '/refund/decide',
    {
      schema: {
        ...doc(
          'Decides an escalated request: approve 1 pays it back (money only; a seller whose balance is short then owes the mall the rest, `shop_owes`), approve 0 closes it with `reason` (required). One not escalated answers 2000007, a withdrawn one 2000013',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.auditFailed, ErrorCode.returnCancelled, ErrorCode.noAfterSales],
        ),
        body: refundReviewInputSchema,
        response: { 200: envelopeSchema(decidedRefundSchema) },
      },
    },
    async (request) => {
      const refund = unwrap(await decideRefund(depsOf(request), request.lang, request.body));
      return success(request, { ...refund, shop_owes: await shopOwes(app.db, refund.shop.id) });
    },
  );

  app.get(
    '/refund/settings',
    {
      schema: {
        ...doc('The after-sales window: days after completion a buyer may still ask (`after_sales_days`)'),
        response: { 200: envelopeSchema(afterSalesSettingsSchema) },
      },
    },
    async (request) => success(request, { after_sales_days: await afterSalesDays(app.db) }),
  );

  app.post(
    '/refund/settings',
    {
      schema: {
        ...doc('Changes the after-sales window (`after_sales_days`, 0–365)', [ErrorCode.invalidParameter, ErrorCode.missingParameter]),
        body: afterSalesSettingsInputSchema,
        response: { 200: envelopeSchema(afterSalesSettingsSchema) },
      },
    },
    async (request) => success(request, await saveAfterSalesDays(app.db, request.body.after_sales_days)),
  );
}

/**
 * Operators: every order of the mall (`/api/admin/order/*`): the filtered list and its CSV export,
 * one order's detail (timeline, ledger, notes), and the mall's actions: cancel with a reason,
 * confirm delivery, add a note. Registered in admin/admin-scope.ts for the orders staff.
 */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminOrderCancelInputSchema,
  adminOrderDetailSchema,
  adminOrderFilterSchema,
  adminOrderIdSchema,
  adminOrderListQuerySchema,
  adminOrderNoteInputSchema,
  adminOrderRowSchema,
  ORDER_EXPORT_MAX,
} from '@agora/contract/orders-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { fail, unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { addOrderNote, cancelByMall, deliverByMall } from './actions';
import { adminOrderDetail } from './detail';
import { exportOrdersCsv } from './export-csv';
import { adminOrderPage } from './queries';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];
const FILTERS =
  'Filters: `state` (unpaid, to_ship, shipped, on_the_road, in_transit, delivered, completed, cancelled, refund_failed), `payment_method` (wallet, card, cod), `shop_id`, `buyer` (user id or e-mail), `from`/`to` (days placed, YYYY-MM-DD, UTC, both included), `q` (order number or its start)';

export async function orderAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/order/list',
    {
      schema: {
        ...doc(`Every order of the mall, newest first, paged, each with its shop and buyer. ${FILTERS}`, [ErrorCode.invalidParameter]),
        querystring: adminOrderListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminOrderRowSchema)) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      const { rows, total } = await adminOrderPage(app.db, filter, page, page_size);
      const list = rows.map((row) => ({
        id: row.id,
        order_sn: row.order_sn,
        date: row.created_at,
        shop: { id: row.shop_id, name: row.shop_name },
        buyer: { id: row.user_id, email: row.buyer_email, firstname: row.buyer_name },
        customer_name: row.customer_name,
        num: row.num,
        actual_pay: Number(row.actual_pay),
        payment_method: row.payment_method,
        payment_status: row.payment_status,
        delivery_status: row.delivery_status,
        card_refund_failed: Boolean(row.card_refund_failed),
      }));
      return success(request, { list, total, page, page_size });
    },
  );

  app.get(
    '/order/export',
    {
      schema: {
        ...doc(
          `The list's orders as CSV (text/csv, a header row, newest first, at most ${ORDER_EXPORT_MAX} rows; amounts in US dollars; text cells a spreadsheet would run as a formula start with an apostrophe). ${FILTERS}`,
          [ErrorCode.invalidParameter],
        ),
        querystring: adminOrderFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportOrdersCsv(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/order/cancel',
    {
      schema: {
        ...doc(
          'Cancels an order for the mall with a `reason` the buyer and the shop are told in a notice: as the buyer’s cancel, its goods go back on the shelf, its coupons back to the buyer and a paid order’s money back to the wallet or the card. Only an order not yet shipped and not partly refunded; a shipped one answers 2000033 (refund it through a refund request), a completed or cancelled one 2000032',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.orderNotFound, ErrorCode.cancelOrderFailed, ErrorCode.shippedCannotCancel],
        ),
        body: adminOrderCancelInputSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => success(request, unwrap(await cancelByMall(app.db, app.cardProvider, request.lang, request.user!.id, request.body))),
  );

  app.post(
    '/order/deliver',
    {
      schema: {
        ...doc(
          'Confirms a shipped order delivered and received for the buyer (the carrier confirmed, the buyer never did): it completes and, if paid, settles, as the buyer’s “received” does; the buyer is told. One not yet shipped answers 2000006 (reason notShipped), one completed or cancelled 2000006 (wrongState)',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.orderNotFound, ErrorCode.receiptFailed],
        ),
        body: adminOrderIdSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => success(request, unwrap(await deliverByMall(app.db, request.lang, request.user!.id, request.body.id))),
  );

  app.post(
    '/order/note',
    {
      schema: {
        ...doc('Adds an operator’s note (`body`, up to 2000 characters) to the order; operators alone see it', [
          ErrorCode.invalidParameter,
          ErrorCode.missingParameter,
          ErrorCode.orderNotFound,
        ]),
        body: adminOrderNoteInputSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => success(request, unwrap(await addOrderNote(app.db, request.lang, request.user!.id, request.body))),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        ...doc(
          'One order as an operator sees it: the order with its lines and address, the buyer, where a cancelled order’s money is (`money_back`), its refund requests, its timeline, the operators’ notes, every journal entry with the postings that name it, and which actions are open',
          [ErrorCode.invalidParameter, ErrorCode.orderNotFound],
        ),
        params: adminOrderIdSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => {
      const found = await adminOrderDetail(app.db, request.lang, request.params.id);
      return success(request, unwrap(found ? { ok: true, value: found } : fail(ErrorCode.orderNotFound, { field: 'id', reason: 'invalid' })));
    },
  );
}

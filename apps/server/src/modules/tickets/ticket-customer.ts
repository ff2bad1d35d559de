/**
 * Who wrote a conversation with the mall, for the console's side panel: the user, their wallet
 * (and what a negative balance owes), their last orders and their last refund requests.
 * @example unwrap(await ticketCustomer(db, 12)) // { user: { id: 5, … }, wallet: { balance: 1200, frozen: 0, owed: 0 }, orders: […], refunds: […] }
 */
import { ErrorCode } from '@agora/contract/errors';
import { CUSTOMER_PANEL_ROWS, type TicketCustomer } from '@agora/contract/ticket-customer';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';

/** An order's state as the console's order filter names it. */
const orderState = (o: { payment_method: string; payment_status: string; delivery_status: string }): string =>
  o.delivery_status !== 'cancelled' && o.payment_status === 'unpaid' && o.payment_method !== 'cod' ? 'unpaid' : o.delivery_status;

export async function ticketCustomer(db: Db, ticketId: number): Promise<Result<TicketCustomer>> {
  // Conversations with the mall only, as the console's other ticket routes.
  const ticket = await db.selectFrom('ticket').select('user_id').where('id', '=', ticketId).where('shop_id', 'is', null).executeTakeFirst();
  if (!ticket) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const userId = ticket.user_id;
  const [user, wallet, orders, refunds] = await Promise.all([
    db.selectFrom('user').select(['id', 'firstname', 'email', 'phone', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('wallet').select(['balance', 'frozen']).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('orders')
      .select(['id', 'order_sn', 'payment_method', 'payment_status', 'delivery_status', 'actual_pay', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(CUSTOMER_PANEL_ROWS)
      .execute(),
    db
      .selectFrom('refund_request as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.id', 'r.order_id', 'o.order_sn', 'r.type', 'r.state', 'r.amount', 'r.created_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.id', 'desc')
      .limit(CUSTOMER_PANEL_ROWS)
      .execute(),
  ]);
  const balance = Number(wallet?.balance ?? 0);
  return ok({
    user,
    wallet: { balance, frozen: Number(wallet?.frozen ?? 0), owed: balance < 0 ? -balance : 0 },
    orders: orders.map((o) => ({ id: o.id, order_sn: o.order_sn, state: orderState(o), total: Number(o.actual_pay), created_at: o.created_at })),
    refunds: refunds.map((r) => ({ ...r, amount: Number(r.amount) })),
  });
}

/**
 * A buyer opens a conversation with a shop (`shop_id`) or with the mall (none), optionally about
 * one of their orders, with its first message. The shop's owner (or every mall operator) gets a
 * notice and a live event.
 * @example unwrap(await openTicket(db, buyerId, { subject: 'Size?', body: 'Does it run small?', shop_id: 3, images: [] }))
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Ticket, TicketCreateInput } from '@agora/contract/tickets';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, type Result, refuse } from '../../lib/errors';
import { nextIso } from '../../lib/time';
import { checkMessage } from './message-checks';
import { findTicket, insertMessage, messagesOf, type TicketRow } from './queries';
import { tellOtherSide } from './tell';
import { ticketView } from './view';
import type { Viewer } from './viewer';

/**
 * 2000019 naming `shop_id` for a shop that is not open (or the buyer's own), 2000019 naming
 * `order_id` for an order that is not the buyer's or not that shop's.
 */
export async function openTicket(db: Db, userId: number, input: TicketCreateInput): Promise<Result<Ticket>> {
  const checked = await checkMessage(db, userId, input);
  if (!checked.ok) return checked;
  if (input.shop_id !== undefined) {
    const shop = await db.selectFrom('shop').select(['id', 'user_id']).where('id', '=', input.shop_id).where('status', '=', 'active').executeTakeFirst();
    if (!shop || shop.user_id === userId) return fail(ErrorCode.noData, { field: 'shop_id', reason: 'invalid' });
  }
  if (input.order_id !== undefined) {
    const order = await db.selectFrom('orders').select(['id', 'shop_id']).where('id', '=', input.order_id).where('user_id', '=', userId).executeTakeFirst();
    if (!order || (input.shop_id !== undefined && order.shop_id !== input.shop_id)) return fail(ErrorCode.noData, { field: 'order_id', reason: 'invalid' });
  }
  const viewer: Viewer = { side: 'buyer', userId };
  return refusable(db, async (trx) => {
    const now = nextIso();
    const row = await trx
      .insertInto('ticket')
      .values({
        user_id: userId,
        shop_id: input.shop_id ?? null,
        order_id: input.order_id ?? null,
        subject: input.subject,
        state: 'open',
        last_message_at: now,
        staff_unread: 1,
        closed_at: null,
        closed_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messageId = await insertMessage(trx, {
      ticket_id: row.id,
      side: 'buyer',
      author_user_id: userId,
      body: input.body,
      images: input.images,
      created_at: now,
    });
    const ticket = (await findTicket(trx, viewer, row.id)) ?? refuse(fail(ErrorCode.dataOperationFailed));
    await tellOtherSide(trx, ticket as TicketRow, 'buyer', messageId);
    return ticketView(ticket as TicketRow, await messagesOf(trx, row.id), viewer);
  });
}

/**
 * Replying and closing, for either side. The buyer writing sets the conversation `open` (and
 * reopens a closed one); the shop or mall replying sets it `answered`, and is refused once it is
 * closed (2000018, reason `ticketClosed`). Each message counts as unread for the other side.
 * Both are conditional updates, so a reply racing a close either lands first or is refused.
 * @example unwrap(await replyToTicket(db, { side: 'shop', userId, shopId }, { id: 9, body: 'Yes, it does.', images: [] }))
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Ticket, TicketReplyInput } from '@agora/contract/tickets';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, type Result, refuse } from '../../lib/errors';
import { nextIso, nowIso } from '../../lib/time';
import { checkMessage } from './message-checks';
import { findTicket, insertMessage, messagesOf, type TicketRow } from './queries';
import { tellOtherSide } from './tell';
import { ticketView } from './view';
import { scoped, type Viewer } from './viewer';

const notFound = () => fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
const closed = () => fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'ticketClosed' });

/** 2000019 for a conversation not the viewer's; 2000018 `ticketClosed` for the shop or mall on a closed one. */
export async function replyToTicket(db: Db, viewer: Viewer, input: TicketReplyInput): Promise<Result<Ticket>> {
  const checked = await checkMessage(db, viewer.userId, input);
  if (!checked.ok) return checked;
  return refusable(db, async (trx) => {
    const now = nextIso();
    const change =
      viewer.side === 'buyer'
        ? trx
            .updateTable('ticket')
            .set({ state: 'open', staff_unread: sql`staff_unread + 1`, closed_at: null, closed_by: null, last_message_at: now, updated_at: now })
        : trx
            .updateTable('ticket')
            .set({ state: 'answered', buyer_unread: sql`buyer_unread + 1`, last_message_at: now, updated_at: now })
            .where('state', '<>', 'closed');
    const moved = await scoped(change.where('id', '=', input.id), viewer).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const exists = await findTicket(trx, viewer, input.id);
      return refuse(exists ? closed() : notFound());
    }
    const messageId = await insertMessage(trx, {
      ticket_id: input.id,
      side: viewer.side,
      author_user_id: viewer.userId,
      body: input.body,
      images: input.images,
      created_at: now,
    });
    const ticket = (await findTicket(trx, viewer, input.id)) as TicketRow;
    await tellOtherSide(trx, ticket, viewer.side, messageId);
    return ticketView(ticket, await messagesOf(trx, input.id), viewer);
  });
}

/** Either side closes the conversation: 2000019 when it is not the viewer's, 2000018 `ticketClosed` when it already is. */
export async function closeTicket(db: Db, viewer: Viewer, id: number): Promise<Result<Ticket>> {
  return refusable(db, async (trx) => {
    const now = nowIso();
    const moved = await scoped(
      trx
        .updateTable('ticket')
        .set({ state: 'closed', closed_at: now, closed_by: viewer.side, updated_at: now })
        .where('id', '=', id)
        .where('state', '<>', 'closed'),
      viewer,
    ).executeTakeFirst();
    const ticket = await findTicket(trx, viewer, id);
    if (!ticket) return refuse(notFound());
    if (Number(moved.numUpdatedRows) === 0) return refuse(closed());
    await tellOtherSide(trx, ticket, viewer.side, null);
    return ticketView(ticket, await messagesOf(trx, id), viewer);
  });
}

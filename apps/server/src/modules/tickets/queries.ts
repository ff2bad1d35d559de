/** Conversations and their messages: Kysely only; every read is limited to the viewer's conversations. */
import type { TicketState } from '@agora/contract/tickets';
import type { Executor } from '../../db/database';
import { scoped, type Viewer } from './viewer';

/** A conversation with its shop, buyer and order, for one viewer. */
function ticketRows(db: Executor, viewer: Viewer) {
  return scoped(
    db
      .selectFrom('ticket')
      .innerJoin('user', 'user.id', 'ticket.user_id')
      .leftJoin('shop', 'shop.id', 'ticket.shop_id')
      .leftJoin('orders', 'orders.id', 'ticket.order_id')
      .select([
        'ticket.id',
        'ticket.user_id',
        'ticket.shop_id',
        'ticket.order_id',
        'ticket.subject',
        'ticket.state',
        'ticket.last_message_at',
        'ticket.buyer_unread',
        'ticket.staff_unread',
        'ticket.closed_at',
        'ticket.closed_by',
        'ticket.created_at',
        'user.firstname as buyer_name',
        'user.email as buyer_email',
        'shop.name as shop_name',
        'shop.logo as shop_logo',
        'shop.user_id as shop_owner_id',
        'orders.order_sn',
      ]),
    viewer,
  );
}

export const findTicket = (db: Executor, viewer: Viewer, id: number) => ticketRows(db, viewer).where('ticket.id', '=', id).executeTakeFirst();
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** One page of the viewer's conversations, the latest news first. */
export async function listTickets(db: Executor, viewer: Viewer, query: { state?: TicketState; page: number; page_size: number }) {
  let rows = ticketRows(db, viewer);
  let count = scoped(
    db.selectFrom('ticket').select((eb) => eb.fn.countAll<number | string>().as('n')),
    viewer,
  );
  if (query.state) {
    rows = rows.where('ticket.state', '=', query.state);
    count = count.where('ticket.state', '=', query.state);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('ticket.last_message_at', 'desc')
      .orderBy('ticket.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** The newest message of each conversation. */
export async function lastMessages(db: Executor, ticketIds: number[]) {
  if (!ticketIds.length) return new Map<number, MessageRow>();
  const rows = await messageRows(db)
    .where('ticket_message.id', 'in', (eb) =>
      eb
        .selectFrom('ticket_message as m')
        .select((e) => e.fn.max('m.id').as('id'))
        .where('m.ticket_id', 'in', ticketIds)
        .groupBy('m.ticket_id'),
    )
    .execute();
  return new Map(rows.map((row) => [row.ticket_id, row]));
}

function messageRows(db: Executor) {
  return db
    .selectFrom('ticket_message')
    .leftJoin('user', 'user.id', 'ticket_message.author_user_id')
    .select([
      'ticket_message.id',
      'ticket_message.ticket_id',
      'ticket_message.side',
      'ticket_message.body',
      'ticket_message.images',
      'ticket_message.created_at',
      'user.firstname as author_name',
    ]);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

/** A conversation's messages, oldest first. */
export const messagesOf = (db: Executor, ticketId: number) =>
  messageRows(db).where('ticket_message.ticket_id', '=', ticketId).orderBy('ticket_message.id').execute();

export async function insertMessage(
  db: Executor,
  message: { ticket_id: number; side: 'buyer' | 'shop' | 'mall'; author_user_id: number; body: string; images: string[]; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('ticket_message')
    .values({ ...message, images: JSON.stringify(message.images) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Unread messages in the viewer's conversations (the buyer's, or the shop's or mall's). */
export async function unreadMessages(db: Executor, viewer: Viewer): Promise<number> {
  const column = viewer.side === 'buyer' ? 'ticket.buyer_unread' : 'ticket.staff_unread';
  const row = await scoped(
    db.selectFrom('ticket').select((eb) => eb.fn.sum<number | string | null>(column).as('n')),
    viewer,
  ).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The mall's operators: they answer conversations with the mall. */
export async function adminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('user', 'user.id', 'user_role.user_id')
    .select('user.id')
    .where('user_role.role', '=', 'admin')
    .where('user.status', '=', 'active')
    .execute();
  return rows.map((row) => row.id);
}

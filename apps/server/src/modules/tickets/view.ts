/** Conversations as the API answers them, seen from one side: its own unread count, the buyer's email only for the mall. */
import { TICKET_EXCERPT_MAX, type Ticket, type TicketMessage, type TicketSummary } from '@agora/contract/tickets';
import type { MessageRow, TicketRow } from './queries';
import type { Viewer } from './viewer';

const imagesOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/** The first characters of a message, on one line. */
export const excerptOf = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > TICKET_EXCERPT_MAX ? `${line.slice(0, TICKET_EXCERPT_MAX - 1)}…` : line;
};

export function ticketSummary(row: TicketRow, last: MessageRow | undefined, viewer: Viewer): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    state: row.state,
    shop: row.shop_id === null ? null : { id: row.shop_id, name: row.shop_name ?? '', logo: row.shop_logo ?? '' },
    buyer: { id: row.user_id, name: row.buyer_name, ...(viewer.side === 'mall' ? { email: row.buyer_email } : {}) },
    order_id: row.order_id,
    last_message: last ? { excerpt: excerptOf(last.body), side: last.side, images: imagesOf(last.images).length } : { excerpt: '', side: 'buyer', images: 0 },
    last_message_at: row.last_message_at,
    unread: viewer.side === 'buyer' ? row.buyer_unread : row.staff_unread,
    created_at: row.created_at,
    closed_at: row.closed_at,
    closed_by: row.closed_by,
  };
}

export function ticketMessage(row: MessageRow, ticket: TicketRow): TicketMessage {
  const author = row.side === 'buyer' ? (row.author_name ?? ticket.buyer_name) : row.side === 'shop' ? (ticket.shop_name ?? '') : '';
  return { id: row.id, side: row.side, author, body: row.body, images: imagesOf(row.images), created_at: row.created_at };
}

export function ticketView(row: TicketRow, messages: MessageRow[], viewer: Viewer): Ticket {
  return {
    ...ticketSummary(row, messages.at(-1), viewer),
    order_sn: row.order_sn ?? null,
    messages: messages.map((message) => ticketMessage(message, row)),
  };
}

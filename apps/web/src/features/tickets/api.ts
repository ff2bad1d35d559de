/**
 * Conversations' calls for each side: the buyer's (`/customer/ticket`), the seller centre's
 * (`/seller/ticket`) and the admin console's (`/admin/ticket`) answer the same shapes, so one set
 * of hooks takes the side's base. Writing answers the conversation as it is now, which replaces
 * the shown one; lists and the unread count follow. A live `ticket` event (handed on by notices/live-unread.tsx as a window event) makes
 * the shown conversation and the lists read again.
 * @example const ticket = useTicket('/seller/ticket', 7); const reply = useTicketReply('/seller/ticket');
 */
import type { Page } from '@agora/contract/envelope';
import type { UnreadCount } from '@agora/contract/notices';
import type { Ticket, TicketCreateInput, TicketState, TicketSummary } from '@agora/contract/tickets';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/api-client';

export type TicketBase = '/customer/ticket' | '/seller/ticket' | '/admin/ticket';
export const BUYER: TicketBase = '/customer/ticket';
export const TICKETS_PAGE_SIZE = 20;
/** notices/live-unread.tsx's TICKET_WINDOW_EVENT (not imported: that file loads on its own, after the first page). */
const TICKET_WINDOW_EVENT = 'agora:ticket';

export const ticketsKey = (base: TicketBase) => ['tickets', base] as const;

/** A state's conversations (undefined: all), the latest news first. */
export function useTicketList(base: TicketBase, state: TicketState | undefined, page: number, enabled = true) {
  return useQuery({
    queryKey: [...ticketsKey(base), 'list', state ?? 'all', page],
    queryFn: () => request<Page<TicketSummary>>(`${base}/list`, { query: { state, page, page_size: TICKETS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Unread messages on this side (the menus' markers). */
export function useTicketUnread(base: TicketBase, enabled = true) {
  return useQuery({
    queryKey: [...ticketsKey(base), 'unread'],
    queryFn: async () => (await request<UnreadCount>(`${base}/unread`, { quiet: true })).count,
    enabled,
    staleTime: 30_000,
  });
}

/** One conversation (quiet: another's or a missing one is the page's "not found"); reading it marks it read. */
export function useTicket(base: TicketBase, id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...ticketsKey(base), 'one', id],
    queryFn: async () => {
      const ticket = await request<Ticket>(`${base}/${id}`, { quiet: true });
      // Now read: the lists' markers and the menu's count follow.
      void client.invalidateQueries({ queryKey: [...ticketsKey(base), 'list'] });
      void client.invalidateQueries({ queryKey: [...ticketsKey(base), 'unread'] });
      return ticket;
    },
    enabled: id !== null && id > 0,
  });
}

function settle(client: QueryClient, base: TicketBase, ticket: Ticket) {
  client.setQueryData([...ticketsKey(base), 'one', ticket.id], ticket);
  void client.invalidateQueries({ queryKey: [...ticketsKey(base), 'list'] });
}

/** Writes in a conversation; a refusal (closed: 2000018 `ticketClosed`) is a toast in the reader's language. */
export function useTicketReply(base: TicketBase) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: string; images: string[] }) =>
      request<Ticket>(`${base}/reply`, { body: { id: input.id, body: input.body, images: input.images.join(',') } }),
    onSuccess: (ticket) => settle(client, base, ticket),
    // Refused: it likely moved meanwhile (closed by the other side).
    onError: () => void client.invalidateQueries({ queryKey: ticketsKey(base) }),
  });
}

export function useTicketClose(base: TicketBase) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<Ticket>(`${base}/close`, { body: { id } }),
    onSuccess: (ticket) => settle(client, base, ticket),
    onError: () => void client.invalidateQueries({ queryKey: ticketsKey(base) }),
  });
}

/** The buyer opens a conversation with a shop (`shop_id`) or the mall (none). */
export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TicketCreateInput, 'images'> & { images: string[] }) =>
      request<Ticket>('/customer/ticket/create', {
        body: { subject: input.subject, body: input.body, shop_id: input.shop_id, order_id: input.order_id, images: input.images.join(',') },
      }),
    onSuccess: (ticket) => settle(client, BUYER, ticket),
  });
}

/** While mounted, a live `ticket` event reads this side's conversations again (the shown one included). */
export function useLiveTickets(base: TicketBase) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ticketsKey(base) });
    window.addEventListener(TICKET_WINDOW_EVENT, refresh);
    return () => window.removeEventListener(TICKET_WINDOW_EVENT, refresh);
  }, [client, base]);
}

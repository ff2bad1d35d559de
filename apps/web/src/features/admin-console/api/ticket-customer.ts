/** The customer beside a support conversation: `GET /admin/ticket/{id}/customer`. */
import type { TicketCustomer } from '@agora/contract/ticket-customer';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey } from './keys';

export function useTicketCustomer(ticketId: number) {
  return useQuery({
    queryKey: [...adminKey, 'ticket-customer', ticketId],
    queryFn: () => request<TicketCustomer>(`/admin/ticket/${ticketId}/customer`),
  });
}

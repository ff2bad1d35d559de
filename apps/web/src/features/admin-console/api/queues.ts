/** What waits in each queue the caller's roles open (GET /admin/queues), for the overview and the menu's counts. */
import type { AdminQueues } from '@agora/contract/admin-queues';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey } from './keys';

export function useQueues(enabled = true) {
  // Under the console's root key: any decision refreshes the counts with the lists.
  return useQuery({ queryKey: [...adminKey, 'queues'], queryFn: () => request<AdminQueues>('/admin/queues'), enabled, refetchInterval: 60_000 });
}

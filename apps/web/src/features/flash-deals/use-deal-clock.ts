/**
 * The server's clock for the deal pages, ticking every second. When a deal starts or ends, the
 * deals are asked for again, so prices and badges change at the moment the server says.
 */
import type { FlashDealList } from '@agora/contract/flash-deals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clockOffset, useServerNow } from './clock';

export function useDealClock(deals: FlashDealList | undefined, receivedAt: number): number {
  const now = useServerNow(clockOffset(deals?.server_time, receivedAt));
  const queryClient = useQueryClient();
  const handled = useRef(new Set<number>());

  const boundaries = deals?.list.map((d) => Date.parse(d.status === 'active' ? d.end_time : d.start_time)) ?? [];
  const passed = boundaries.find((b) => b <= now && !handled.current.has(b));
  useEffect(() => {
    if (passed === undefined) return;
    handled.current.add(passed);
    for (const key of ['flash-deals', 'flash-deal', 'products', 'product']) queryClient.invalidateQueries({ queryKey: [key] });
  }, [passed, queryClient]);
  return now;
}

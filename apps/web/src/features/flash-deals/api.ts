/** Flash deal calls. Each answer carries the server's clock, which the countdowns run from. */
import type { FlashDealDetail, FlashDealList } from '@agora/contract/flash-deals';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

export function useFlashDeals() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['flash-deals', i18n.language],
    queryFn: () => request<FlashDealList>('/flash-deals/list'),
    staleTime: 30_000,
  });
}

export function useFlashDeal(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['flash-deal', id, i18n.language],
    queryFn: () => request<FlashDealDetail>(`/flash-deals/${id}`),
    staleTime: 30_000,
  });
}

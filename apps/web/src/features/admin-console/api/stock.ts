/** Stock (storage) applications waiting for a decision, and the decision. */
import type { Page } from '@agora/contract/envelope';
import type { pendingStockSchema } from '@agora/contract/seller';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE, stockKey } from './keys';
import { type Decision, decisionBody } from './products';

export type PendingStock = z.infer<typeof pendingStockSchema>;

export function usePendingStock(page: number, pageSize = PAGE_SIZE) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...stockKey, page, pageSize, i18n.language],
    queryFn: () => request<Page<PendingStock>>('/admin/stock/pending', { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => request<unknown>('/admin/stock/review', { body: decisionBody(decision) }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

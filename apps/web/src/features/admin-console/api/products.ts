/** The product review queue: products waiting for a decision, oldest first, and the decision. */
import type { Page } from '@agora/contract/envelope';
import type { pendingProductSchema } from '@agora/contract/seller';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE, productsKey } from './keys';

/** The contract's row; a short description comes with it where the server sends one. */
export type PendingProduct = z.infer<typeof pendingProductSchema> & { description?: string; short_description?: string };

export function usePendingProducts(page: number, pageSize = PAGE_SIZE) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...productsKey, page, pageSize, i18n.language],
    queryFn: () => request<Page<PendingProduct>>('/admin/product/pending', { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export type Decision = { id: number; approve: true } | { id: number; approve: false; reason: string };

const body = (decision: Decision) => (decision.approve ? { id: decision.id, approve: 1 } : { id: decision.id, approve: 0, reason: decision.reason });

export function useReviewProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => request<unknown>('/admin/product/review', { body: body(decision) }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

export { body as decisionBody };

/**
 * Shop applications: the list by status, one application with its ID pictures, the decision
 * (approve with an optional commission rate, or refuse with a reason) and a shop's commission.
 * A decision refreshes every admin list and count.
 */
import type { Page } from '@agora/contract/envelope';
import type { FlaggedApplication, FlaggedApplicationDetail, Reviewed, ShopApplicationStatus } from '@agora/contract/shops';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey, applicationsKey, PAGE_SIZE } from './keys';

export function useApplications(status: ShopApplicationStatus, page: number, pageSize = PAGE_SIZE) {
  return useQuery({
    queryKey: [...applicationsKey, 'list', status, page, pageSize],
    queryFn: () => request<Page<FlaggedApplication>>('/admin/shop/applications', { query: { status, page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: number) {
  return useQuery({
    queryKey: [...applicationsKey, 'detail', id],
    queryFn: () => request<FlaggedApplicationDetail>(`/admin/shop/applications/${id}`),
  });
}

export type ApplicationDecision = { id: number; approve: true; commissionBps: number | null } | { id: number; approve: false; reason: string };

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) =>
      request<Reviewed>('/admin/shop/review', {
        body: decision.approve
          ? { id: decision.id, approve: 1, commission_bps: decision.commissionBps ?? undefined }
          : { id: decision.id, approve: 0, reason: decision.reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** A shop's own rate; null goes back to the mall's default. */
export function useSetCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, commissionBps }: { shopId: number; commissionBps: number | null }) =>
      request<unknown>('/admin/shop/commission', { body: { shop_id: shopId, commission_bps: commissionBps ?? '' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}

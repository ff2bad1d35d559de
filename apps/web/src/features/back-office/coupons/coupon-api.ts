/**
 * Issuing coupons, one set of calls for both back offices: `/api/seller/coupon/*` acts on the
 * caller's shop, `/api/admin/coupon/*` on the mall's. Saves are quiet (the form puts a refusal
 * next to its field); stop and resume toast theirs.
 * @example const list = useIssuedCoupons('admin', 1); const save = useSaveCoupon('admin');
 */
import type { IssuedCoupon, SaveCouponInput } from '@agora/contract/coupons';
import type { Page } from '@agora/contract/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import type { BackOfficeArea } from '../area';

export const COUPONS_PAGE_SIZE = 20;

/** Under the area's own root, beside its other lists. */
const couponsKey = (area: BackOfficeArea) => [area, 'coupons'] as const;

export const useIssuedCoupons = (area: BackOfficeArea, page: number) =>
  useQuery({
    queryKey: [...couponsKey(area), page],
    queryFn: () => request<Page<IssuedCoupon>>(`/${area}/coupon/list`, { query: { page, page_size: COUPONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useSaveCoupon(area: BackOfficeArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCouponInput) => request<IssuedCoupon>(`/${area}/coupon/save`, { body: { ...input }, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey(area) }),
  });
}

/** Stops a coupon (`active: false`) or lets it run again. */
export function useSetCouponActive(area: BackOfficeArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => request<IssuedCoupon>(`/${area}/coupon/${active ? 'resume' : 'stop'}`, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey(area) }),
  });
}

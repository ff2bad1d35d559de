/**
 * The buyer's coupon calls: what a product or shop page offers (with `claimed` for a logged-in
 * reader), claiming one (spec 2000003 when it cannot be had), and the buyer's own by state. A
 * claim is quiet: its refusal is said in the buyer's words by the caller (coupon-refusal.ts).
 */
import type { ClaimableCoupon, MyCoupon, MyCouponState } from '@agora/contract/coupons';
import type { Page } from '@agora/contract/envelope';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { ApiError, request } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { useHasLogin } from '../session/session-store';
import { couponRefusalText } from './coupon-refusal';

export const couponsKey = ['coupons'] as const;
export const MY_COUPONS_PAGE_SIZE = 12;

/** The shop's running coupons and the mall's (`claimed` is the reader's, so the key follows the login). */
export function useOfferedCoupons(shopId: number) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...couponsKey, 'offered', shopId, hasLogin],
    queryFn: () => request<ClaimableCoupon[]>('/coupon/list', { query: { shop_id: shopId }, quiet: true }),
    enabled: shopId > 0,
    staleTime: 30_000,
  });
}

/** The buyer's coupons in one state, a page at a time. */
export function useMyCoupons(state: MyCouponState, page: number) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...couponsKey, 'mine', state, page],
    queryFn: () => request<Page<MyCoupon>>('/customer/coupon/list', { query: { state, page, page_size: MY_COUPONS_PAGE_SIZE } }),
    enabled: hasLogin,
    placeholderData: keepPreviousData,
  });
}

const claim = (id: number) => request<ClaimableCoupon>('/customer/coupon/claim', { body: { id }, quiet: true });

/** Every list that shows coupons, fetched again: the offers' `claimed`, the buyer's lists, the checkout's choices. */
const refresh = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: couponsKey }), client.invalidateQueries({ queryKey: ['checkout', 'summary'] })]);

/** Claims a coupon; a refusal rejects with the ApiError (its words from couponRefusalText). */
export function useClaimCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claim,
    onSettled: () => refresh(client),
  });
}

/** The coupon a guest tapped "Claim" on, claimed once they have logged in; the outcome is a toast. */
export async function claimAfterLogin(client: QueryClient, id: number): Promise<void> {
  try {
    await claim(id);
    toast.emit({ message: i18n.t('coupons.claimedToast'), kind: 'success' });
  } catch (error) {
    // Held already: what the buyer wanted is done.
    if (error instanceof ApiError && error.reason === 'couponClaimed') toast.emit({ message: i18n.t('coupons.claimedToast'), kind: 'success' });
    else toast.emit({ message: couponRefusalText(error), kind: 'error' });
  }
  await refresh(client);
}

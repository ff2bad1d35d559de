/**
 * The buyer's affiliate calls: the summary (invitation code, link, how many registered with it,
 * what their orders earned) and the people who registered with the code, a page at a time.
 */
import type { AffiliateReferral, AffiliateSummary } from '@agora/contract/affiliate';
import type { Page } from '@agora/contract/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { useHasLogin } from '../session/session-store';

const affiliateKey = ['affiliate'] as const;
export const REFERRALS_PAGE_SIZE = 10;

export function useAffiliateSummary() {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...affiliateKey, 'summary'],
    queryFn: () => request<AffiliateSummary>('/customer/affiliate/summary'),
    enabled: hasLogin,
  });
}

export function useAffiliateReferrals(page: number) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...affiliateKey, 'referrals', page],
    queryFn: () => request<Page<AffiliateReferral>>('/customer/affiliate/referrals', { query: { page, page_size: REFERRALS_PAGE_SIZE } }),
    enabled: hasLogin,
    placeholderData: keepPreviousData,
  });
}

/**
 * The caller's shop application, for the account menu and the dashboard. Asked quietly: a user
 * who never applied answers 2000015, which here means "no application", not an error to show.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { SellerApplication } from '@agora/contract/shops';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client';

export const sellerApplicationKey = ['account', 'seller-application'] as const;

async function fetchOwnApplication(): Promise<SellerApplication | null> {
  try {
    return await request<SellerApplication>('/customer/user/seller-application', { quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.sellerApplicationFailed) return null;
    throw error;
  }
}

/** The latest application, null when there is none; not asked for sellers (`enabled: false`). */
export function useOwnApplication(enabled: boolean) {
  return useQuery({ queryKey: sellerApplicationKey, queryFn: fetchOwnApplication, enabled, staleTime: 30_000 });
}

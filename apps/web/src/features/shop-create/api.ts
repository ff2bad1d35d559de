/**
 * Becoming a seller: the caller's latest application (null before the first, code 2000015) and
 * sending one. Sending refreshes the application and the user info (roles, unread notices).
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Applied, SellerApplication } from '@agora/contract/shops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';
import { useHasLogin } from '../session/session-store';

export const sellerApplicationKey = ['seller-application'] as const;

export interface ApplicationForm {
  shop_name: string;
  contact: string;
  email: string;
  address: string;
  description: string;
  id_front_image: string;
  id_back_image: string;
}

/** The latest application, or null when the user never applied. */
export function useSellerApplication() {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: sellerApplicationKey,
    queryFn: async () => {
      try {
        return await request<SellerApplication>('/customer/user/seller-application', { quiet: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.sellerApplicationFailed) return null;
        throw error;
      }
    },
    enabled: hasLogin,
  });
}

/** Sends the application quietly: the form shows a refusal next to its field. */
export function useApplySeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ApplicationForm) => request<Applied>('/customer/user/applyseller', { body: { ...form }, quiet: true }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: sellerApplicationKey }), client.invalidateQueries({ queryKey: userInfoKey })]),
  });
}

/**
 * Payment settings (`/customer/info/payment_settings`): where withdrawals go, always answered
 * masked. The wallet's withdraw form reads `methods` from the same query.
 */
import type { PaymentSettings } from '@agora/contract/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';

export const paymentSettingsKey = ['payment-settings'];

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: () => request<PaymentSettings>('/customer/info/payment_settings'),
    staleTime: 0,
  });
}

/** Only the changed fields and the account password; quiet, as the form shows refusals at their fields. */
export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) => request<PaymentSettings>('/customer/info/payment_settings', { body, quiet: true }),
    onSuccess: (settings) => {
      client.setQueryData(paymentSettingsKey, settings);
      // The change sends a notice: the bell counts it.
      void client.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}

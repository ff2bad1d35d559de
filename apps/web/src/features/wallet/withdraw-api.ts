/**
 * The buyer's withdrawals (`/customer/info/withdraw`, `withdraw_list`, `withdraw_cancel`, spec §3):
 * asking for one freezes its amount, cancelling a pending one gives it back, so each refreshes the
 * wallet's balance and the bell (every change sends a notice).
 */
import type { Page } from '@agora/contract/envelope';
import type { WalletPinStatus } from '@agora/contract/wallet';
import type { PaymentSettings, Withdrawal, WithdrawalState, WithdrawQuote } from '@agora/contract/withdrawals';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';

export const WITHDRAWALS_PAGE_SIZE = 10;
const withdrawalsKey = ['withdrawals'];

/**
 * The payment settings, for their `methods` and wallet names: the same key and call as the profile's
 * payment-settings-api.ts, not imported from it, since a module both lazy pages import becomes a
 * chunk of its own that the first page must name (its budget is full).
 */
export function usePayoutSettings() {
  return useQuery({
    queryKey: ['payment-settings'],
    queryFn: () => request<PaymentSettings>('/customer/info/payment_settings'),
    staleTime: 0,
  });
}

export function useWithdrawals(page: number, state?: WithdrawalState) {
  return useQuery({
    queryKey: [...withdrawalsKey, page, state ?? ''],
    queryFn: () => request<Page<Withdrawal>>('/customer/info/withdraw_list', { query: { page, page_size: WITHDRAWALS_PAGE_SIZE, state } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['wallet'] }),
    client.invalidateQueries({ queryKey: withdrawalsKey }),
    client.invalidateQueries({ queryKey: userInfoKey }),
  ]);

/** Quiet: the form puts a refusal at its field. */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; method: string; currency?: string; pin?: string }) =>
      request<Withdrawal>('/customer/info/withdraw', { body, quiet: true }),
    onSuccess: () => refresh(client),
  });
}

export function useCancelWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<Withdrawal>('/customer/info/withdraw_cancel', { body: { id } }),
    onSettled: () => refresh(client),
  });
}

/** What a withdrawal of `amount` (minor units of `currency`) would be: fee, minimum, what arrives; asked while the amount is typed. */
export function useWithdrawQuote(amount: number | null, currency: string) {
  return useQuery({
    queryKey: [...withdrawalsKey, 'quote', amount, currency],
    queryFn: () => request<WithdrawQuote>('/customer/info/withdraw_quote', { query: { amount: amount ?? 0, currency }, quiet: true }),
    enabled: amount !== null && amount > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export const walletPinKey = ['wallet', 'pin'] as const;

/** Whether the caller has a wallet PIN, and until when wrong tries locked it. */
export function useWalletPin() {
  return useQuery({ queryKey: walletPinKey, queryFn: () => request<WalletPinStatus>('/customer/info/wallet_pin'), staleTime: 0 });
}

/** Sets or changes the wallet PIN with the account password (quiet: the form puts a refusal at its field). */
export function useSetWalletPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { pin: string; password: string }) => request<WalletPinStatus>('/customer/info/set_wallet_pin', { body, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletPinKey }),
  });
}

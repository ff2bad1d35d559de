/** The console's money: top-up and withdrawal queues and decisions, their settings, wallet types, the books (trial balance, sellers owing), the ledger audit and money by month. */
import type { Page } from '@agora/contract/envelope';
import type { AdminRecharge, RechargeSettings, RechargeState, WalletTypeAdmin, WalletTypeSaveInput } from '@agora/contract/topups';
import type { AuditResult, Books, MoneyMonth } from '@agora/contract/wallet';
import type { AdminWithdrawal, WithdrawalState, WithdrawSettings } from '@agora/contract/withdrawals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey, PAGE_SIZE } from '../api/keys';

export const moneyKey = [...adminKey, 'money'] as const;
const rechargesKey = [...moneyKey, 'recharges'] as const;
const withdrawalsKey = [...moneyKey, 'withdrawals'] as const;
const settingsKey = [...moneyKey, 'settings'] as const;
const booksKey = [...moneyKey, 'books'] as const;

export function useRecharges(state: RechargeState, page: number) {
  return useQuery({
    queryKey: [...rechargesKey, state, page],
    queryFn: () => request<Page<AdminRecharge>>('/admin/recharge/list', { query: { state, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Approve with the amount to credit (cents) and a note, or reject with the reason. Refusals are shown at the form's fields, so no toast. */
export type RechargeDecision = { id: number; approve: true; actual_amount: number; remark: string } | { id: number; approve: false; remark: string };

export function useReviewRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: RechargeDecision) =>
      request<AdminRecharge>('/admin/recharge/review', {
        quiet: true,
        body: decision.approve
          ? { id: decision.id, approve: 1, actual_amount: decision.actual_amount, remark: decision.remark }
          : { id: decision.id, approve: 0, remark: decision.remark },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKey }),
  });
}

export function useWithdrawals(state: WithdrawalState, page: number) {
  return useQuery({
    queryKey: [...withdrawalsKey, state, page],
    queryFn: () => request<Page<AdminWithdrawal>>('/admin/withdraw/list', { query: { state, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export type WithdrawalDecision = { id: number; approve: boolean; remark: string };

export function useReviewWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      request<{ id: number; state: WithdrawalState }>('/admin/withdraw/review', {
        quiet: true,
        body: { id: decision.id, approve: decision.approve ? 1 : 0, remark: decision.remark },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKey }),
  });
}

export function useRechargeSettings() {
  return useQuery({ queryKey: [...settingsKey, 'recharge'], queryFn: () => request<RechargeSettings>('/admin/recharge/settings') });
}

export function useSaveRechargeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RechargeSettings) => request<RechargeSettings>('/admin/recharge/settings', { quiet: true, body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}

export function useWithdrawSettings() {
  return useQuery({ queryKey: [...settingsKey, 'withdraw'], queryFn: () => request<WithdrawSettings>('/admin/withdraw/settings') });
}

export function useSaveWithdrawSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: WithdrawSettings) => request<WithdrawSettings>('/admin/withdraw/settings', { quiet: true, body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}

export function useWalletTypes() {
  return useQuery({
    queryKey: [...settingsKey, 'wallet-types'],
    queryFn: () => request<{ list: WalletTypeAdmin[]; total: number }>('/admin/wallet-types'),
  });
}

export type WalletTypeDraft = Omit<WalletTypeSaveInput, 'id'> & { id?: number };

export function useSaveWalletType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: WalletTypeDraft) => request<WalletTypeAdmin>('/admin/wallet-types/save', { quiet: true, body: draft }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}

export function useLastAudit() {
  return useQuery({ queryKey: [...booksKey, 'audit'], queryFn: () => request<AuditResult | null>('/admin/audit/ledger') });
}

export function useRunAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<AuditResult | null>('/admin/audit/ledger', { method: 'POST' }),
    onSuccess: (result) => {
      client.setQueryData([...booksKey, 'audit'], result);
      // The operator asked for a fresh look: the trial balance is read again with it.
      return client.invalidateQueries({ queryKey: [...booksKey, 'trial-balance'] });
    },
  });
}

export function useMoneySummary(months = 12) {
  return useQuery({ queryKey: [...booksKey, 'summary', months], queryFn: () => request<MoneyMonth[]>('/admin/money/summary', { query: { months } }) });
}

/** The trial balance by kind of account and the sellers who owe the mall (US cents). */
export function useBooks() {
  return useQuery({ queryKey: [...booksKey, 'trial-balance'], queryFn: () => request<Books>('/admin/books') });
}

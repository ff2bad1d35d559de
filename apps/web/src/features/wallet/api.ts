/**
 * The buyer's wallet calls: balance and frozen amount, a seller's shop earnings, the ledger a
 * page at a time (by kind and direction), the wallet types a top-up accepts, what the top-up form
 * shows for one of them, the top-up history, and submitting a top-up (quiet: its refusals are
 * shown beside their fields).
 */
import type { Page } from '@agora/contract/envelope';
import type { CardRecharge, Recharge, RechargeInfo } from '@agora/contract/topups';
import type { Balance, LedgerKind, LedgerRow, WalletEarnings } from '@agora/contract/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { StripeCardHandle } from '../checkout/stripe-card';
import { useHasLogin } from '../session/session-store';

export const walletKey = ['wallet'] as const;
export const WALLET_PAGE_SIZE = 15;

export type Direction = 'income' | 'expense';

export function useBalance() {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...walletKey, 'balance'],
    queryFn: () => request<Balance>('/customer/info/get_user_balance'),
    enabled: hasLogin,
  });
}

/** The caller's shop's earnings; asked for only with `enabled` (the caller has an open shop). */
export function useWalletEarnings(enabled: boolean) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...walletKey, 'earnings'],
    queryFn: () => request<WalletEarnings>('/customer/info/earnings'),
    enabled: hasLogin && enabled,
  });
}

export function useLedger(filters: { kind?: LedgerKind; direction?: Direction }, page: number) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...walletKey, 'ledger', filters.kind ?? '', filters.direction ?? '', page],
    queryFn: () =>
      request<Page<LedgerRow>>('/customer/info/transaction_details', {
        query: { kind: filters.kind, direction: filters.direction, page, page_size: WALLET_PAGE_SIZE },
      }),
    enabled: hasLogin,
    placeholderData: keepPreviousData,
  });
}

export interface WalletType {
  id: number;
  name: string;
  code: string;
}

export function useWalletTypes() {
  return useQuery({
    queryKey: [...walletKey, 'types'],
    queryFn: () => request<{ list: WalletType[] }>('/customer/index/get_wallets', { method: 'POST' }).then((d) => d.list),
    staleTime: 60_000,
  });
}

export function useRechargeInfo(walletCode: string | null) {
  return useQuery({
    queryKey: [...walletKey, 'rechargeInfo', walletCode],
    queryFn: () => request<RechargeInfo>('/customer/info/recharge_info', { query: { wallet_code: walletCode ?? '' } }),
    enabled: walletCode !== null,
  });
}

export function useRecharges(page: number) {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: [...walletKey, 'recharges', page],
    queryFn: () => request<Page<Recharge>>('/customer/info/recharge_list', { query: { page, page_size: WALLET_PAGE_SIZE } }),
    enabled: hasLogin,
    placeholderData: keepPreviousData,
  });
}

export interface TopUp {
  wallet_code: string;
  /** US cents. */
  amount: number;
  transaction_id: string;
  voucher: string;
}

/** Submits a top-up; the history and the submissions left are fetched again whatever the outcome. */
export function useSubmitTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TopUp) => request<Recharge>('/customer/info/recharge', { body: { ...body }, quiet: true }),
    onSettled: () => client.invalidateQueries({ queryKey: walletKey }),
  });
}

/** A card top-up: `amount` in minor units of `currency` (its decimals), the card fields, one key per attempt. */
export interface CardTopUp {
  amount: number;
  currency: string;
  idempotency_key: string;
  card_number?: string;
  card_exp?: string;
  card_cvc?: string;
  card_name?: string;
}

/** Stripe's refusal of the card typed into its Payment Element (not the mall's): its own message. */
export class StripeCardProblem extends Error {}

/** Tops up by card (quiet: refusals are shown beside their fields); the balance and ledger are fetched again whatever the outcome. */
export function useCardTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ stripeCard, ...body }: CardTopUp & { stripeCard?: StripeCardHandle | null }) => {
      // Stripe's Payment Element: Stripe checks the card, the top-up answers its intent, the page
      // confirms it, and only Stripe's word read by the server credits the wallet.
      const problem = stripeCard ? await stripeCard.submit() : null;
      if (problem) throw new StripeCardProblem(problem);
      const topUp = await request<CardRecharge>('/customer/info/recharge_card', { body: { ...body }, quiet: true });
      if (!stripeCard || !topUp.card_intent) return topUp;
      const declined = await stripeCard.confirm(topUp.card_intent.client_secret);
      const checked = await request<CardRecharge>('/customer/info/recharge_card_check', { body: { id: topUp.id }, quiet: true });
      if (checked.status === 'declined' || (declined && checked.status !== 'succeeded')) throw new StripeCardProblem(declined ?? '');
      return checked;
    },
    onSettled: () => client.invalidateQueries({ queryKey: walletKey }),
  });
}

/**
 * The console's users (`/api/admin/user/*`): the search, a user's page, block, unblock and unlock,
 * and the wallet adjustment (`/api/admin/wallet/adjust`, finance). Refusals are shown where the
 * action was asked for, so none of the changes toasts.
 */
import type { Page } from '@agora/contract/envelope';
import type { AdminUser, UserDetail, UserListQuery } from '@agora/contract/users-admin';
import type { Balance } from '@agora/contract/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey } from '../api/keys';

export const usersKey = [...adminKey, 'users'] as const;

export type UserSearch = Partial<Omit<UserListQuery, 'page_size'>>;

export function useUserList(search: UserSearch, pageSize: number) {
  return useQuery({
    queryKey: [...usersKey, 'list', search, pageSize],
    queryFn: () => request<Page<AdminUser>>('/admin/user/list', { query: { ...search, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: number, pages: { orders_page: number; ledger_page: number }) {
  return useQuery({
    queryKey: [...usersKey, 'detail', id, pages.orders_page, pages.ledger_page],
    queryFn: () => request<UserDetail>(`/admin/user/${id}`, { query: pages }),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}

type Change = { kind: 'block'; id: number; reason: string } | { kind: 'unblock' | 'unlock'; id: number };

/** Block (with the reason), unblock or unlock; every list and page showing the user is read again. */
export function useChangeUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      request<AdminUser>(`/admin/user/${change.kind}`, {
        quiet: true,
        body: change.kind === 'block' ? { id: change.id, reason: change.reason } : { id: change.id },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

/** Credit (amount > 0) or debit (< 0) the wallet in US cents, the remark kept on the ledger row. */
export function useAdjustWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { user_id: number; amount: number; remark: string }) =>
      request<Balance & { ledger_id: number }>('/admin/wallet/adjust', { quiet: true, body: input }),
    // Money moved: the books follow.
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

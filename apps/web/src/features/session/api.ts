/** Session calls: user info, login, register, logout. Mutations refresh what depends on them. */
import type { LoginResult, UserInfo } from '@agora/contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { resetLanguage } from '../../lib/i18n';
import { currencyStore } from '../locale/use-price';
import { session, useHasLogin } from './session-store';

export const userInfoKey = ['userinfo'] as const;

export function useUserInfo() {
  const hasLogin = useHasLogin();
  return useQuery({
    queryKey: userInfoKey,
    queryFn: () => request<UserInfo>('/customer/info/get_userinfo'),
    enabled: hasLogin,
    staleTime: 30_000,
  });
}

function useStartSession() {
  const client = useQueryClient();
  return (result: LoginResult) => {
    session.login(result['access-token']);
    client.setQueryData(userInfoKey, {
      user: result.user,
      seller_url: result.seller_url,
      card: result.card,
      product: { count: 0 },
      notice: { count: result.message_unread_count },
      // A new session has seen nothing yet: the dot is up while anything is unread.
      notify: result.message_unread_count > 0 ? 1 : 0,
      shop_id: null,
    } satisfies UserInfo);
    void client.invalidateQueries({ queryKey: userInfoKey });
    // A guest's compare list joins the account's (loaded lazily: the first page carries no compare code).
    void import('../compare/api').then((compare) => compare.mergeGuestCompare(client));
    // What the guest started (the heart they tapped, the cart they filled) is finished; logging in
    // waits for it, so the page they return to shows it done.
    return Promise.all([
      import('./finish-pending-action').then((pending) => pending.finishPendingAction(client)),
      import('../cart/api').then((cart) => cart.mergeGuestCart(client)),
    ]).catch(() => undefined);
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: { email: string; password: string; remember: boolean }) => request<LoginResult>('/customer/login/account', { body, quiet: true }),
    onSuccess: start,
  });
}

export interface RegisterForm {
  firstname: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  agree: boolean;
  invitation_code: string;
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterForm) => request<LoginResult>('/customer/register/account', { body: { ...body }, quiet: true }),
    onSuccess: start,
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The server forgets the token; even if that call fails, this browser forgets everything.
      await request<null>('/customer/user/logout', { quiet: true }).catch(() => null);
    },
    onSettled: async () => {
      session.clearAll();
      currencyStore.reset();
      await resetLanguage();
      client.clear();
    },
  });
}

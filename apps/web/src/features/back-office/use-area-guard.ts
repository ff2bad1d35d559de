/**
 * Who may see a back-office area: `role` 'seller' for the seller centre, 'admin' for the admin
 * console. Answers 'login' without a session, 'loading' while the user's roles load, 'denied'
 * when the user lacks the role, 'allowed' otherwise (with the user).
 * @example const guard = useAreaGuard('admin'); if (guard.status !== 'allowed') return null;
 */
import type { Role, User } from '@agora/contract/auth';
import { useUserInfo } from '../session/api';
import { useHasLogin } from '../session/session-store';

export type AreaGuard =
  | { status: 'login' | 'loading' | 'denied'; user?: User; retry?: () => void }
  | { status: 'error'; retry: () => void }
  | { status: 'allowed'; user: User };

export function useAreaGuard(role: Extract<Role, 'seller' | 'admin'>): AreaGuard {
  const hasLogin = useHasLogin();
  const info = useUserInfo();
  if (!hasLogin) return { status: 'login' };
  if (info.data) return info.data.user.roles.includes(role) ? { status: 'allowed', user: info.data.user } : { status: 'denied', user: info.data.user };
  if (info.isError) return { status: 'error', retry: () => void info.refetch() };
  return { status: 'loading' };
}

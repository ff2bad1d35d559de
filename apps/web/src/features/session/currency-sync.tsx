/**
 * Tells the server the currency a logged-in user shows prices in (`update_user` `currency`), so
 * the mails it sends (receipts, reminders) show amounts as the site does: after logging in or
 * registering, and whenever the user switches currency. Renders nothing.
 */
import type { User, UserInfo } from '@agora/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/api-client';
import { useCurrencyCode } from '../locale/use-price';
import { userInfoKey, useUserInfo } from './api';
import { useHasLogin } from './session-store';

export function CurrencySync() {
  const code = useCurrencyCode();
  const hasLogin = useHasLogin();
  const saved = useUserInfo().data?.user.currency;
  const client = useQueryClient();
  useEffect(() => {
    // Logging out resets the currency shown while the user's answer is still cached: not theirs to save.
    if (!hasLogin || !saved || saved === code) return;
    request<User>('/customer/info/update_user', { body: { currency: code }, quiet: true }).then(
      (user) => client.setQueryData<UserInfo>(userInfoKey, (info) => (info ? { ...info, user } : info)),
      // A currency the mall no longer offers: mails keep the one saved before.
      () => undefined,
    );
  }, [hasLogin, saved, code, client]);
  return null;
}

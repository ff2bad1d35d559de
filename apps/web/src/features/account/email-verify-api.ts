/**
 * E-mail verification calls: mail a code (`/customer/info/send_email_code`), then check it
 * (`/customer/info/verify_email`). Both are quiet: the dialog shows a refusal beside its field.
 * A proved address is written into the cached user info, so every "Verify" action goes away.
 */
import type { SendEmailCodeResult } from '@agora/contract/account';
import type { UserInfo } from '@agora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';

export function useSendEmailCode() {
  return useMutation({ mutationFn: () => request<SendEmailCodeResult>('/customer/info/send_email_code', { method: 'POST', body: {}, quiet: true }) });
}

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request<{ email: string; email_verified: true }>('/customer/info/verify_email', { body: { code }, quiet: true }),
    onSuccess: () => {
      client.setQueryData<UserInfo>(userInfoKey, (info) => (info ? { ...info, user: { ...info.user, email_verified: true } } : info));
    },
  });
}

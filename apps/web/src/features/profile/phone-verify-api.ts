/**
 * Phone (WhatsApp) verification calls: send a code by SMS (`/customer/phone/send_code`), then
 * check it (`/customer/phone/verify`). Both are quiet: the dialog shows a refusal next to its
 * field. A proved number becomes the account's phone, so the profile is updated in place.
 */
import type { UserInfo } from '@agora/contract/auth';
import type { SendPhoneCodeInput } from '@agora/contract/phone-verify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { userInfoKey } from '../session/api';

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: SendPhoneCodeInput) =>
      request<{ phone: string; resend_after: number }>('/customer/phone/send_code', { body: { ...input }, quiet: true }),
  });
}

export function useVerifyPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request<{ phone: string; phone_verified: true }>('/customer/phone/verify', { body: { code }, quiet: true }),
    onSuccess: ({ phone }) => {
      client.setQueryData<UserInfo>(userInfoKey, (info) => (info ? { ...info, user: { ...info.user, phone, phone_verified: true } } : info));
    },
  });
}

/**
 * Which mails the user gets (`/customer/info/mail_settings`): each optional kind on or off.
 * Saving one switch sends only that kind and takes the whole set back.
 */
import type { MailSettings, OptionalMailKind } from '@agora/contract/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const mailSettingsKey = ['mail-settings'];

export function useMailSettings() {
  return useQuery({ queryKey: mailSettingsKey, queryFn: () => request<MailSettings>('/customer/info/mail_settings') });
}

export function useSaveMailSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: OptionalMailKind; on: boolean }) =>
      request<MailSettings>('/customer/info/mail_settings', { json: { kinds: { [kind]: on } } }),
    onSuccess: (settings) => client.setQueryData(mailSettingsKey, settings),
  });
}

/**
 * "Your data": download it (`GET /customer/info/export_data`, a JSON file saved under the server's
 * name) and delete the account (`POST /customer/info/delete_account`), which ends the session here.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { REQUEST_TIMEOUT_MS, request } from '../../lib/api-client';
import { saveDownload } from '../../lib/download';
import { toast } from '../../lib/events';
import { prefs } from '../../lib/prefs';
import { session } from '../session/session-store';

/** Fetches the export with the session's token and saves it; a refusal is a toast. */
export async function downloadMyData(): Promise<void> {
  const token = prefs.token();
  const response = await fetch('/api/customer/info/export_data', {
    headers: { lang: prefs.lang(), ...(token ? { 'access-token': token } : {}) },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok || !response.headers.get('content-disposition')) {
    const envelope = response ? await response.json().catch(() => null) : null;
    toast.emit({ message: typeof envelope?.message === 'string' ? envelope.message : i18n.t('common.requestError'), kind: 'error' });
    return;
  }
  await saveDownload(response, 'agora-data.json');
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => request<null>('/customer/info/delete_account', { body: { password }, quiet: true }),
    onSuccess: () => {
      // The server ended every session: this browser forgets it too, as logging out does.
      session.clearAll();
      client.clear();
    },
  });
}

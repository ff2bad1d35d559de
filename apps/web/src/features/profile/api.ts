/** Profile calls: edit the profile or the password (`update_user`), and upload a photo. */
import type { User, UserInfo } from '@agora/contract/auth';
import { TOKEN_CODES } from '@agora/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { ApiError, REQUEST_TIMEOUT_MS, request, responseOutcome } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { sessionEnded } from '../../lib/events';
import { prefs } from '../../lib/prefs';
import { userInfoKey } from '../session/api';

export interface ProfileEdit {
  firstname?: string;
  phone?: string;
  avatar?: string;
  lang?: string;
  old_password?: string;
  password?: string;
  confirm_password?: string;
}

/** Sends an edit quietly (the form puts a refusal next to its field) and shows the user answered. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileEdit) => request<User>('/customer/info/update_user', { body: { ...body }, quiet: true }),
    onSuccess: (user) => {
      client.setQueryData<UserInfo>(userInfoKey, (info) => (info ? { ...info, user } : info));
    },
  });
}

export interface Uploaded {
  path: string;
  url: string;
}

/**
 * Uploads one picture (`POST /api/upload`, field `file`). A refusal carries the web's sentence
 * for the field; an upload that did not reach the server says "upload error" (spec §8).
 */
export async function uploadPhoto(file: File): Promise<Uploaded> {
  const body = new FormData();
  body.set('file', file);
  const headers: Record<string, string> = { lang: prefs.lang() };
  const token = prefs.token();
  if (token) headers['access-token'] = token;
  let response: Response;
  try {
    response = await fetch('/api/upload', { method: 'POST', headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new ApiError(0, i18n.t('common.uploadError'));
  }
  const envelope = await response.json().catch(() => null);
  const outcome = responseOutcome(response.status, envelope);
  if (outcome === 'data') return envelope.data as Uploaded;
  if (outcome === 'interfaceError') throw new ApiError(envelope?.code ?? 0, i18n.t('common.uploadError'));
  if (TOKEN_CODES.includes(envelope.code)) {
    prefs.clearToken();
    sessionEnded.emit();
  }
  throw new ApiError(envelope.code, envelope.field ? errorText(envelope) : envelope.message, envelope.field, envelope.reason, envelope.params);
}

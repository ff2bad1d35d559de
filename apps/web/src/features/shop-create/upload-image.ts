/**
 * Uploads one picture to `POST /api/upload` (field `file`) with XMLHttpRequest, whose upload
 * events give the progress bar its figure (fetch has none). A refusal carries the web's sentence;
 * an upload that did not reach the server says "upload error" (spec §8); a token code ends the
 * session as every other request does.
 * @example const { path } = await uploadImage(file, (percent) => setProgress(percent))
 */
import { TOKEN_CODES } from '@agora/contract/errors';
import i18n from 'i18next';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { sessionEnded } from '../../lib/events';
import { prefs } from '../../lib/prefs';

export interface Uploaded {
  path: string;
  thumb: string;
  url: string;
  width: number;
  height: number;
}

export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('lang', prefs.lang());
    const token = prefs.token();
    if (token) xhr.setRequestHeader('access-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const uploadError = () => reject(new ApiError(0, i18n.t('common.uploadError')));
    xhr.onerror = uploadError;
    xhr.ontimeout = uploadError;
    xhr.onload = () => {
      let envelope: { code?: unknown; message?: string; data?: Uploaded; field?: string; reason?: string; params?: Record<string, string | number> } | null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        envelope = null;
      }
      if (!envelope || typeof envelope.code !== 'number') return uploadError();
      if (envelope.code === 200 && envelope.data) return resolve(envelope.data);
      if (TOKEN_CODES.includes(envelope.code)) {
        prefs.clearToken();
        sessionEnded.emit();
      }
      const failure = { ...envelope, code: envelope.code, message: envelope.message ?? i18n.t('common.uploadError') };
      reject(new ApiError(envelope.code, failure.field ? errorText(failure) : failure.message, failure.field, failure.reason, failure.params));
    };
    const body = new FormData();
    body.set('file', file);
    xhr.send(body);
  });
}

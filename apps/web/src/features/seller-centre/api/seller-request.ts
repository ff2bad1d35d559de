/**
 * The seller centre's calls that the form-encoded request layer cannot make: a JSON body (the
 * product save) and a file with upload progress (pictures, the CSV import, whose refusal's `data`
 * lists the bad rows). Same headers, token handling, messages, toasts and ApiError as
 * lib/api-client.ts, which the other calls use.
 */
import type { Envelope } from '@agora/contract/envelope';
import { TOKEN_CODES } from '@agora/contract/errors';
import i18n from 'i18next';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { errorText } from '../../../lib/error-text';
import { sessionEnded, toast } from '../../../lib/events';
import { prefs } from '../../../lib/prefs';

function headers(): Record<string, string> {
  const token = prefs.token();
  return { lang: prefs.lang(), ...(token ? { 'access-token': token } : {}) };
}

/** Reads an envelope: the data on 200, else the same toast and ApiError as the request layer. */
function settle<T>(envelope: Envelope<T> | null, quiet: boolean): T {
  if (typeof envelope?.code !== 'number') {
    const message = i18n.t('common.interfaceError');
    if (!quiet) toast.emit({ message, kind: 'error' });
    throw new ApiError(0, message);
  }
  if (envelope.code === 200) return envelope.data as T;
  if (TOKEN_CODES.includes(envelope.code)) {
    prefs.clearToken();
    sessionEnded.emit();
  }
  const message = errorText(envelope);
  if (!quiet) toast.emit({ message, kind: 'error' });
  throw new ApiError(envelope.code, message, envelope.field, envelope.reason, envelope.params, envelope.data);
}

/** POST a JSON body. @example await postJson<SaveResult>('/seller/product/save', draft) */
export async function postJson<T>(path: string, body: unknown, { quiet = false } = {}): Promise<T> {
  let envelope: Envelope<T> | null = null;
  try {
    const response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    envelope = await response.json().catch(() => null);
  } catch {
    const message = i18n.t('common.requestError');
    if (!quiet) toast.emit({ message, kind: 'error' });
    throw new ApiError(0, message);
  }
  return settle(envelope, quiet);
}

/**
 * POST one file as multipart field `file`, reporting progress from 0 to 1 (XMLHttpRequest: fetch
 * cannot tell how much of a body has been sent).
 * @example await sendFile<Upload>('/upload', file, (p) => setProgress(p))
 */
export function sendFile<T>(path: string, file: File, onProgress?: (fraction: number) => void, { quiet = false } = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    const failed = () => {
      const message = i18n.t('common.requestError');
      if (!quiet) toast.emit({ message, kind: 'error' });
      reject(new ApiError(0, message));
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onload = () => {
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        envelope = null;
      }
      try {
        resolve(settle(envelope, quiet));
      } catch (error) {
        reject(error);
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Downloads what a GET answers (the CSV export) as a file named by the server, or `fallbackName`. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api${path}`, { headers: headers(), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(() => null);
  const type = response?.headers.get('content-type') ?? '';
  if (!response?.ok || type.includes('json')) {
    // An error answers the envelope.
    settle(response ? await response.json().catch(() => null) : null, false);
    return;
  }
  await saveDownload(response, fallbackName);
}

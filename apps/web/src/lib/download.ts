/**
 * Downloading a file the server answers: fetched with the session's token, then saved under the
 * server's file name (its content-disposition), else a fallback name.
 * @example await downloadCsv('/admin/report/export', { kind: 'orders' }, 'orders.csv')
 */
import i18n from 'i18next';
import { REQUEST_TIMEOUT_MS } from './api-client';
import { toast } from './events';
import { prefs } from './prefs';

/** Saves a fetched answer's body as a file named by its content-disposition, or `fallbackName`. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a CSV with the session's token and saves it under the server's file name; a refusal is a toast. */
export async function downloadCsv(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const token = prefs.token();
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
    headers: { lang: prefs.lang(), ...(token ? { 'access-token': token } : {}) },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok || !response.headers.get('content-type')?.includes('text/csv')) {
    const envelope = response ? await response.json().catch(() => null) : null;
    toast.emit({ message: typeof envelope?.message === 'string' ? envelope.message : i18n.t('common.requestError'), kind: 'error' });
    return;
  }
  await saveDownload(response, fallbackName);
}

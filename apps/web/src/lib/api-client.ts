/**
 * The one request layer: base /api, headers `access-token` and `lang`, form-encoded bodies, a
 * 60 s time-out. Code 200 answers the data; a token code ends the session (and opens login);
 * any other code shows one sentence as a toast (the web's own for a refused field, see
 * error-text.ts) and rejects with an ApiError carrying it.
 */
import type { Envelope } from '@agora/contract/envelope';
import { TOKEN_CODES } from '@agora/contract/errors';
import i18n from 'i18next';
import { errorText } from './error-text';
import { sessionEnded, toast } from './events';
import { loadPageTexts } from './i18n';
import { prefs } from './prefs';

export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A refused request: `message` is what the buyer reads; `code`, `field`, `reason` and `params`
 * are the envelope's, for code that acts on them. Code 0: the server could not be reached.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly reason?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }

  /** The server was not reached or did not answer the envelope (offline, unreachable, a proxy's error page). */
  get isNetwork(): boolean {
    return this.code === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: Record<string, string | number | boolean | undefined | null>;
  query?: Record<string, string | number | undefined>;
  /** Skip the toast: the caller shows the error itself (e.g. next to a form field). */
  quiet?: boolean;
}

function toForm(body: NonNullable<RequestOptions['body']>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

function fail(message: string, quiet?: boolean): never {
  if (!quiet) toast.emit({ message, kind: 'error' });
  throw new ApiError(0, message);
}

/** @example const data = await request<UserInfo>('/customer/info/get_userinfo') */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { lang: prefs.lang() };
  const token = prefs.token();
  if (token) headers['access-token'] = token;
  if (options.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const query = options.query ? `?${toForm(options.query)}` : '';

  let response: Response;
  try {
    response = await fetch(`/api${path}${query}`, {
      method,
      headers,
      body: options.body ? toForm(options.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return fail(i18n.t('common.requestError'), options.quiet);
  }

  let envelope: Envelope<T>;
  try {
    envelope = await response.json();
  } catch {
    return fail(i18n.t('common.interfaceError'), options.quiet);
  }
  if (typeof envelope?.code !== 'number') return fail(i18n.t('common.interfaceError'), options.quiet);
  if (envelope.code === 200) return envelope.data as T;

  if (TOKEN_CODES.includes(envelope.code)) {
    prefs.clearToken();
    sessionEnded.emit();
  }
  // Field labels and their sentences come with the pages' texts, which the first page does not load.
  if (envelope.field) await loadPageTexts().catch(() => undefined);
  const message = errorText(envelope);
  if (!options.quiet) toast.emit({ message, kind: 'error' });
  throw new ApiError(envelope.code, message, envelope.field, envelope.reason, envelope.params);
}

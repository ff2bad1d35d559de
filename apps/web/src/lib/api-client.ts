/**
 * The one request layer: base /api, headers `access-token` and `lang`, form-encoded bodies, a
 * 60 s time-out. Code 200 answers the data; a token code ends the session (and opens login);
 * any other code shows the server's message as a toast and rejects with an ApiError.
 */
import { TOKEN_CODES } from '@agora/contract/errors';
import i18n from 'i18next';
import { sessionEnded, toast } from './events';
import { prefs } from './prefs';

export const REQUEST_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
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

  let envelope: { code: number; message: string; data: T; field?: string };
  try {
    envelope = await response.json();
  } catch {
    return fail(i18n.t('common.interfaceError'), options.quiet);
  }
  if (typeof envelope?.code !== 'number') return fail(i18n.t('common.interfaceError'), options.quiet);
  if (envelope.code === 200) return envelope.data;

  if (TOKEN_CODES.includes(envelope.code)) {
    prefs.clearToken();
    sessionEnded.emit();
  }
  if (!options.quiet) toast.emit({ message: envelope.message, kind: 'error' });
  throw new ApiError(envelope.code, envelope.message, envelope.field);
}

/**
 * The one request layer: base /api, headers `access-token` and `lang`, form-encoded bodies, a
 * 60 s time-out. Code 200 answers the data; a token code ends the session (and opens login);
 * any other code shows one sentence as a toast (the web's own for a refused field, see
 * error-text.ts) and rejects with an ApiError carrying it. An HTTP status outside 200–299 shows
 * the generic "interface error" (spec §7, §8), unless its envelope carries a code this app
 * handles itself (`responseOutcome`).
 */
import type { Envelope } from '@agora/contract/envelope';
import { ErrorCode, TOKEN_CODES } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import i18n from 'i18next';
import { errorText } from './error-text';
import { sessionEnded, toast } from './events';
import { loadPageTexts } from './i18n';
import { prefs } from './prefs';

export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A refused request: `message` is what the buyer reads; `code`, `field`, `reason`, `params` and
 * `data` are the envelope's, for code that acts on them (a refusal's `data` is unchecked: parse it
 * with the contract's schema where it is used). Code 0: the server could not be reached.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly reason?: string,
    readonly params?: Record<string, string | number>,
    readonly data?: unknown,
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
  /** The language to answer in, when not the UI's (a seller previewing a product's Spanish text). */
  lang?: Lang;
  /** A JSON body instead of a form, for nested input (`{kinds: {shipping: false}}`); makes it a POST. */
  json?: unknown;
}

function toForm(body: NonNullable<RequestOptions['body']>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

function fail(message: string, quiet?: boolean, code = 0): never {
  if (!quiet) toast.emit({ message, kind: 'error' });
  throw new ApiError(code, message);
}

/** Codes the app acts on itself even on an HTTP error status: the token codes, and the rate limit's wait. */
const OWN_CODES: readonly number[] = [...TOKEN_CODES, ErrorCode.tooManyRequests];

/**
 * How to take an answer: `data` (code 200 on a 2xx), `refused` (the envelope's code and message
 * are shown and acted on), or `interfaceError` (the generic message: not an envelope, or an HTTP
 * error status whose code the app does not handle itself, such as a 500 or a proxy's 502).
 * @example responseOutcome(429, { code: 1000010, message: '…' }) // 'refused'
 * @example responseOutcome(500, { code: 1000500, message: '…' }) // 'interfaceError'
 */
export function responseOutcome(status: number, envelope: unknown): 'data' | 'refused' | 'interfaceError' {
  const code = (envelope as { code?: unknown } | null)?.code;
  if (typeof code !== 'number') return 'interfaceError';
  if (status >= 200 && status <= 299) return code === 200 ? 'data' : 'refused';
  return OWN_CODES.includes(code) ? 'refused' : 'interfaceError';
}

/** @example const data = await request<UserInfo>('/customer/info/get_userinfo') */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body || options.json !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = { lang: options.lang ?? prefs.lang() };
  const token = prefs.token();
  if (token) headers['access-token'] = token;
  if (options.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (options.json !== undefined) headers['content-type'] = 'application/json';
  const query = options.query ? `?${toForm(options.query)}` : '';

  let response: Response;
  try {
    response = await fetch(`/api${path}${query}`, {
      method,
      headers,
      body: options.body ? toForm(options.body) : options.json !== undefined ? JSON.stringify(options.json) : undefined,
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
  const outcome = responseOutcome(response.status, envelope);
  if (outcome === 'data') return envelope.data as T;
  // The server answered, so this is no network failure: the envelope's code, when it has one.
  if (outcome === 'interfaceError') return fail(i18n.t('common.interfaceError'), options.quiet, typeof envelope?.code === 'number' ? envelope.code : 0);

  // Only the session this request carried ends: one logged out (or replaced) while it was on its
  // way is not the browser's session any more, and must not send the buyer to log in.
  if (TOKEN_CODES.includes(envelope.code) && prefs.token() === token) {
    prefs.clearToken();
    sessionEnded.emit();
  }
  // Field labels and their sentences come with the pages' texts, which the first page does not load.
  if (envelope.field) await loadPageTexts().catch(() => undefined);
  const message = errorText(envelope);
  if (!options.quiet) toast.emit({ message, kind: 'error' });
  throw new ApiError(envelope.code, message, envelope.field, envelope.reason, envelope.params, envelope.data);
}

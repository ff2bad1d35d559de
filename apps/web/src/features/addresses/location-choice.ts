/**
 * The `/choose-location` round trip. The page that wants a place sends the buyer to
 * `/choose-location?back=<its own path and query>` (with the current `country`, `state`, `city`
 * to start from); the buyer picks, and is sent back to `back` with `country`, `state`, `city` and
 * `picked=1` added to its query. An unsaved address form waits meanwhile in session storage
 * (`keepDraft` before leaving, `takeDraft` on return), so nothing typed is lost.
 * @example navigate(chooseLocationPath('/pages/mine/confing?address=new', { country: 'TH' }))
 *          // '/choose-location?back=%2Fpages%2Fmine%2Fconfing%3Faddress%3Dnew&country=TH'
 */
import type { AddressDraft } from './api';

export interface PlaceChoice {
  country: string;
  state: string;
  city: string;
}

/** Only a path of this app may be returned to: `/pages/…`, never `//evil.example` or `https://…`. */
export function safeBack(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

export function chooseLocationPath(back: string, place: Partial<PlaceChoice> = {}): string {
  const params = new URLSearchParams({ back: safeBack(back) });
  for (const key of ['country', 'state', 'city'] as const) if (place[key]) params.set(key, place[key]);
  return `/choose-location?${params}`;
}

/** `back` with the chosen place in its query (replacing any earlier choice). */
export function backWithChoice(back: string, place: PlaceChoice): string {
  const url = new URL(safeBack(back), 'http://app.invalid');
  for (const key of ['country', 'state', 'city'] as const) {
    if (place[key]) url.searchParams.set(key, place[key]);
    else url.searchParams.delete(key);
  }
  url.searchParams.set('picked', '1');
  return `${url.pathname}${url.search}`;
}

/** The place a page was sent back with, or null. */
export function choiceFrom(params: URLSearchParams): PlaceChoice | null {
  if (params.get('picked') !== '1' || !params.get('country')) return null;
  return { country: params.get('country') ?? '', state: params.get('state') ?? '', city: params.get('city') ?? '' };
}

/** The query without the choice, once the page has taken it. */
export function withoutChoice(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const key of ['country', 'state', 'city', 'picked']) rest.delete(key);
  return rest;
}

const DRAFT_KEY = 'agora.addressDraft';

export function keepDraft(draft: AddressDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or off: the buyer types the rest again.
  }
}

/** The draft kept before choosing a place, once. */
export function takeDraft(): AddressDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' && 'first_name' in value ? (value as AddressDraft) : null;
  } catch {
    return null;
  }
}

/**
 * What a guest was doing when asked to log in: where they were, why they are asked, and the
 * action to finish once logged in (the heart they tapped). Kept in session storage (this tab
 * only; it survives reloading the login page), used once, forgotten after 30 minutes, and
 * forgotten as soon as the login page is reached any other way. The account pages pass it on from
 * one to the next (login ↔ register ↔ forgot password), so signing up returns as logging in does.
 * @example askToLogIn(navigate, { returnTo: '/pages/prouduct/detail?id=7', reason: 'wishlist', action: { type: 'wishlist.add', productId: 7 } })
 */
import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import {
  hereOf,
  isAccountEntry,
  LOGIN_INTENT_KEY,
  LOGIN_PATH,
  type LoginIntent,
  type LoginReason,
  type PendingAction,
  writeLoginIntent as write,
} from './login-link';

export type { LoginIntent, LoginReason, PendingAction } from './login-link';
export { LOGIN_PATH } from './login-link';

/** The line the login page shows for each reason (none when the buyer chose to log in). */
export const LOGIN_REASON_TEXT: Record<LoginReason, string | null> = {
  wishlist: 'auth.reasonWishlist',
  wishlistPage: 'auth.reasonWishlistPage',
  coupon: 'auth.reasonCoupon',
  account: 'auth.reasonAccount',
  session: 'auth.reasonSession',
  visit: null,
};

const MAX_AGE_MS = 30 * 60_000;

/** A stored action, if it is one we know, whole. */
function actionOf(action: PendingAction | null | undefined): PendingAction | null {
  if (action?.type === 'wishlist.add' && Number.isInteger(action.productId)) return action;
  if (action?.type === 'coupon.claim' && Number.isInteger(action.couponId)) return action;
  return null;
}

/**
 * A path to go back to, if it is one inside the app: "/…" only ("//host" or "/\host" would be
 * another site's address to a browser), no spaces or backslashes, and no account page
 * (coming back to the login page would ask to log in again).
 */
export function isSafeReturnTo(path: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(path) && !isAccountEntry(path);
}

/** A stored intent, if it is whole, recent and leads inside the app. */
export function parseLoginIntent(raw: string | null, now = Date.now()): LoginIntent | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<LoginIntent> | null;
    if (!value || typeof value.returnTo !== 'string' || typeof value.at !== 'number') return null;
    if (!(value.reason && Object.hasOwn(LOGIN_REASON_TEXT, value.reason))) return null;
    if (!isSafeReturnTo(value.returnTo)) return null;
    if (now - value.at > MAX_AGE_MS || value.at > now) return null;
    return { returnTo: value.returnTo, reason: value.reason, action: actionOf(value.action), at: value.at };
  } catch {
    return null;
  }
}

export const loginIntent = {
  read(): LoginIntent | null {
    try {
      return parseLoginIntent(sessionStorage.getItem(LOGIN_INTENT_KEY));
    } catch {
      return null;
    }
  },
  clear: () => write(null),
  /** The action to finish, handed out once (the return address stays for the login page). */
  takeAction(): PendingAction | null {
    const intent = loginIntent.read();
    if (intent?.action) write({ ...intent, action: null });
    return intent?.action ?? null;
  },
  /** Where to go back to after logging in, handed out once. */
  takeReturnTo(): string | null {
    const intent = loginIntent.read();
    write(null);
    return intent?.returnTo ?? null;
  },
};

/** Sends a guest to log in, remembering where they were, why, and what to finish afterwards. */
export function askToLogIn(navigate: NavigateFunction, intent: Omit<LoginIntent, 'at'>, options: { replace?: boolean } = {}) {
  write({ ...intent, at: Date.now() });
  navigate(LOGIN_PATH, { state: { loginReason: intent.reason }, replace: options.replace });
}

/** For a page that needs an account, shown to a guest: off to log in, and back here afterwards. */
export function LoginRedirect({ reason }: { reason: LoginReason }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = hereOf(location);
  useEffect(() => askToLogIn(navigate, { returnTo: here, reason, action: null }, { replace: true }), [navigate, here, reason]);
  return null;
}

/** The reason a page was opened with (the router's state), if it is one we know. */
export function sentReasonOf(state: unknown): LoginReason | null {
  const reason = (state as { loginReason?: unknown } | null)?.loginReason;
  return typeof reason === 'string' && Object.hasOwn(LOGIN_REASON_TEXT, reason) ? (reason as LoginReason) : null;
}

/**
 * The router state for a link from one account page to another (login, register, forgot
 * password): the reason this one was opened with, so the next keeps the intent it belongs to.
 */
export function useKeptLoginState(): { loginReason: LoginReason } | undefined {
  const reason = sentReasonOf(useLocation().state);
  return reason ? { loginReason: reason } : undefined;
}

/**
 * On the account pages (login, register, forgot password): why the buyer is asked to log in, when
 * they were sent with a reason (passed on from page to page). Reaching them another way (the
 * header, an expired session, a referral link) forgets an intent left from before.
 */
export function useLoginReason(): LoginReason | null {
  const location = useLocation();
  const sentFor = sentReasonOf(location.state);
  const intent = loginIntent.read();
  const reason = intent && sentFor === intent.reason ? intent.reason : null;
  useEffect(() => {
    if (!reason) loginIntent.clear();
  }, [reason]);
  return reason;
}

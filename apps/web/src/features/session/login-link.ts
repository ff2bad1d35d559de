/**
 * The part of the login intent the first page needs: writing it, and the header's or tab bar's
 * link to the login page that comes back here afterwards. Reading and finishing it is in
 * `login-intent.ts`, loaded with the pages that use it.
 */
import { useLocation } from 'react-router';

export type PendingAction = { type: 'wishlist.add'; productId: number } | { type: 'coupon.claim'; couponId: number };
/**
 * Why the login page was opened: a heart tapped (`wishlist`), a coupon's "Claim" (`coupon`), a
 * page that needs an account (`wishlistPage`, `account`), a session that ended (`session`), or
 * the buyer's own choice from the header or tabs (`visit`, no line shown). Each returns the buyer
 * to where they were.
 */
export type LoginReason = 'wishlist' | 'wishlistPage' | 'coupon' | 'account' | 'session' | 'visit';
export interface LoginIntent {
  returnTo: string;
  reason: LoginReason;
  action: PendingAction | null;
  at: number;
}

export const LOGIN_PATH = '/pages/users/login';
export const LOGIN_INTENT_KEY = 'agora.login-intent';

// Session storage can be refused (some private modes); then the buyer simply lands on the dashboard.
export function writeLoginIntent(intent: LoginIntent | null) {
  try {
    if (intent) sessionStorage.setItem(LOGIN_INTENT_KEY, JSON.stringify(intent));
    else sessionStorage.removeItem(LOGIN_INTENT_KEY);
  } catch {
    /* nothing to remember with */
  }
}

/** The address of the page being shown, as the router knows it ("/pages/…?id=7"). */
export const hereOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** Pages that lead to logging in (login, register, forgot): no page to come back to. */
export const isAccountEntry = (pathname: string) => pathname.startsWith('/pages/users/');

/**
 * A link to the login page that comes back here afterwards (the header's "Log in", the phone's
 * Account tab): spread on a router link. Leaving from the login pages keeps what was there.
 */
export function useLoginLink(): { to: string; state: { loginReason: LoginReason }; onClick: () => void } {
  const location = useLocation();
  return {
    to: LOGIN_PATH,
    state: { loginReason: 'visit' },
    onClick: () => {
      if (!isAccountEntry(location.pathname)) writeLoginIntent({ returnTo: hereOf(location), reason: 'visit', action: null, at: Date.now() });
    },
  };
}

/**
 * The navigation bar's cart count, the one part of the cart on the first page: the account's
 * number of lines (`card.count` of the user info) for a buyer who is logged in, else the number of
 * lines of the guest's cart in local storage (`cart`: a JSON array of lines, which guest-cart.ts
 * reads and writes).
 */
import { externalStore } from '../../lib/external-store';
import { useUserInfo } from '../session/api';
import { useHasLogin } from '../session/session-store';

export const GUEST_CART_KEY = 'cart';

function countGuestLines(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    return 0;
  }
}

const countStore = externalStore(countGuestLines);
/** guest-cart.ts calls it after every write. */
export const guestCountChanged = () => countStore.notify();

/** Lines in the cart, for the badge in the navigation bar and the tab bar. */
export function useCartCount(): number {
  const hasLogin = useHasLogin();
  const { data: info } = useUserInfo();
  const guest = countStore.useValue();
  return hasLogin ? (info?.card.count ?? 0) : guest;
}

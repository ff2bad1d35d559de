/** Whether someone is logged in: the token in local storage, observable by React. */
import { useSyncExternalStore } from 'react';
import { prefs } from '../../lib/prefs';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export const session = {
  login(token: string) {
    prefs.setToken(token);
    notify();
  },
  /** Logout clears all local storage (token, language, currency, cart) as the spec says. */
  clearAll() {
    localStorage.clear();
    notify();
  },
  forget() {
    prefs.clearToken();
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useHasLogin(): boolean {
  return useSyncExternalStore(session.subscribe, () => prefs.token() !== null);
}

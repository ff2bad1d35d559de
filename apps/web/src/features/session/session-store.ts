/** Whether someone is logged in: the token in local storage, observable by React. */
import { externalStore } from '../../lib/external-store';
import { prefs } from '../../lib/prefs';

const store = externalStore(() => prefs.token() !== null);
const notify = () => store.notify();

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
};

export function useHasLogin(): boolean {
  return store.useValue();
}

/** App-wide signals the request layer raises and the shell answers (open login, show a toast). */
type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit: (value: T) => {
      for (const l of listeners) l(value);
    },
    on: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The token was refused (1000004, 1100003, 2000017): the session is over. */
export const sessionEnded = channel<void>();
export interface Toast {
  message: string;
  kind: 'error' | 'success';
  /** A next step under the message ("View cart"): a route of the app. */
  link?: { to: string; label: string };
}

/** How long a toast stays (spec §9: 3000 ms). */
export const TOAST_MS = 3000;

/**
 * Messages for the user. The toast host is loaded on the first message, so messages sent before
 * it listens wait in a backlog and are shown as soon as it does. A message already on screen is
 * not shown again: one failure seen by several requests at once (a page's queries while the
 * server is unreachable) is one toast, not a stack of the same words.
 */
const toasts = channel<Toast>();
let hostListening = false;
/** Toasts sent before the host listened, with when: one older than a toast's time is not shown late. */
const backlog: { value: Toast; at: number }[] = [];
const firstToastWatchers = new Set<() => void>();
const onScreenUntil = new Map<string, number>();

function alreadyShown(value: Toast): boolean {
  const key = `${value.kind}:${value.message}`;
  const now = Date.now();
  for (const [shown, until] of onScreenUntil) if (until <= now) onScreenUntil.delete(shown);
  if (onScreenUntil.has(key)) return true;
  onScreenUntil.set(key, now + TOAST_MS);
  return false;
}

export const toast = {
  emit(value: Toast) {
    if (alreadyShown(value)) return;
    if (hostListening) return toasts.emit(value);
    backlog.push({ value, at: Date.now() });
    for (const watcher of firstToastWatchers) watcher();
  },
  /** The host subscribes here and receives the backlog first. */
  host(listener: Listener<Toast>) {
    hostListening = true;
    const since = Date.now() - TOAST_MS;
    for (const { value, at } of backlog.splice(0)) if (at > since) listener(value);
    const off = toasts.on(listener);
    return () => {
      hostListening = false;
      off();
    };
  },
  /** Called when a toast is waiting and no host listens yet. */
  onWaiting(watcher: () => void) {
    firstToastWatchers.add(watcher);
    if (backlog.length > 0) watcher();
    return () => {
      firstToastWatchers.delete(watcher);
    };
  },
};

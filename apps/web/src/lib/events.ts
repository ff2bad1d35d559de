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
}

/**
 * Messages for the user. The toast host is loaded on the first message, so messages sent before
 * it listens wait in a backlog and are shown as soon as it does.
 */
const toasts = channel<Toast>();
let hostListening = false;
const backlog: Toast[] = [];
const firstToastWatchers = new Set<() => void>();
export const toast = {
  emit(value: Toast) {
    if (hostListening) return toasts.emit(value);
    backlog.push(value);
    for (const watcher of firstToastWatchers) watcher();
  },
  /** The host subscribes here and receives the backlog first. */
  host(listener: Listener<Toast>) {
    hostListening = true;
    for (const value of backlog.splice(0)) listener(value);
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

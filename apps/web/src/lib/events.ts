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
/** A message for the user; `kind` picks the colour. */
export const toast = channel<{ message: string; kind: 'error' | 'success' }>();

/** A value kept outside React (local storage) that components re-read when it is announced changed. */
import { useSyncExternalStore } from 'react';

export function externalStore<T>(read: () => T) {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    /** A hook: the current value, re-rendering on every `notify`. */
    useValue(): T {
      return useSyncExternalStore(subscribe, read);
    },
  };
}

/**
 * A lazily loaded part of a page (a menu's panel, the footer, the banners' dots) whose code may
 * fail to arrive: offline, or the server unreachable. React.lazy would throw that failure to the
 * nearest error boundary (taking the page, or the whole app, with it) and keep it for good; here
 * the part shows `fallback` (nothing, by default) instead, and the next time it renders, it tries
 * to load again.
 * @example const Footer = lazyPart(() => import('./footer').then((m) => ({ default: m.Footer })));
 */
import { type ComponentProps, type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

const nothing = () => null;

export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, fallback: ComponentType = nothing): T {
  let current: LazyExoticComponent<T>;
  const attempt = (): Promise<{ default: T }> =>
    load().catch((error: unknown) => {
      console.error(error);
      current = lazy(attempt);
      return { default: fallback as T };
    });
  current = lazy(attempt);
  // biome-ignore lint/correctness/noComponentHookFactories: made once at module scope, as React.lazy is
  return function LazyPart(props: ComponentProps<T>) {
    return createElement(current, props);
  } as unknown as T;
}

/** The app's one TanStack Query client: start-up may fill it before React renders. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A request the server answered with a code (no such category, a refused value) is not asked
 * again: the answer would be the same, and each try would toast again. Only a request that did
 * not reach the server gets a second try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.isNetwork;
}

export const queryClient = new QueryClient({
  // `always`: offline, a query fails at once (and the page offers a retry) instead of waiting
  // silently, paused, for the browser to say it is back online.
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

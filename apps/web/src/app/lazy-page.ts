/**
 * Loads a page's chunk lazily, together with the pages' UI texts. Spec §9 gives two limits: a
 * chunk (the page's JavaScript, which may be large on a slow phone network) may take 120 s, and
 * the page's async load (the texts it waits for, fetched like any request) 60 s; whichever runs
 * out first fails the page. A page that could not be loaded (offline, the server unreachable, a
 * limit passed) shows a retry in the content area, inside the shell, and a retry that succeeds
 * shows the page: the router keeps a route's first answer for good, so the retry lives in the
 * component it answers.
 */
import { type ComponentType, createElement } from 'react';
import { loadPageTexts } from '../lib/i18n';
import { ChunkRetry } from './chunk-retry';

export const CHUNK_TIMEOUT_MS = 120_000;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export class ChunkTimeoutError extends Error {}

type Load = () => Promise<{ default: ComponentType }>;

/**
 * `work`, or a ChunkTimeoutError once `ms` have passed without it settling.
 * @example await timeLimited(import('./page'), CHUNK_TIMEOUT_MS, 'chunk')
 */
export function timeLimited<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(`${what} did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The page's component: its chunk within 120 s and, unless `pageTexts` is false, the texts within 60 s. */
export function loadPage(load: Load, pageTexts: boolean): Promise<ComponentType> {
  return Promise.all([
    timeLimited(load(), CHUNK_TIMEOUT_MS, 'page chunk'),
    pageTexts ? timeLimited(loadPageTexts(), PAGE_LOAD_TIMEOUT_MS, 'page texts') : null,
  ]).then(([module]) => module.default);
}

/** `pageTexts: false` for the home page, whose texts come with the shell's. */
export function lazyPage(load: Load, { pageTexts = true } = {}) {
  return async () => {
    try {
      return { Component: await loadPage(load, pageTexts) };
    } catch (error) {
      console.error(error);
      const retry = () => loadPage(load, pageTexts);
      return { element: createElement(ChunkRetry, { retry }) };
    }
  };
}

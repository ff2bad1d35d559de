/**
 * Loads a page's chunk lazily, together with the pages' UI texts; a load that has not finished
 * after 60 s fails. A page that could not be loaded (offline, the server unreachable) shows a
 * retry in the content area, inside the shell, and a retry that succeeds shows the page: the
 * router keeps a route's first answer for good, so the retry lives in the component it answers.
 */
import { type ComponentType, createElement } from 'react';
import { loadPageTexts } from '../lib/i18n';
import { ChunkRetry } from './chunk-retry';

export const CHUNK_TIMEOUT_MS = 60_000;

export class ChunkTimeoutError extends Error {}

type Load = () => Promise<{ default: ComponentType }>;

function withTimeout(load: Load, pageTexts: boolean): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError('chunk load timed out')), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([Promise.all([load(), pageTexts ? loadPageTexts() : null]), timeout])
    .then(([module]) => module.default)
    .finally(() => clearTimeout(timer));
}

/** `pageTexts: false` for the home page, whose texts come with the shell's. */
export function lazyPage(load: Load, { pageTexts = true } = {}) {
  return async () => {
    try {
      return { Component: await withTimeout(load, pageTexts) };
    } catch (error) {
      console.error(error);
      const retry = () => withTimeout(load, pageTexts);
      return { element: createElement(ChunkRetry, { retry }) };
    }
  };
}

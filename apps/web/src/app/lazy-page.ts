/**
 * Loads a page's chunk lazily, together with the pages' UI texts; a load that has not finished
 * after 60 s fails and offers a retry.
 */
import type { ComponentType } from 'react';
import { loadPageTexts } from '../lib/i18n';

export const CHUNK_TIMEOUT_MS = 60_000;

export class ChunkTimeoutError extends Error {}

/** `pageTexts: false` for the home page, whose texts come with the shell's. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, { pageTexts = true } = {}) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError('chunk load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      const [module] = await Promise.race([Promise.all([load(), pageTexts ? loadPageTexts() : null]), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}

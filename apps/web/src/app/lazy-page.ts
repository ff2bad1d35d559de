/** Loads a page's chunk lazily; a load that has not finished after 60 s fails and offers a retry. */
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 60_000;

export class ChunkTimeoutError extends Error {}

export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError('chunk load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}

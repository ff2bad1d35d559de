/**
 * The origin of the live-chat widget an operator set (`service_url`), for the security policy:
 * the storefront may load that service's script, frames, pictures and connections, and nothing
 * else from outside. Read from the website config at most every 30 s (a change shows on every
 * instance within that), and at once in the instance that saved it.
 */
import type { Db } from '../../db/database';

const FRESH_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    liveChatOrigin: LiveChatOrigin;
  }
}

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export interface LiveChatOrigin {
  /** The origin as last read; reads it again when older than 30 s. */
  current(): Promise<string | null>;
  /** Forgets what was read, so the next request reads the saved value. */
  forget(): void;
}

export function liveChatOrigin(db: Db): LiveChatOrigin {
  let cached: { origin: string | null; at: number } | null = null;
  let reading: Promise<string | null> | null = null;
  const read = async () => {
    const row = await db.selectFrom('website_config').select('value').where('key', '=', 'service_url').executeTakeFirst();
    const origin = row?.value ? originOf(row.value) : null;
    cached = { origin, at: Date.now() };
    return origin;
  };
  return {
    async current() {
      if (cached && Date.now() - cached.at < FRESH_MS) return cached.origin;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    forget() {
      cached = null;
    },
  };
}

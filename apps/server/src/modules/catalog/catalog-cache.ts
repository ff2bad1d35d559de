/**
 * Catalogue answers are cached in process, keyed by URL and language, with an ETag so a browser
 * revalidates with 304. An entry lives at most 60 s and never past the next flash-deal start or
 * end, so a deal price shows exactly while the deal runs. Writes clear the cache.
 * (Across several API instances the clear would travel over Redis pub/sub; see DESIGN.md.)
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { nowIso } from '../../lib/time';

const MAX_ENTRIES = 2000;
const TTL_MS = 60_000;

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: { entries: Map<string, Entry>; nextBoundary: number | null };
  }
}

const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;

/** When the next flash deal starts or ends (ms), or far in the future if none will. */
async function nextDealBoundary(app: FastifyInstance): Promise<number> {
  const now = nowIso();
  const row = await app.db
    .selectFrom('flash_deal')
    .select(sql<string | null>`min(case when start_time > ${now} then start_time else end_time end)`.as('next'))
    .where('end_time', '>', now)
    .executeTakeFirst();
  return row?.next ? Date.parse(row.next) : Number.MAX_SAFE_INTEGER;
}

function send(reply: FastifyReply, request: FastifyRequest, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(entry.body);
}

/** Hooks for the catalogue's routes: answer from the cache, fill it with successful answers. */
export function addCatalogCacheHooks(app: FastifyInstance): void {
  const cache = app.catalogCache;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const entry = cache.entries.get(keyOf(request));
    if (!entry) return;
    if (entry.expires > Date.now()) return send(reply, request, entry);
    cache.entries.delete(keyOf(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"code":200,')) return payload;
    if (cache.nextBoundary === null || cache.nextBoundary <= Date.now()) cache.nextBoundary = await nextDealBoundary(app);
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
    cache.entries.set(keyOf(request), { body: payload, etag, expires: Math.min(Date.now() + TTL_MS, cache.nextBoundary) });
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return payload;
  });
}

/** The app-wide cache store, decorated once at the root so every module's writes can clear it. */
export function createCatalogCache(): FastifyInstance['catalogCache'] {
  return { entries: new Map<string, Entry>(), nextBoundary: null };
}

/** Drops every cached answer (and the deal boundary); answers how many there were. */
export function clearCatalogCache(app: FastifyInstance): number {
  const count = app.catalogCache.entries.size;
  app.catalogCache.entries.clear();
  app.catalogCache.nextBoundary = null;
  return count;
}

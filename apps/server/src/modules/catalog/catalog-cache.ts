/**
 * Catalogue answers are cached in process, keyed by URL and language, with an ETag so a browser
 * revalidates with 304. An entry lives at most 60 s and never past the next flash-deal start or
 * end, so a deal price shows exactly while the deal runs. Writes clear the cache.
 * (Across several API instances the clear would travel over Redis pub/sub; see DESIGN.md.)
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listCounts } from './list-counts';
import { nextDealBoundary } from './product-cards';
import { searchHits } from './search';

/** The cache's size is capped by the bytes of its answers (a product page weighs 30 times a small list). */
const MAX_BYTES = 24 * 1024 * 1024;
const TTL_MS = 60_000;

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: { entries: Map<string, Entry>; bytes: number; nextBoundary: number | null };
  }
}

const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;

/** Answers sent from the cache: onSend lets them through as they are (no hashing, no storing). */
const fromCache = new WeakSet<FastifyRequest>();

function send(reply: FastifyReply, request: FastifyRequest, entry: Entry) {
  fromCache.add(request);
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(entry.body);
}

type Cache = FastifyInstance['catalogCache'];

// Strings of Latin-1 text take a byte a character in V8, others two: length * 2 is the upper bound.
const sizeOf = (entry: Entry) => entry.body.length * 2;

function drop(cache: Cache, key: string) {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.bytes -= sizeOf(entry);
  cache.entries.delete(key);
}

/** Adds an answer, first dropping the oldest ones while the cache would be over its size. */
function store(cache: Cache, key: string, entry: Entry) {
  drop(cache, key);
  while (cache.entries.size && cache.bytes + sizeOf(entry) > MAX_BYTES) drop(cache, cache.entries.keys().next().value as string);
  cache.entries.set(key, entry);
  cache.bytes += sizeOf(entry);
}

/** Hooks for the catalogue's routes: answer from the cache, fill it with successful answers. */
export function addCatalogCacheHooks(app: FastifyInstance): void {
  const cache = app.catalogCache;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const entry = cache.entries.get(keyOf(request));
    if (!entry) return;
    if (entry.expires > Date.now()) return send(reply, request, entry);
    drop(cache, keyOf(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (fromCache.has(request)) return payload;
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"code":200,')) return payload;
    if (cache.nextBoundary === null || cache.nextBoundary <= Date.now()) cache.nextBoundary = (await nextDealBoundary(app.db)) ?? Number.MAX_SAFE_INTEGER;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    store(cache, keyOf(request), { body: payload, etag, expires: Math.min(Date.now() + TTL_MS, cache.nextBoundary) });
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
  return { entries: new Map<string, Entry>(), bytes: 0, nextBoundary: null };
}

/** Drops every cached answer (and the deal boundary); answers how many there were. */
export function clearCatalogCache(app: FastifyInstance): number {
  searchHits.clear(app.db);
  listCounts.clear(app.db);
  const count = app.catalogCache.entries.size;
  app.catalogCache.entries.clear();
  app.catalogCache.bytes = 0;
  app.catalogCache.nextBoundary = null;
  return count;
}

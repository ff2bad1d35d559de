/**
 * Catalogue answers are cached in process, keyed by route, validated input and language, with an ETag so a browser
 * revalidates with 304, and gzipped once for every client that accepts it (every browser does): a
 * listing of 20 products with their names in 11 languages is 17 KB as JSON and about 3 KB gzipped.
 * An entry lives at most 60 s and never past the next flash-deal start or end, so a deal price
 * shows exactly while the deal runs. Writes clear the cache.
 * (Across several API instances the clear would travel over Redis pub/sub; see DESIGN.md.)
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { revalidateOrNoStore } from '../../lib/security-headers';
import { type AnswerStore, createAnswerStore, type Entry } from './answer-store';
import { listCounts } from './list-counts';
import { nextDealBoundary } from './product-cards';
import { searchHits } from './search';

/**
 * A product page weighs 30 times a small list, so the cap is in bytes; the entry cap keeps the
 * bookkeeping of many tiny answers in bounds too (answer-store.ts counts keys and overhead).
 */
export const CACHE_LIMITS = { maxBytes: 24 * 1024 * 1024, maxEntries: 10_000 };
const TTL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: { store: AnswerStore; nextBoundary: number | null };
  }
}

/**
 * The key is the language, the route and the request's values as validated: parameters a route
 * does not take are not part of it, so `?pad=<12 KB>&n=<i>` is one entry, not thousands.
 */
function keyOf(request: FastifyRequest): string {
  const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : '';
  return `${request.lang} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${query}`;
}

/** Keys of the requests being answered, set once their input is validated. */
const keys = new WeakMap<FastifyRequest, string>();

/** Public catalogue reads only: the same answer for everyone, so it may be cached. */
const cacheable = (request: FastifyRequest) => request.method === 'GET' && !request.routeOptions.config?.uncached;

/** Answers sent from the cache: onSend lets them through as they are (no hashing, no storing). */
const fromCache = new WeakSet<FastifyRequest>();

/** Small answers are not worth the client's trouble of unzipping. */
const GZIP_FROM_BYTES = 1024;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** The bytes to send for this request: gzipped when the client takes it and it pays off. */
function bodyFor(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
  reply.header('vary', 'accept-encoding');
  if (entry.body.length < GZIP_FROM_BYTES || !acceptsGzip(request)) return entry.body;
  // Level 1: a third of the default level's time for a copy a few per cent larger.
  entry.gzip ??= gzipSync(entry.body, { level: 1 });
  reply.header('content-encoding', 'gzip');
  return entry.gzip;
}

function send(reply: FastifyReply, request: FastifyRequest, entry: Entry) {
  fromCache.add(request);
  reply.header('etag', entry.etag).header('cache-control', revalidateOrNoStore(request));
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(bodyFor(request, reply, entry));
}

/** Hooks for the catalogue's routes: answer from the cache, fill it with successful answers. */
export function addCatalogCacheHooks(app: FastifyInstance): void {
  if (!app.config.CATALOG_CACHE) return;
  const cache = app.catalogCache;

  // After validation, so the key holds only what the route takes (and a refused request is never looked up).
  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    keys.set(request, key);
    const entry = cache.store.get(key);
    if (entry) return send(reply, request, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (fromCache.has(request)) return payload;
    const key = keys.get(request);
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"code":200,')) return payload;
    if (cache.nextBoundary === null || cache.nextBoundary <= Date.now()) cache.nextBoundary = (await nextDealBoundary(app.db)) ?? Number.MAX_SAFE_INTEGER;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const entry: Entry = { body: Buffer.from(payload), gzip: null, etag, expires: Math.min(Date.now() + TTL_MS, cache.nextBoundary) };
    cache.store.set(key, entry);
    reply.header('etag', etag).header('cache-control', revalidateOrNoStore(request));
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return bodyFor(request, reply, entry);
  });
}

/** The app-wide cache store, decorated once at the root so every module's writes can clear it. */
export function createCatalogCache(limits = CACHE_LIMITS): FastifyInstance['catalogCache'] {
  return { store: createAnswerStore(limits), nextBoundary: null };
}

/** Drops every cached answer (and the deal boundary); answers how many there were. */
export function clearCatalogCache(app: FastifyInstance): number {
  searchHits.clear(app.db);
  listCounts.clear(app.db);
  app.catalogCache.nextBoundary = null;
  return app.catalogCache.store.clear();
}

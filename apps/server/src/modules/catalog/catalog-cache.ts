/**
 * Catalogue answers are cached in process, keyed by URL and language, with an ETag so a browser
 * revalidates with 304, and gzipped once for every client that accepts it (every browser does): a
 * listing of 20 products with their names in 11 languages is 17 KB as JSON and about 3 KB gzipped.
 * An entry lives at most 60 s and never past the next flash-deal start or end, so a deal price
 * shows exactly while the deal runs. Writes clear the cache.
 * (Across several API instances the clear would travel over Redis pub/sub; see DESIGN.md.)
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listCounts } from './list-counts';
import { nextDealBoundary } from './product-cards';
import { searchHits } from './search';

/** The cache's size is capped by the bytes of its answers (a product page weighs 30 times a small list). */
const MAX_BYTES = 24 * 1024 * 1024;
const TTL_MS = 60_000;

interface Entry {
  /** Kept as UTF-8 bytes: sending a string would encode it again on every request. */
  body: Buffer;
  /** The body gzipped, made on the first request that accepts gzip. */
  gzip: Buffer | null;
  etag: string;
  expires: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: { entries: Map<string, Entry>; bytes: number; nextBoundary: number | null };
  }
}

const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;

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
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(bodyFor(request, reply, entry));
}

type Cache = FastifyInstance['catalogCache'];

// The gzipped copy is counted ahead: it is a fraction of the body, and made on demand.
const sizeOf = (entry: Entry) => Math.ceil(entry.body.length * 1.25);

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
    if (!cacheable(request)) return;
    const entry = cache.entries.get(keyOf(request));
    if (!entry) return;
    if (entry.expires > Date.now()) return send(reply, request, entry);
    drop(cache, keyOf(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (fromCache.has(request)) return payload;
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"code":200,')) return payload;
    if (cache.nextBoundary === null || cache.nextBoundary <= Date.now()) cache.nextBoundary = (await nextDealBoundary(app.db)) ?? Number.MAX_SAFE_INTEGER;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const entry: Entry = { body: Buffer.from(payload), gzip: null, etag, expires: Math.min(Date.now() + TTL_MS, cache.nextBoundary) };
    store(cache, keyOf(request), entry);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return bodyFor(request, reply, entry);
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

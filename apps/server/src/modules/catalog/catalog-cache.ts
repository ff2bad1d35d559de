/**
 * Catalogue answers are cached in process, keyed by route, validated input and language, with an ETag so a browser
 * revalidates with 304, and gzipped once for every client that accepts it (every browser does): a
 * listing of 20 products with their names in 11 languages is 17 KB as JSON and about 3 KB gzipped.
 * An entry lives at most 60 s and never past the next flash-deal start or end, so a deal price
 * shows exactly while the deal runs.
 *
 * Writes drop only what they could have changed. Every stored answer carries tags (`tagsOf`):
 * what it is drawn from (`in-cat:3` a category's listing, `in-shop:2`, `in-brand:5`, `search`,
 * `all` for mall-wide lists and counts, `any` for a route this file does not know) and what it
 * shows (`product:7` for every product card or page in it, `shop:2` for every shop named in it).
 * A product write names the product and the places it was and is listed in
 * (`dropChangedAnswers`): a new, approved, edited or withdrawn product drops its page, the
 * answers showing it and the listings it could enter or leave; another category's listing stays.
 * An answer built while a drop happened is not stored, so it cannot bring back what was dropped.
 * (Across several API instances the drops would travel over Redis pub/sub; see DESIGN.md.)
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
    /** `generation` counts drops, so an answer built across one is not stored. */
    catalogCache: { store: AnswerStore; nextBoundary: number | null; generation: number };
  }
}

/** Tags of the lists a route draws its products from, by route (without the /api prefix). */
const SCOPE_TAGS: Record<string, (params: Record<string, unknown>, data: Record<string, unknown>) => string[]> = {
  '/customer/product/get_all_products': () => ['all'],
  '/customer/product/get_hot_list': () => ['all'],
  '/customer/product/get_new': () => ['all'],
  '/customer/product/get_recommend': () => ['all'],
  '/customer/product/get_recommend_list': () => ['all'],
  '/customer/index/get-first-category': () => ['all'],
  '/category/top3': () => ['all'],
  '/search/:term': () => ['search'],
  // The type-ahead: its products and shops are no cards (no price-and-shop pair), so they are named here.
  '/search/suggest': (_params, data) => [
    'search',
    ...(Array.isArray(data.products) ? data.products.map((p) => `product:${(p as { id: number }).id}`) : []),
    ...(Array.isArray(data.shops) ? data.shops.map((s) => `shop:${(s as { id: number }).id}`) : []),
  ],
  '/category/:id/:page': (params) => [`in-cat:${params.id}`],
  '/brand/:id': (params) => [`in-brand:${params.id}`],
  '/shop/:id/:page': (params) => [`in-shop:${params.id}`],
  // A product page lists related products of its category and the shop's best sellers.
  '/customer/product/detail/:id': (params, data) => [
    `product:${params.id}`,
    ...(isRecord(data.category) ? [`in-cat:${data.category.id}`] : []),
    ...(isRecord(data.shop) ? [`in-shop:${data.shop.id}`] : []),
  ],
  '/customer/product/reviews/:id': (params) => [`product:${params.id}`],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Product cards and pages in an answer: anything with an id, a price and a shop. */
function collectShown(value: unknown, tags: Set<string>, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value) collectShown(item, tags, depth + 1);
    return;
  }
  if (!isRecord(value)) return;
  if (typeof value.id === 'number' && 'price' in value && isRecord(value.shop) && typeof value.shop.id === 'number') {
    tags.add(`product:${value.id}`);
    tags.add(`shop:${value.shop.id}`);
  }
  for (const [field, child] of Object.entries(value)) if (typeof child === 'object' && child !== null && field !== 'shop') collectShown(child, tags, depth + 1);
}

/**
 * What an answer is drawn from and what it shows.
 * @example tagsOf('/api/category/:id/:page', { id: 3, page: 1 }, data) // ['in-cat:3', 'product:7', 'shop:2', …]
 */
export function tagsOf(url: string, params: unknown, data: unknown): string[] {
  const route = url.startsWith('/api/') ? url.slice(4) : url;
  const scope = SCOPE_TAGS[route];
  const tags = new Set<string>(scope ? scope(isRecord(params) ? params : {}, isRecord(data) ? data : {}) : ['any']);
  collectShown(data, tags);
  return [...tags];
}

/** Tags of the answers being built, collected from the payload before it is serialised. */
const answerTags = new WeakMap<FastifyRequest, string[]>();

/**
 * The key is the language, the route and the request's values as validated: parameters a route
 * does not take are not part of it, so `?pad=<12 KB>&n=<i>` is one entry, not thousands.
 */
function keyOf(request: FastifyRequest): string {
  const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : '';
  return `${request.lang} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${query}`;
}

/** Keys of the requests being answered, set once their input is validated, with the drop count then. */
const keys = new WeakMap<FastifyRequest, { key: string; generation: number }>();

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
    keys.set(request, { key, generation: cache.generation });
    const entry = cache.store.get(key);
    if (entry) return send(reply, request, entry);
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (keys.has(request) && isRecord(payload)) answerTags.set(request, tagsOf(request.routeOptions.url ?? '', request.params, payload.data));
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (fromCache.has(request)) return payload;
    const pending = keys.get(request);
    if (pending === undefined || reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"code":200,')) return payload;
    const { key } = pending;
    if (cache.nextBoundary === null || cache.nextBoundary <= Date.now()) cache.nextBoundary = (await nextDealBoundary(app.db)) ?? Number.MAX_SAFE_INTEGER;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const entry: Entry = { body: Buffer.from(payload), gzip: null, etag, expires: Math.min(Date.now() + TTL_MS, cache.nextBoundary) };
    // Built from data a write has since replaced: send it, but do not keep it.
    if (pending.generation === cache.generation) cache.store.set(key, entry, answerTags.get(request) ?? ['any']);
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
  return { store: createAnswerStore(limits), nextBoundary: null, generation: 0 };
}

/** Where a product was or now is listed, and whether its place in listings may have changed. */
export interface ProductChange {
  id: number;
  shopIds: number[];
  /** Its categories before and after, with their parents (a top-level listing includes its children). */
  categoryIds: number[];
  brandIds: (number | null)[];
  /**
   * true: it entered or left the listings, or its price or card changed (visibility, price,
   * names, pictures); false: only what its own page shows (stock), so only answers showing it go.
   */
  listings: boolean;
}

/**
 * Drops the cached answers a write could have changed, and the hits and counts behind listings
 * when a product's place in them moved. Call after the write's transaction commits.
 * @example dropChangedAnswers(app, { products: [{ id: 7, shopIds: [2], categoryIds: [12, 3], brandIds: [5], listings: true }] })
 * @returns how many answers were dropped
 */
export function dropChangedAnswers(app: FastifyInstance, change: { products?: ProductChange[]; shops?: number[] }): number {
  const tags = new Set<string>();
  let listings = false;
  for (const product of change.products ?? []) {
    tags.add(`product:${product.id}`);
    if (!product.listings) continue;
    listings = true;
    tags.add('all').add('search').add('any');
    for (const id of product.shopIds) tags.add(`in-shop:${id}`);
    for (const id of product.categoryIds) tags.add(`in-cat:${id}`);
    for (const id of product.brandIds) if (id !== null) tags.add(`in-brand:${id}`);
  }
  for (const id of change.shops ?? []) tags.add(`shop:${id}`).add(`in-shop:${id}`).add('any');
  if (tags.size === 0) return 0;
  if (listings) {
    // Search hits and listing counts are kept per term and scope, a minute each: cheap to build again.
    searchHits.clear(app.db);
    listCounts.clear(app.db);
  }
  app.catalogCache.generation += 1;
  return app.catalogCache.store.dropTagged(tags);
}

/** Drops every cached answer (and the deal boundary); answers how many there were. */
export function clearCatalogCache(app: FastifyInstance): number {
  app.catalogCache.generation += 1;
  searchHits.clear(app.db);
  listCounts.clear(app.db);
  app.catalogCache.nextBoundary = null;
  return app.catalogCache.store.clear();
}

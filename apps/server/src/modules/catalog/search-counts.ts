/**
 * Trending searches: what buyers search, counted per normalised term and day (UTC) in
 * `search_query_day`, with no user, address or time. A search is counted when its results page is
 * first asked for (page 1, no sort or filter: paging and filtering are the same search); the
 * counts gather in memory and are written in one statement every FLUSH_MS, off the request's path.
 * Junk is not counted: terms without a letter, too short or too long, and anything that looks like
 * personal data (6+ digits in a row: phone, card or order numbers; an @, a slash or a colon: mail
 * and web addresses). Trending lists the terms searched at least MIN_COUNT times in the last
 * TRENDING_DAYS days that still find something, most searched first.
 * @example countSearch(db, 'iPhone  15 '); await flushSearchCounts(db); await trendingSearches(db) // [{ term: 'iphone 15', count: 1 }, …] once counted 3 times
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { searchProducts } from './search';
import { queryWords } from './search-text';

export const FLUSH_MS = 10_000;
export const MIN_COUNT = 3;
export const TRENDING_DAYS = 7;
/** Rows older than this are deleted (once a day, at a flush). */
const KEEP_DAYS = 30;
/** Terms held in memory before a flush is forced. */
const MAX_PENDING = 500;

const pending = new WeakMap<Db, Map<string, number>>();
const prunedOn = new WeakMap<Db, string>();

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The term as counted, or null for junk.
 * @example countableTerm('  iPhone 15 ') // 'iphone 15'
 * @example countableTerm('0812345678') // null
 */
export function countableTerm(term: string): string | null {
  const folded = queryWords(term).join(' ');
  if ([...folded].length < 2 || folded.length > 60) return null;
  if (!/\p{L}/u.test(folded) || /\d{6,}/.test(folded.replace(/[\s.-]/g, '')) || /[@/:]/.test(folded)) return null;
  return folded;
}

/** Counts one search (in memory until the next flush). */
export function countSearch(db: Db, term: string): void {
  const folded = countableTerm(term);
  if (!folded) return;
  const counts = pending.get(db) ?? new Map<string, number>();
  pending.set(db, counts);
  counts.set(folded, (counts.get(folded) ?? 0) + 1);
  if (counts.size >= MAX_PENDING) void flushSearchCounts(db);
}

/** Writes the counts gathered so far, adding to today's rows in one statement. */
export async function flushSearchCounts(db: Db): Promise<void> {
  const counts = pending.get(db);
  const today = dayOf(Date.now());
  if (counts && counts.size > 0) {
    pending.delete(db);
    await db
      .insertInto('search_query_day')
      .values([...counts].map(([query, count]) => ({ day: today, query, count })))
      .onConflict((oc) => oc.columns(['day', 'query']).doUpdateSet((eb) => ({ count: eb('search_query_day.count', '+', eb.ref('excluded.count')) })))
      .execute();
  }
  if (prunedOn.get(db) !== today) {
    prunedOn.set(db, today);
    await db
      .deleteFrom('search_query_day')
      .where('day', '<', dayOf(Date.now() - KEEP_DAYS * 86_400_000))
      .execute();
  }
}

/** The most searched terms of the last TRENDING_DAYS days that find something, with their counts. */
export async function trendingSearches(db: Db, limit = 8): Promise<{ term: string; count: number }[]> {
  await flushSearchCounts(db);
  const rows = await db
    .selectFrom('search_query_day')
    .select((eb) => ['query', eb.fn.sum<number>('count').as('total')])
    .where('day', '>=', dayOf(Date.now() - (TRENDING_DAYS - 1) * 86_400_000))
    .groupBy('query')
    .having((eb) => eb.fn.sum('count'), '>=', MIN_COUNT)
    .orderBy('total', 'desc')
    .orderBy('query')
    .limit(limit * 3)
    .execute();
  const trending: { term: string; count: number }[] = [];
  for (const row of rows) {
    if (trending.length === limit) break;
    if ((await searchProducts(db, row.query)).ids.length > 0) trending.push({ term: row.query, count: Number(row.total) });
  }
  return trending;
}

/**
 * Counts searches as their results are asked for, and flushes every FLUSH_MS and on close. Added
 * to the catalogue's scope, where the search route is (a cached answer is counted too).
 */
export function addSearchCountHooks(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== '/api/search/:term' || reply.statusCode !== 200) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.sort || query.min_price || query.max_price || query.brand_id || Number(query.page ?? 1) > 1) return;
    countSearch(app.db, String((request.params as { term?: string }).term ?? ''));
  });
  const timer = setInterval(() => void flushSearchCounts(app.db).catch((err) => app.log.warn({ err }, 'search counts not written')), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flushSearchCounts(app.db).catch(() => {});
  });
}

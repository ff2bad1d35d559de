/**
 * How many products a listing has, and which brands (brand-facets.ts), kept a minute per scope and
 * filters: every page and every sort of one listing share them, and counting all 100,000 products
 * on sale took 7 ms. Cleared with the catalogue cache, on writes and when a deal starts or ends.
 */
import type { BrandFacet } from '@agora/contract/catalog';
import { LANGS } from '@agora/contract/locale';
import { memoPerDb } from '../../lib/memo-per-db';

const counts = memoPerDb<number>({ ttlMs: 60_000, maxEntries: 2000 });

/** The brands of a scope within a price range, as answered (a few dozen each). */
export const brandCounts = memoPerDb<BrandFacet[]>({ ttlMs: 60_000, maxEntries: 2000 });
/** Every brand's name by id in one language (the key), for naming the counted brands. */
export const brandNames = memoPerDb<Map<number, string>>({ ttlMs: 60_000, maxEntries: LANGS.length });

export const listCounts = {
  get: counts.get,
  clear(db: Parameters<typeof counts.clear>[0]): void {
    counts.clear(db);
    brandCounts.clear(db);
    brandNames.clear(db);
  },
};

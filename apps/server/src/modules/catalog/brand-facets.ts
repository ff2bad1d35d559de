/**
 * The brands present in a listing's scope (its category, shop, brand, search hits…) with how many
 * of its products each has: what the brand filter offers, so a coffee brand is never offered in
 * Phones. Counted within the price range but before the buyer's own brand filter (choosing one
 * brand must not hide the others); most products first, then by name. At most MAX_BRAND_FACETS,
 * plus the brands the buyer has chosen, so a large catalogue's answers stay small. Named in the
 * reader's language (the brand's own name where none is written), as the brand pages are.
 * Listings count in SQL, kept a minute per scope and filters with the listing counts; a search
 * counts its hits, which carry their brand and price (search.ts), so it asks the database nothing.
 * @example brandFacets(db, 'jp', { categoryIds: [2] }, { max_price: 50000 })
 * // select brand_id, count(*) from product where category_id in (2) and status = 'on_sale'
 * //   and effective_price <= 50000 and brand_id is not null group by brand_id
 */
import type { BrandFacet, ProductListQuery } from '@agora/contract/catalog';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { brandCounts, brandNames } from './list-counts';
import { narrow, type ProductScope } from './product-list';
import type { SearchHit } from './search-query';

export const MAX_BRAND_FACETS = 30;

type FacetFilters = Pick<ProductListQuery, 'min_price' | 'max_price' | 'brand_id'>;

const loadNames = (db: Db, lang: Lang) =>
  brandNames.get(db, lang, async () => {
    // A hidden brand is not offered as a filter (its products still count in the listing).
    const rows = await db
      .selectFrom('brand')
      .leftJoin('brand_translation', (join) => join.onRef('brand_translation.brand_id', '=', 'brand.id').on('brand_translation.lang', '=', lang))
      .select((eb) => ['brand.id', eb.fn.coalesce('brand_translation.name', 'brand.name').as('name')])
      .where('brand.hidden', '=', 0)
      .execute();
    return new Map(rows.map((b) => [b.id, b.name]));
  });

/** Counts per brand, named, most first (then by name), cut to the most offered and the chosen. */
async function rank(db: Db, lang: Lang, counts: Map<number, number>, chosen: number[] = []): Promise<BrandFacet[]> {
  const names = await loadNames(db, lang);
  const keep = new Set(chosen);
  return [...counts]
    .filter(([id]) => names.has(id))
    .map(([id, count]) => ({ id, name: names.get(id) as string, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
    .filter((brand, index) => index < MAX_BRAND_FACETS || keep.has(brand.id));
}

async function countBrands(db: Db, lang: Lang, scope: ProductScope, filters: FacetFilters): Promise<BrandFacet[]> {
  const rows = await narrow(db.selectFrom('product'), scope, { min_price: filters.min_price, max_price: filters.max_price })
    .where('product.brand_id', 'is not', null)
    .select((eb) => ['product.brand_id', eb.fn.countAll<number>().as('count')])
    .groupBy('product.brand_id')
    .execute();
  return rank(db, lang, new Map(rows.map((r) => [r.brand_id as number, Number(r.count)])), filters.brand_id);
}

/** The brands of a listing's scope (not a search's: see searchBrandFacets). */
export function brandFacets(db: Db, lang: Lang, scope: ProductScope, filters: FacetFilters): Promise<BrandFacet[]> {
  const key = JSON.stringify([lang, scope, filters.min_price, filters.max_price, filters.brand_id]);
  return brandCounts.get(db, key, () => countBrands(db, lang, scope, filters));
}

/** The brands of a search's hits within the price range. */
export function searchBrandFacets(db: Db, lang: Lang, hits: SearchHit[], { min_price, max_price, brand_id }: FacetFilters): Promise<BrandFacet[]> {
  const counts = new Map<number, number>();
  for (const hit of hits) {
    if (hit.brand_id === null || (min_price !== undefined && hit.price < min_price) || (max_price !== undefined && hit.price > max_price)) continue;
    counts.set(hit.brand_id, (counts.get(hit.brand_id) ?? 0) + 1);
  }
  return rank(db, lang, counts, brand_id);
}

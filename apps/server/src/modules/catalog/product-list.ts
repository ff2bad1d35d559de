/**
 * The one product-list query behind every listing (all, hot, new, recommended, category, brand,
 * shop, search): only products on sale, filtered, sorted and paged the same way everywhere.
 */
import type { ProductCard, ProductListQuery, ProductSort } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import type { Lang } from '@agora/contract/locale';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { listCounts } from './list-counts';
import { PRODUCT_ROW_COLUMNS, toCards } from './product-cards';

/** What narrows a listing, besides the buyer's own filters. */
export interface ProductScope {
  categoryIds?: number[];
  shopId?: number;
  brandId?: number;
  recommended?: boolean;
  /** Search hits (on sale), in rank order; the listing keeps that order unless a sort is asked for. */
  productIds?: number[];
  /** Leave one product out (the one a "related" list is shown beside). */
  excludeId?: number;
  /** The operator's featured products of this home list first, in the operator's order (shops-admin), unless the buyer sorts. */
  featured?: 'hot' | 'recommended';
}

/** The order when the buyer asks for none: `hot` is best sellers first (as `sales`), `rank` keeps search order. */
export type DefaultOrder = ProductSort | 'hot' | 'rank';

export type ProductQuery = SelectQueryBuilder<Database, 'product', object>;

/** What a buyer pays for one piece now: the running deal's price, else the regular one (kept by the deal clock). */
const effectivePrice = 'product.effective_price' as const;

/** The columns of a card, from product and its shop. */
const withShop = (query: ProductQuery) => query.innerJoin('shop', 'shop.id', 'product.shop_id').select(PRODUCT_ROW_COLUMNS);

/** On-sale products of the scope, within the buyer's filters (brand facets pass no `brand_id`). */
export function narrow(query: ProductQuery, scope: ProductScope, filters: Omit<ProductListQuery, 'page' | 'page_size'>): ProductQuery {
  let q = query.where('product.status', '=', 'on_sale');
  if (scope.categoryIds) q = q.where('product.category_id', 'in', scope.categoryIds);
  if (scope.shopId !== undefined) q = q.where('product.shop_id', '=', scope.shopId);
  if (scope.brandId !== undefined) q = q.where('product.brand_id', '=', scope.brandId);
  if (scope.recommended) q = q.where('product.recommended', '=', 1);
  if (scope.productIds) q = q.where('product.id', 'in', scope.productIds.length ? scope.productIds : [0]);
  if (scope.excludeId !== undefined) q = q.where('product.id', '!=', scope.excludeId);
  if (filters.brand_id?.length) q = q.where('product.brand_id', 'in', filters.brand_id);
  if (filters.min_price !== undefined) q = q.where(effectivePrice, '>=', filters.min_price);
  if (filters.max_price !== undefined) q = q.where(effectivePrice, '<=', filters.max_price);
  return q;
}

/**
 * `withTotal: false` skips counting, for lists shown without paging (a product page's related
 * products); `total` is then the length of the list.
 * @example listProducts(db, 'en', { categoryIds: [3] }, { page: 1, page_size: 20, sort: 'price_asc' })
 * // select … from product inner join shop … where status = 'on_sale' and category_id in (3)
 * //   order by price asc, id desc limit 20 offset 0
 */
export async function listProducts(
  db: Db,
  lang: Lang,
  scope: ProductScope,
  filters: ProductListQuery,
  defaultOrder: DefaultOrder = 'new',
  { withTotal = true } = {},
): Promise<Page<ProductCard>> {
  // Price order and price range follow the price the buyer sees, deals included.
  const base = narrow(db.selectFrom('product'), scope, filters);
  const order = filters.sort ?? defaultOrder;
  const { page, page_size } = filters;

  if (order === 'rank' && scope.productIds) {
    // Search order: the hits are on sale already; filters pick from them (ids only), then one
    // page is read.
    const filtered = filters.brand_id?.length || filters.min_price !== undefined || filters.max_price !== undefined;
    const kept = filtered ? new Set((await base.select('product.id').execute()).map((r) => r.id)) : null;
    const ranked = kept ? scope.productIds.filter((id) => kept.has(id)) : scope.productIds;
    const pageIds = ranked.slice((page - 1) * page_size, page * page_size);
    const rows = pageIds.length ? await withShop(db.selectFrom('product').where('product.id', 'in', pageIds)).execute() : [];
    return { list: await toCards(db, lang, rankOrder(rows, pageIds)), total: ranked.length, page, page_size };
  }

  let rowsQuery = withShop(base);
  if (scope.featured && !filters.sort) {
    const rank = scope.featured === 'hot' ? 'product.hot_rank' : 'product.recommended_rank';
    rowsQuery = rowsQuery.orderBy(sql`case when ${sql.ref(rank)} is null then 1 else 0 end`).orderBy(rank);
  }
  if (order === 'price_asc') rowsQuery = rowsQuery.orderBy(effectivePrice, 'asc');
  else if (order === 'price_desc') rowsQuery = rowsQuery.orderBy(effectivePrice, 'desc');
  else if (order === 'hot' || order === 'sales') rowsQuery = rowsQuery.orderBy('product.sales', 'desc');
  else if (order === 'new') rowsQuery = rowsQuery.orderBy('product.created_at', 'desc');
  else if (order === 'rating')
    // Best rated; of two alike, the one more buyers rated, then the newer.
    rowsQuery = rowsQuery.orderBy('product.rating', 'desc').orderBy('product.rating_count', 'desc').orderBy('product.created_at', 'desc');

  // Search scopes list their hits; their count is not worth keeping.
  const countKey = scope.productIds ? null : JSON.stringify([scope, filters.brand_id, filters.min_price, filters.max_price]);
  const countAll = () =>
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
      .then((row) => Number(row?.n ?? 0));
  const [total, rows] = await Promise.all([
    !withTotal ? -1 : countKey ? listCounts.get(db, countKey, countAll) : countAll(),
    rowsQuery
      .orderBy('product.id', 'desc')
      .limit(page_size)
      .offset((page - 1) * page_size)
      .execute(),
  ]);
  const list = await toCards(db, lang, rows);
  return { list, total: withTotal ? total : list.length, page, page_size };
}

function rankOrder<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** Turns product rows into the list shape: names in every language and the active flash-deal price. */
import type { ProductCard } from '@agora/contract/catalog';
import type { Lang } from '@agora/contract/locale';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database';
import { nowIso } from '../../lib/time';
import { groupByOwner, localize } from '../../lib/translations';
import { thumbOf } from '../media/thumb-path';

export interface ProductRow {
  id: number;
  image: string;
  price: number;
  market_price: number;
  rating: number;
  rating_count: number;
  sales: number;
  category_id: number;
  brand_id: number | null;
  shop_id: number;
  shop_name: string;
}

/** The columns a card needs, for `select(PRODUCT_ROW_COLUMNS)` on product joined with shop. */
export const PRODUCT_ROW_COLUMNS = [
  'product.id',
  'product.image',
  'product.price',
  'product.market_price',
  'product.rating',
  'product.rating_count',
  'product.sales',
  'product.category_id',
  'product.brand_id',
  'shop.id as shop_id',
  'shop.name as shop_name',
] as const;

/**
 * Deal items running now with quantity left: `flash_deal_item join flash_deal where
 * start_time <= now < end_time and sold < deal_quantity`. The one definition of "a running deal".
 */
export function runningDealItems(db: Executor) {
  const now = nowIso();
  return db
    .selectFrom('flash_deal_item')
    .innerJoin('flash_deal', 'flash_deal.id', 'flash_deal_item.flash_deal_id')
    .where('flash_deal.start_time', '<=', now)
    .where('flash_deal.end_time', '>', now)
    .whereRef('flash_deal_item.sold', '<', 'flash_deal_item.deal_quantity');
}

/** When the next deal starts or ends after now (ms since the epoch), or null if none will. */
export async function nextDealBoundary(db: Db): Promise<number | null> {
  const now = nowIso();
  const row = await db
    .selectFrom('flash_deal')
    .select(sql<string | null>`min(case when start_time > ${now} then start_time else end_time end)`.as('next'))
    .where('end_time', '>', now)
    .executeTakeFirst();
  return row?.next ? Date.parse(row.next) : null;
}

/** Running deals of these products: the lowest deal price and when it ends, per product. */
export async function activeDeals(db: Db, productIds: number[]): Promise<Map<number, { price: number; end: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await runningDealItems(db)
    .select((eb) => ['flash_deal_item.product_id', eb.fn.min('flash_deal_item.deal_price').as('price'), eb.fn.min('flash_deal.end_time').as('end')])
    .where('flash_deal_item.product_id', 'in', productIds)
    .groupBy('flash_deal_item.product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, { price: Number(r.price), end: String(r.end) }]));
}

export async function toCards(db: Db, lang: Lang, rows: ProductRow[]): Promise<ProductCard[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [names, deals] = await Promise.all([
    db.selectFrom('product_translation').select(['product_id', 'lang', 'name']).where('product_id', 'in', ids).execute(),
    activeDeals(db, ids),
  ]);
  const byProduct = groupByOwner(names, (r) => r.product_id);
  return rows.map((r) => {
    const deal = deals.get(r.id);
    const names = localize(byProduct.get(r.id), ['name'], lang);
    return {
      ...names,
      name: names.name ?? '',
      id: r.id,
      image: r.image,
      thumb: thumbOf(r.image),
      price: Number(r.price),
      market_price: Number(r.market_price),
      deal_price: deal ? deal.price : null,
      deal_end_time: deal ? deal.end : null,
      shop: { id: r.shop_id, name: r.shop_name },
      category_id: r.category_id,
      brand_id: r.brand_id,
      rating: Number(r.rating),
      rating_count: r.rating_count,
      sales: r.sales,
    };
  });
}

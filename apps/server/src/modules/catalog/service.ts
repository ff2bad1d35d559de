/** What other modules may ask of the catalogue (they never read its tables themselves). */
import type { ProductCard } from '@agora/contract/catalog';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { clearCatalogCache } from './catalog-cache';
import { PRODUCT_ROW_COLUMNS, toCards } from './product-cards';
import { getProductDetail } from './product-detail';
import { refreshProductRatings } from './product-ratings';

/** `refreshProductRatings`: whoever writes reviews (orders, one day) calls it in the same transaction. */
export { clearCatalogCache, refreshProductRatings };

/** Whether a product exists and is on sale (what a buyer may wish for, compare or buy). */
export async function isOnSale(db: Db, productId: number): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').where('id', '=', productId).where('status', '=', 'on_sale').executeTakeFirst();
  return row !== undefined;
}

/** Cards for these products in this order; products no longer on sale are left out. */
export async function productCards(db: Db, lang: Lang, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('product')
    .innerJoin('shop', 'shop.id', 'product.shop_id')
    .select(PRODUCT_ROW_COLUMNS)
    .where('product.id', 'in', ids)
    .where('product.status', '=', 'on_sale')
    .execute();
  const cards = await toCards(db, lang, rows);
  return ids.flatMap((id) => cards.filter((c) => c.id === id));
}

/** A product's page data without the lists shown beside it (for compare). */
export async function productFacts(db: Db, lang: Lang, id: number) {
  const result = await getProductDetail(db, lang, id, { withLists: false });
  if (!result.ok) return null;
  const { related: _related, best_sellers: _best, ...facts } = result.value;
  return facts;
}

/**
 * Test data for the catalogue's tests: products, categories and brands written straight to the
 * database (there is no seller API for them yet), with their search text, then the caches cleared.
 * @example const id = await addProduct(app, { names: { en: 'Steel Quillon Guard' }, categoryId: 37, sales: 10 });
 */
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time';
import { clearCatalogCache } from './catalog-cache';
import { refreshSearchText } from './search';

export interface TestProduct {
  /** Name per language; English at least. */
  names: Record<string, string>;
  categoryId: number;
  brandId?: number | null;
  sales?: number;
  price?: number;
}

/** @returns the new product's id */
export async function addProduct(app: FastifyInstance, product: TestProduct): Promise<number> {
  const db = app.db;
  const shop = await db.selectFrom('shop').select('id').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  const price = product.price ?? 1000;
  const { id } = await db
    .insertInto('product')
    .values({
      shop_id: shop.id,
      category_id: product.categoryId,
      brand_id: product.brandId ?? null,
      status: 'on_sale',
      price,
      effective_price: price,
      market_price: price,
      sales: product.sales ?? 0,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_translation')
    .values(Object.entries(product.names).map(([lang, name]) => ({ product_id: id, lang, name, short_description: '', description: '' })))
    .execute();
  await refreshSearchText(db, [id]);
  clearCatalogCache(app);
  return id;
}

/** @returns the new category's id */
export async function addCategory(app: FastifyInstance, parentId: number | null, names: Record<string, string>): Promise<number> {
  const { id } = await app.db.insertInto('category').values({ parent_id: parentId, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  await app.db
    .insertInto('category_translation')
    .values(Object.entries(names).map(([lang, name]) => ({ category_id: id, lang, name })))
    .execute();
  clearCatalogCache(app);
  return id;
}

/** @returns the new brand's id */
export async function addBrand(app: FastifyInstance, name: string): Promise<number> {
  const { id } = await app.db.insertInto('brand').values({ name, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return id;
}

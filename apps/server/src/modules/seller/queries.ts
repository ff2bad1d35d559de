/**
 * The seller centre's reads, always within one shop: a record of another shop is not found, so
 * the caller answers 2000019 as if it did not exist.
 */
import type { Executor } from '../../db/database';

/** The shop's product by id, or undefined. @example select … from product where id = 7 and shop_id = 2 */
export function findOwnProduct(db: Executor, shopId: number, id: number) {
  return db
    .selectFrom('product')
    .select([
      'id',
      'shop_id',
      'category_id',
      'brand_id',
      'status',
      'review_reason',
      'image',
      'price',
      'market_price',
      'stock',
      'recommended',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}
export type OwnProduct = NonNullable<Awaited<ReturnType<typeof findOwnProduct>>>;

/** The shop's variant by id with its product, or undefined. */
export function findOwnVariant(db: Executor, shopId: number, variantId: number) {
  return db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .select(['product_variant.id', 'product_variant.product_id', 'product_variant.sku', 'product_variant.stock'])
    .where('product_variant.id', '=', variantId)
    .where('product.shop_id', '=', shopId)
    .executeTakeFirst();
}

/** A product's texts per language. */
export function productTexts(db: Executor, productId: number) {
  return db.selectFrom('product_translation').select(['lang', 'name', 'short_description', 'description']).where('product_id', '=', productId).execute();
}

export async function productImages(db: Executor, productId: number): Promise<string[]> {
  const rows = await db.selectFrom('product_image').select('url').where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => r.url);
}

/** A product's variants in order, each with its wholesale tiers. */
export async function productVariants(db: Executor, productId: number) {
  const [variants, tiers] = await Promise.all([
    db
      .selectFrom('product_variant')
      .select(['id', 'sku', 'options', 'price', 'market_price', 'stock', 'image', 'sort'])
      .where('product_id', '=', productId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_wholesale')
      .innerJoin('product_variant', 'product_variant.id', 'product_wholesale.variant_id')
      .select(['product_wholesale.variant_id', 'product_wholesale.min_quantity', 'product_wholesale.price'])
      .where('product_variant.product_id', '=', productId)
      .orderBy('product_wholesale.min_quantity')
      .execute(),
  ]);
  return variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    options: JSON.parse(v.options) as Record<string, string>,
    price: Number(v.price),
    market_price: Number(v.market_price),
    stock: v.stock,
    image: v.image,
    wholesale: tiers.filter((t) => t.variant_id === v.id).map((t) => ({ min_quantity: t.min_quantity, price: Number(t.price) })),
  }));
}
export type StoredVariant = Awaited<ReturnType<typeof productVariants>>[number];

/** Variants something still points at (a flash deal, a cart, a stock application under review): they cannot be deleted. */
export async function variantsInUse(db: Executor, variantIds: number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const [deals, carts, stock] = await Promise.all([
    db.selectFrom('flash_deal_item').select('variant_id').where('variant_id', 'in', variantIds).execute(),
    db.selectFrom('cart_item').select('variant_id').where('variant_id', 'in', variantIds).execute(),
    db.selectFrom('stock_application').select('variant_id').where('variant_id', 'in', variantIds).where('status', '=', 'pending').execute(),
  ]);
  return new Set([...deals, ...carts, ...stock].map((r) => r.variant_id));
}

/** SKUs among these the shop already uses on variants other than `exceptIds` (the database keeps SKUs unique per shop). */
export async function takenSkus(db: Executor, shopId: number, skus: string[], exceptIds: number[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  let query = db.selectFrom('product_variant').select('sku').where('shop_id', '=', shopId).where('sku', 'in', skus);
  if (exceptIds.length) query = query.where('id', 'not in', exceptIds);
  return new Set((await query.execute()).map((r) => r.sku));
}

/** A category and its parents, nearest first: a top-level category's listing includes its children. */
export async function categoryLine(db: Executor, categoryId: number): Promise<number[]> {
  const line: number[] = [];
  let id: number | null = categoryId;
  while (id !== null && line.length < 8 && !line.includes(id)) {
    const row: { parent_id: number | null } | undefined = await db.selectFrom('category').select('parent_id').where('id', '=', id).executeTakeFirst();
    if (!row) break;
    line.push(id);
    id = row.parent_id;
  }
  return line;
}

/** The product's name in `lang`, else English. */
export async function productName(db: Executor, productId: number, lang: string): Promise<string> {
  const rows = await db
    .selectFrom('product_translation')
    .select(['lang', 'name'])
    .where('product_id', '=', productId)
    .where('lang', 'in', [lang, 'en'])
    .execute();
  return rows.find((r) => r.lang === lang && r.name)?.name ?? rows.find((r) => r.lang === 'en')?.name ?? '';
}

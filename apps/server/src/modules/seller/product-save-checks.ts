/**
 * What a product save must satisfy beyond its schema, each refusal naming the field by its path
 * (`variants.2.sku`): pictures the seller owns, SKUs the shop does not use yet, option sets alike and distinct,
 * prices and wholesale tiers that make sense, and variants removed only when nothing points at them.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { ProductSaveValues } from '@agora/contract/seller';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { ownUploads } from '../media/owned-uploads';
import { type StoredVariant, takenSkus, variantsInUse } from './queries';

const invalid = (field: string, reason: 'invalid' | 'taken' | 'notOwnUpload' | 'tooSmall' | 'tooBig' = 'invalid', params?: Record<string, string | number>) =>
  fail(ErrorCode.invalidParameter, { field, reason, ...(params ? { params } : {}) });

/** Options as one comparable text, whatever order the names came in. */
export const optionKey = (options: Record<string, string>) => JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)));

export async function checkProductSave(
  db: Executor,
  ctx: { userId: number; shopId: number; productId: number | null; images: string[]; variants: StoredVariant[] },
  input: ProductSaveValues,
): Promise<Result<{ removed: number[] }>> {
  const category = await db
    .selectFrom('category')
    .leftJoin('category as parent', 'parent.id', 'category.parent_id')
    .select(['category.hidden', 'parent.hidden as parent_hidden'])
    .where('category.id', '=', input.category_id)
    .executeTakeFirst();
  if (!category) return invalid('category_id');
  // Operators hid it (or its parent) from the storefront: no product moves in, one already there may stay.
  if (Number(category.hidden) === 1 || Number(category.parent_hidden) === 1) {
    const stays =
      ctx.productId !== null &&
      (await db.selectFrom('product').select('id').where('id', '=', ctx.productId).where('category_id', '=', input.category_id).executeTakeFirst());
    if (!stays) return invalid('category_id');
  }
  // Products live in the deepest categories, the only ones the editor offers: a parent's listing gathers its children's.
  const child = await db.selectFrom('category').select('id').where('parent_id', '=', input.category_id).limit(1).executeTakeFirst();
  if (child) return invalid('category_id');
  if (input.brand_id !== null) {
    const brand = await db.selectFrom('brand').select('id').where('id', '=', input.brand_id).executeTakeFirst();
    if (!brand) return invalid('brand_id');
  }

  // Pictures: the seller's uploads, or what the product already shows (the demo's own drawings).
  const known = new Set([...ctx.images, ...ctx.variants.flatMap((v) => (v.image ? [v.image] : []))]);
  const asked = [...input.images, ...input.variants.flatMap((v) => (v.image ? [v.image] : []))];
  const owned = await ownUploads(
    db,
    ctx.userId,
    asked.filter((p) => !known.has(p)),
  );
  const allowed = (path: string) => known.has(path) || owned.has(path);
  if (new Set(input.images).size !== input.images.length) return invalid('images');
  for (const [index, path] of input.images.entries()) if (!allowed(path)) return invalid(`images.${index}`, 'notOwnUpload');

  const storedIds = new Set(ctx.variants.map((v) => v.id));
  const names = optionKey(Object.fromEntries(Object.keys(input.variants[0]?.options ?? {}).map((n) => [n, ''])));
  const seenOptions = new Set<string>();
  const seenSkus = new Set<string>();
  for (const [index, variant] of input.variants.entries()) {
    const at = `variants.${index}`;
    // Another product's variant (this shop's or not) is not this product's: as if it did not exist.
    if (variant.id !== undefined && !storedIds.has(variant.id)) return fail(ErrorCode.noData);
    if (optionKey(Object.fromEntries(Object.keys(variant.options).map((n) => [n, '']))) !== names) return invalid(`${at}.options`);
    const key = optionKey(variant.options);
    if (seenOptions.has(key)) return invalid(`${at}.options`, 'taken');
    seenOptions.add(key);
    if (seenSkus.has(variant.sku)) return invalid(`${at}.sku`, 'taken');
    seenSkus.add(variant.sku);
    if (variant.market_price < variant.price) return invalid(`${at}.market_price`, 'tooSmall', { min: variant.price });
    if (variant.image && !allowed(variant.image) && !input.images.includes(variant.image)) return invalid(`${at}.image`, 'notOwnUpload');
    let previous = 1;
    for (const [tier, { min_quantity, price }] of variant.wholesale.entries()) {
      if (min_quantity <= previous) return invalid(`${at}.wholesale.${tier}.min_quantity`, 'tooSmall', { min: previous + 1 });
      if (price >= variant.price) return invalid(`${at}.wholesale.${tier}.price`, 'tooBig', { max: variant.price - 1 });
      previous = min_quantity;
    }
  }

  const keptIds = input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  // The product's own variants give their SKUs up first (removed ones are deleted before new ones are written).
  // Other shops' SKUs are theirs: two sellers may both sell "TSHIRT-RED-M".
  const taken = await takenSkus(db, ctx.shopId, [...seenSkus], [...storedIds]);
  const clash = input.variants.findIndex((v) => taken.has(v.sku));
  if (clash >= 0) return invalid(`variants.${clash}.sku`, 'taken');

  const removed = ctx.variants.map((v) => v.id).filter((id) => !keptIds.includes(id));
  const inUse = await variantsInUse(db, removed);
  if (inUse.size > 0) return invalid('variants', 'invalid', { variant_id: [...inUse].join(',') });
  return ok({ removed });
}

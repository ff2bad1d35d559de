/**
 * Saving a product from the seller centre, in one transaction: texts per language, pictures,
 * variants with their wholesale tiers, and the product's own columns derived from them (lowest
 * price, its market price, total stock, cover picture), then its search text.
 *
 * A new product, or a change buyers would read or see (any text, picture, category, brand,
 * option or variant picture, an added variant), goes to review: status `pending`, hidden from
 * buyers, with a notice to the seller (type 200, state 0, `productSubmitted`). A rejected product
 * saved again is submitted again. Prices, stock, SKUs, wholesale tiers and removing a variant keep
 * the product's status.
 */
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import type { ProductSaveValues } from '@agora/contract/seller';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { ProductTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ProductChange } from '../catalog/catalog-cache';
import { runningDealItems } from '../catalog/product-cards';
import { sanitizeRichText } from '../catalog/rich-text';
import { refreshSearchText } from '../catalog/search';
import { NoticeType, notify } from '../notices/notify';
import { checkProductSave, optionKey } from './product-save-checks';
import { categoryLine, findOwnProduct, type OwnProduct, productImages, productTexts, productVariants, type StoredVariant } from './queries';

export interface SaveContext {
  shopId: number;
  userId: number;
  /** The seller's language, for the product's name in the notice. */
  lang: string;
}

export interface SaveOutcome {
  id: number;
  status: ProductTable['status'];
  in_review: boolean;
  /** What the catalogue cache must drop once committed. */
  change: ProductChange | null;
}

type Texts = Map<string, { name: string; short_description: string; description: string }>;

/** The texts as they will be stored: languages with any text, English always; descriptions sanitised. */
function textsOf(input: ProductSaveValues): Texts {
  const texts: Texts = new Map();
  for (const lang of LANGS) {
    const row = {
      name: input[`name_${lang}`] ?? '',
      short_description: input[`short_description_${lang}`] ?? '',
      description: sanitizeRichText(input[`description_${lang}`] ?? ''),
    };
    if (lang === 'en' || row.name || row.short_description || row.description) texts.set(lang, row);
  }
  return texts;
}

const sameTexts = (a: Texts, b: Texts) =>
  a.size === b.size &&
  [...a].every(([lang, row]) => {
    const other = b.get(lang);
    return other !== undefined && other.name === row.name && other.short_description === row.short_description && other.description === row.description;
  });

/** Whether buyers would read or see something new: such a change goes to review. */
function needsReview(before: { product: OwnProduct; texts: Texts; images: string[]; variants: StoredVariant[] }, input: ProductSaveValues, texts: Texts) {
  if (before.product.category_id !== input.category_id || before.product.brand_id !== input.brand_id) return true;
  if (!sameTexts(before.texts, texts) || before.images.join('\n') !== input.images.join('\n')) return true;
  return input.variants.some((variant) => {
    const stored = before.variants.find((v) => v.id === variant.id);
    return !stored || optionKey(stored.options) !== optionKey(variant.options) || (stored.image ?? null) !== (variant.image ?? null);
  });
}

/** The product's columns that follow its variants and pictures, as the demo seed derives them. */
function derived(input: ProductSaveValues) {
  const cheapest = input.variants.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    price: cheapest.price,
    market_price: cheapest.market_price,
    stock: input.variants.reduce((sum, v) => sum + v.stock, 0),
    image: input.images[0] as string,
  };
}

async function writeTexts(trx: Executor, productId: number, texts: Texts) {
  await trx.deleteFrom('product_translation').where('product_id', '=', productId).execute();
  await trx
    .insertInto('product_translation')
    .values([...texts].map(([lang, row]) => ({ product_id: productId, lang, ...row })))
    .execute();
}

async function writeImages(trx: Executor, productId: number, images: string[]) {
  await trx.deleteFrom('product_image').where('product_id', '=', productId).execute();
  await trx
    .insertInto('product_image')
    .values(images.map((url, sort) => ({ product_id: productId, url, sort })))
    .execute();
}

async function writeVariants(trx: Executor, product: { id: number; shopId: number }, input: ProductSaveValues, removed: number[]) {
  if (removed.length) await trx.deleteFrom('product_variant').where('id', 'in', removed).execute();
  const kept = input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  // SKUs may swap between variants: free them first, so the unique index never sees two alike.
  for (const id of kept)
    await trx
      .updateTable('product_variant')
      .set({ sku: `~saving-${id}` })
      .where('id', '=', id)
      .execute();
  const ids: number[] = [];
  for (const [sort, variant] of input.variants.entries()) {
    const values = {
      sku: variant.sku,
      options: JSON.stringify(variant.options),
      price: variant.price,
      market_price: variant.market_price,
      stock: variant.stock,
      sort,
      image: variant.image ?? null,
    };
    if (variant.id !== undefined) {
      await trx.updateTable('product_variant').set(values).where('id', '=', variant.id).execute();
      ids.push(variant.id);
    } else {
      const row = await trx
        .insertInto('product_variant')
        .values({ ...values, product_id: product.id, shop_id: product.shopId })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  }
  if (kept.length) await trx.deleteFrom('product_wholesale').where('variant_id', 'in', kept).execute();
  const tiers = input.variants.flatMap((v, index) =>
    v.wholesale.map((t) => ({ variant_id: ids[index] as number, min_quantity: t.min_quantity, price: t.price })),
  );
  if (tiers.length) await trx.insertInto('product_wholesale').values(tiers).execute();
  // Option texts per language are keyed by the stored options: drop the ones no variant has any more.
  const optionsNow = new Set(input.variants.flatMap((v) => Object.entries(v.options).flatMap(([n, val]) => [`${n}\u0000`, `${n}\u0000${val}`])));
  const optionRows = await trx.selectFrom('variant_option_translation').select(['option_name', 'option_value']).where('product_id', '=', product.id).execute();
  for (const row of optionRows) {
    if (optionsNow.has(`${row.option_name}\u0000${row.option_value}`)) continue;
    await trx
      .deleteFrom('variant_option_translation')
      .where('product_id', '=', product.id)
      .where('option_name', '=', row.option_name)
      .where('option_value', '=', row.option_value)
      .execute();
  }
}

/** The price a buyer pays now: a running deal's, else the regular one (what the deal clock keeps). */
async function setEffectivePrice(trx: Executor, productId: number) {
  const running = runningDealItems(trx as Db)
    .select((eb) => eb.fn.min('flash_deal_item.deal_price').as('p'))
    .where('flash_deal_item.product_id', '=', productId);
  await trx
    .updateTable('product')
    .set({ effective_price: sql`coalesce((${running}), price)` })
    .where('id', '=', productId)
    .execute();
}

/**
 * Creates or edits a product of the shop.
 * @example await saveProduct(db, { shopId: 2, userId: 9, lang: 'en' }, { category_id: 12, name_en: 'Lamp', images: [...], variants: [...] })
 */
export function saveProduct(db: Db, ctx: SaveContext, input: ProductSaveValues): Promise<Result<SaveOutcome>> {
  return inTransaction(db, (trx) => saveProductIn(trx, ctx, input));
}

/** The save inside the caller's transaction (an import saves many products in one). */
export async function saveProductIn(trx: Executor, ctx: SaveContext, input: ProductSaveValues): Promise<Result<SaveOutcome>> {
  const product = input.id === undefined ? undefined : await findOwnProduct(trx, ctx.shopId, input.id);
  if (input.id !== undefined && !product) return fail(ErrorCode.noData);
  const [storedTexts, images, variants] = product
    ? await Promise.all([productTexts(trx, product.id), productImages(trx, product.id), productVariants(trx, product.id)])
    : [[], [], []];
  const checked = await checkProductSave(trx, { userId: ctx.userId, shopId: ctx.shopId, productId: product?.id ?? null, images, variants }, input);
  if (!checked.ok) return checked;

  const texts = textsOf(input);
  const before = product && {
    product,
    texts: new Map(storedTexts.map((t) => [t.lang, { name: t.name, short_description: t.short_description, description: t.description }])) as Texts,
    images,
    variants,
  };
  const review = !before || before.product.status === 'rejected' || needsReview(before, input, texts);
  const status: ProductTable['status'] = review ? 'pending' : (product?.status ?? 'pending');
  const now = nowIso();
  const columns = { category_id: input.category_id, brand_id: input.brand_id, status, ...derived(input), updated_at: now };

  let id: number;
  if (product) {
    id = product.id;
    await trx
      .updateTable('product')
      .set({ ...columns, ...(review ? { review_reason: '' } : {}) })
      .where('id', '=', id)
      .execute();
  } else {
    const row = await trx
      .insertInto('product')
      .values({ ...columns, shop_id: ctx.shopId, effective_price: columns.price, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  if (!before || !sameTexts(before.texts, texts)) await writeTexts(trx, id, texts);
  if (!before || before.images.join('\n') !== input.images.join('\n')) await writeImages(trx, id, input.images);
  await writeVariants(trx, { id, shopId: ctx.shopId }, input, checked.value.removed);
  await setEffectivePrice(trx, id);
  if (!before || !sameTexts(before.texts, texts)) await refreshSearchText(trx as Db, [id]);

  // A product already waiting keeps its one notice; a submission writes a new one.
  if (review && product?.status !== 'pending') {
    const name = texts.get(ctx.lang)?.name || (texts.get('en')?.name as string);
    await notify(trx, { userId: ctx.userId, type: NoticeType.productApplication, template: 'productSubmitted', params: { product: name }, refId: id });
  }

  // Buyers saw it before or see it now: its page, the answers showing it and, unless only stock changed, its listings.
  const visible = product?.status === 'on_sale' || status === 'on_sale';
  const listed =
    review ||
    !before ||
    Number(before.product.price) !== columns.price ||
    Number(before.product.market_price) !== columns.market_price ||
    before.product.image !== columns.image;
  const change: ProductChange | null = visible
    ? {
        id,
        shopIds: [ctx.shopId],
        categoryIds: [...new Set([...(product ? await categoryLine(trx, product.category_id) : []), ...(await categoryLine(trx, input.category_id))])],
        brandIds: [...new Set([product?.brand_id ?? null, input.brand_id])],
        listings: listed,
      }
    : null;
  return ok({ id, status, in_review: review, change });
}

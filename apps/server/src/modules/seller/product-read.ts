/** The seller's own products: the list with filters, and one product as the editor needs it. */
import { ErrorCode } from '@agora/contract/errors';
import { LANGS, type Lang } from '@agora/contract/locale';
import type { SellerProduct, SellerProductRow, SellerProductStatus } from '@agora/contract/seller';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { inReadersLanguage } from '../../lib/per-language';
import { findOwnProduct, productImages, productTexts, productVariants } from './queries';

/**
 * The product's category by name in the reader's language, and whether operators hid it (or its
 * parent): the editor's picker offers only the storefront's visible categories, so it shows a
 * hidden one the product is already in from this.
 */
async function categoryOf(db: Db, lang: Lang, categoryId: number): Promise<{ name: string; hidden: boolean }> {
  const [line, names] = await Promise.all([
    db
      .selectFrom('category')
      .leftJoin('category as parent', 'parent.id', 'category.parent_id')
      .select(['category.hidden', 'parent.hidden as parent_hidden'])
      .where('category.id', '=', categoryId)
      .executeTakeFirst(),
    db.selectFrom('category_translation').select(['lang', 'name']).where('category_id', '=', categoryId).where('lang', 'in', [lang, 'en']).execute(),
  ]);
  return { name: inReadersLanguage(names, lang)?.name ?? '', hidden: Number(line?.hidden) === 1 || Number(line?.parent_hidden) === 1 };
}

/** Every text field for every language, '' where the seller wrote none. */
export async function getOwnProduct(db: Db, lang: Lang, shopId: number, id: number): Promise<Result<SellerProduct>> {
  const product = await findOwnProduct(db, shopId, id);
  if (!product) return fail(ErrorCode.noData);
  const [texts, images, variants, category] = await Promise.all([
    productTexts(db, id),
    productImages(db, id),
    productVariants(db, id),
    categoryOf(db, lang, product.category_id),
  ]);
  const fields: Record<string, string> = {};
  for (const lang of LANGS) {
    const row = texts.find((t) => t.lang === lang);
    fields[`name_${lang}`] = row?.name ?? '';
    fields[`short_description_${lang}`] = row?.short_description ?? '';
    fields[`description_${lang}`] = row?.description ?? '';
  }
  return ok({
    ...fields,
    id: product.id,
    category_id: product.category_id,
    category_name: category.name,
    category_hidden: category.hidden,
    brand_id: product.brand_id,
    images,
    variants,
    status: product.status,
    review_reason: product.review_reason,
    created_at: product.created_at,
    updated_at: product.updated_at,
  } as SellerProduct);
}

/**
 * A page of the shop's products, newest first; `q` looks in the names of every language.
 * @example listOwnProducts(db, 'en', 2, { status: 'pending', q: 'lamp', page: 1, page_size: 20 })
 */
export async function listOwnProducts(
  db: Db,
  lang: Lang,
  shopId: number,
  query: { status?: SellerProductStatus; q?: string; page: number; page_size: number },
) {
  let base = db.selectFrom('product').where('product.shop_id', '=', shopId);
  if (query.status) base = base.where('product.status', '=', query.status);
  if (query.q) {
    // LIKE with the wildcards of the term escaped; lower() on both sides for case (Latin and others).
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_translation')
          .select('product_translation.product_id')
          .whereRef('product_translation.product_id', '=', 'product.id')
          .where(sql`lower(product_translation.name)`, 'like', sql`${pattern} escape '\\'`),
      ),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['product.id', 'product.image', 'product.status', 'product.review_reason', 'product.stock', 'product.created_at', 'product.updated_at'])
      .orderBy('product.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const [names, prices] = ids.length
    ? await Promise.all([
        db.selectFrom('product_translation').select(['product_id', 'lang', 'name']).where('product_id', 'in', ids).where('lang', 'in', [lang, 'en']).execute(),
        db
          .selectFrom('product_variant')
          .select((eb) => ['product_id', eb.fn.min('price').as('min'), eb.fn.max('price').as('max'), eb.fn.countAll<number>().as('n')])
          .where('product_id', 'in', ids)
          .groupBy('product_id')
          .execute(),
      ])
    : [[], []];
  const list: SellerProductRow[] = rows.map((r) => {
    const price = prices.find((p) => p.product_id === r.id);
    const own = names.filter((n) => n.product_id === r.id);
    return {
      id: r.id,
      name: own.find((n) => n.lang === lang && n.name)?.name ?? own.find((n) => n.lang === 'en')?.name ?? '',
      image: r.image,
      status: r.status,
      review_reason: r.review_reason,
      price_min: Number(price?.min ?? 0),
      price_max: Number(price?.max ?? 0),
      stock: r.stock,
      variant_count: Number(price?.n ?? 0),
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
  return { list, total: Number(count?.n ?? 0), page: query.page, page_size: query.page_size };
}

/**
 * Everything the product page shows, in one answer. Unknown or not-on-sale products are 2000019;
 * a preview (the admin's review, the seller's editor) reads any status.
 */
import type { ProductDetail, ReviewListQuery, ReviewPage, Variant } from '@agora/contract/catalog';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { ProductPreview } from '@agora/contract/product-preview';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { groupByOwner, localize } from '../../lib/translations';
import { thumbOf } from '../media/thumb-path';
import { PRODUCT_ROW_COLUMNS, runningDealItems, toCards } from './product-cards';
import { listProducts } from './product-list';
import { findBrand, findCategory, findShop } from './queries';
import { localizeOptions, optionTextsOf } from './variant-options';

const RELATED = 8;
const BEST_SELLERS = 6;

/** The variants with their options in `lang`, wholesale tiers and running deal. */
async function variantsOf(db: Db, lang: Lang, productId: number): Promise<Variant[]> {
  const [variants, optionTexts, tiers, deals] = await Promise.all([
    db
      .selectFrom('product_variant')
      .select(['id', 'sku', 'options', 'price', 'market_price', 'stock', 'image'])
      .where('product_id', '=', productId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    optionTextsOf(db, productId, lang),
    db
      .selectFrom('product_wholesale')
      .innerJoin('product_variant', 'product_variant.id', 'product_wholesale.variant_id')
      .select(['product_wholesale.variant_id', 'product_wholesale.min_quantity', 'product_wholesale.price'])
      .where('product_variant.product_id', '=', productId)
      .orderBy('product_wholesale.min_quantity')
      .execute(),
    runningDealItems(db)
      .select([
        'flash_deal_item.variant_id',
        'flash_deal_item.flash_deal_id',
        'flash_deal_item.deal_price',
        'flash_deal_item.deal_quantity',
        'flash_deal_item.sold',
        'flash_deal.end_time',
      ])
      .where('flash_deal_item.product_id', '=', productId)
      .orderBy('flash_deal_item.deal_price')
      .execute(),
  ]);
  const options = localizeOptions(
    variants.map((v) => JSON.parse(v.options) as Record<string, string>),
    optionTexts,
    lang,
  );
  return variants.map((v, index) => {
    const deal = deals.find((d) => d.variant_id === v.id);
    return {
      id: v.id,
      sku: v.sku,
      options: options[index] ?? {},
      price: Number(v.price),
      market_price: Number(v.market_price),
      stock: v.stock,
      image: v.image,
      thumb: v.image === null ? null : thumbOf(v.image),
      wholesale: tiers.filter((t) => t.variant_id === v.id).map((t) => ({ min_quantity: t.min_quantity, price: Number(t.price) })),
      deal: deal
        ? {
            flash_deal_id: deal.flash_deal_id,
            price: Number(deal.deal_price),
            left: Math.min(deal.deal_quantity - deal.sold, v.stock),
            end_time: deal.end_time,
          }
        : null,
    };
  });
}

/** Option names in first-seen order, each with its values in first-seen order (in the variants' language). */
function optionsOf(variants: Variant[]): { name: string; values: string[] }[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/** A preview reads the product whatever its status (within `shopId`'s products when given), without the lists. */
interface PreviewOptions {
  anyStatus: true;
  shopId?: number;
}

/**
 * The product page's answer. `withLists: false` skips related products and best sellers (compare
 * shows neither). `anyStatus` is a preview (the admin's review, the seller's editor): any status,
 * no lists, and the answer adds `status` and `review_reason`; never for a buyer's route.
 * @example getProductDetail(db, 'th', 12, { anyStatus: true, shopId: 3 }) // 2000019 unless shop 3's
 */
export async function getProductDetail(db: Db, lang: Lang, id: number, options?: { withLists?: boolean }): Promise<Result<ProductDetail>>;
export async function getProductDetail(db: Db, lang: Lang, id: number, options: PreviewOptions): Promise<Result<ProductPreview>>;
export async function getProductDetail(
  db: Db,
  lang: Lang,
  id: number,
  options: { withLists?: boolean } | PreviewOptions = {},
): Promise<Result<ProductDetail | ProductPreview>> {
  const preview = 'anyStatus' in options ? options : null;
  const withLists = preview === null && (options as { withLists?: boolean }).withLists !== false;
  const row = await db
    .selectFrom('product')
    .innerJoin('shop', 'shop.id', 'product.shop_id')
    .select([...PRODUCT_ROW_COLUMNS, 'product.stock', 'product.status', 'product.review_reason'])
    .where('product.id', '=', id)
    .$if(preview === null, (qb) => qb.where('product.status', '=', 'on_sale'))
    .$if(preview?.shopId !== undefined, (qb) => qb.where('product.shop_id', '=', preview?.shopId ?? 0))
    .where('shop.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return fail(ErrorCode.noData);

  const [[card], texts, images, variants, category, brand, shop, related, bestSellers] = await Promise.all([
    toCards(db, lang, [row]),
    db.selectFrom('product_translation').select(['product_id', 'lang', 'name', 'short_description', 'description']).where('product_id', '=', id).execute(),
    db.selectFrom('product_image').select('url').where('product_id', '=', id).orderBy('sort').execute(),
    variantsOf(db, lang, id),
    findCategory(db, lang, row.category_id),
    row.brand_id === null ? null : findBrand(db, lang, row.brand_id),
    findShop(db, lang, row.shop_id),
    withLists
      ? listProducts(db, lang, { categoryIds: [row.category_id], excludeId: id }, { page: 1, page_size: RELATED }, 'hot', { withTotal: false })
      : { list: [] },
    withLists
      ? listProducts(db, lang, { shopId: row.shop_id, excludeId: id }, { page: 1, page_size: BEST_SELLERS }, 'hot', { withTotal: false })
      : { list: [] },
  ]);
  if (!card || !shop) return fail(ErrorCode.noData);

  const localized = localize(groupByOwner(texts, (t) => t.product_id).get(id), ['short_description', 'description'], lang);
  return ok({
    ...card,
    ...localized,
    short_description: localized.short_description ?? '',
    description: localized.description ?? '',
    images: images.map((i) => i.url),
    thumbs: images.map((i) => thumbOf(i.url)),
    variants,
    options: optionsOf(variants),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    // The same count as the card's rating_count: both are the reviews' (product-ratings.ts).
    review_count: card.rating_count,
    category: { id: row.category_id, name: category?.name ?? '' },
    brand: brand ?? null,
    shop: { id: shop.id, name: shop.name, logo: shop.logo, product_count: shop.product_count, rating: shop.rating },
    related: related.list,
    best_sellers: bestSellers.list,
    ...(preview ? { status: row.status, review_reason: row.review_reason } : {}),
  });
}

/**
 * Reviews, newest first, optionally only those of `star` stars or with pictures; the author's name
 * is shortened for privacy ("B***a"). The breakdown counts every shown review, whatever the filter,
 * so the filters can say how many each would show.
 * @example listReviews(db, 7, { page: 1, page_size: 5, star: 4 })
 * // select … from review where product_id = 7 and hidden = 0 and rating = 4 order by created_at desc, id desc limit 5
 * // select rating, images <> '[]' as photos, count(*) from review where product_id = 7 and hidden = 0 group by 1, 2
 */
export async function listReviews(db: Db, productId: number, query: ReviewListQuery): Promise<Result<ReviewPage>> {
  const { page, page_size: pageSize, star, with_photos: withPhotos } = query;
  const exists = await db.selectFrom('product').select('id').where('id', '=', productId).where('status', '=', 'on_sale').executeTakeFirst();
  if (!exists) return fail(ErrorCode.noData);
  const shown = db.selectFrom('review').where('review.product_id', '=', productId).where('review.hidden', '=', 0);
  const base = shown
    .$if(star !== undefined, (qb) => qb.where('review.rating', '=', star ?? 0))
    .$if(withPhotos === 1, (qb) => qb.where('review.images', '<>', '[]'));
  const [count, rows, groups] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .innerJoin('user', 'user.id', 'review.user_id')
      .select(['review.id', 'review.rating', 'review.comment', 'review.images', 'review.created_at', 'review.lang', 'user.firstname'])
      .orderBy('review.created_at', 'desc')
      .orderBy('review.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    shown
      .select((eb) => ['review.rating', eb('review.images', '<>', '[]').as('photos'), eb.fn.countAll<number>().as('n')])
      .groupBy(['review.rating', 'photos'])
      .execute(),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    images: JSON.parse(r.images) as string[],
    created_at: r.created_at,
    author: maskName(r.firstname),
    lang: r.lang,
  }));
  const breakdown = { stars: [5, 4, 3, 2, 1].map((s) => ({ star: s, count: 0 })), with_photos: 0, all: 0 };
  for (const g of groups) {
    const n = Number(g.n);
    const line = breakdown.stars.find((s) => s.star === g.rating);
    if (line) line.count += n;
    // SQLite answers the comparison as 0/1, PostgreSQL as a boolean.
    if (g.photos === true || Number(g.photos) === 1) breakdown.with_photos += n;
    breakdown.all += n;
  }
  return ok({ list, total: Number(count?.n ?? 0), page, page_size: pageSize, breakdown });
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * "Bianca Buyer" → "B***r": enough to tell reviews apart, not enough to identify anyone. By
 * letters as read ("สมชาย ใจดี" → "ส***ดี"), so a Thai or Hindi vowel sign never sits on a star.
 */
export function maskName(name: string): string {
  const chars = [...graphemes.segment(name.trim())].map((g) => g.segment);
  if (chars.length <= 1) return `${chars[0] ?? '*'}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

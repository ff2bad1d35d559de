/** The seller centre's first page: sales of this month and last, earnings, product counts, low stock, the latest reviews. */
import { LOW_STOCK, type SellerDashboard } from '@agora/contract/seller';
import type { Db } from '../../db/database';
import { maskName } from '../catalog/product-detail';
import { shopEarnings } from '../earnings/shop-earnings';
import { monthlySales } from './sales';

const RECENT_REVIEWS = 5;

export async function getDashboard(db: Db, lang: string, shopId: number, now = new Date()): Promise<SellerDashboard> {
  const [sales, earnings, statuses, lowStock, reviews] = await Promise.all([
    monthlySales(db, shopId, now),
    shopEarnings(db, shopId, now),
    db
      .selectFrom('product')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('shop_id', '=', shopId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product.shop_id', '=', shopId)
      .where('product_variant.stock', '<=', LOW_STOCK)
      .executeTakeFirst(),
    db
      .selectFrom('review')
      .innerJoin('product', 'product.id', 'review.product_id')
      .innerJoin('user', 'user.id', 'review.user_id')
      .select(['review.id', 'review.product_id', 'review.rating', 'review.comment', 'review.created_at', 'user.firstname'])
      .where('product.shop_id', '=', shopId)
      // A review the operator hid (shops-admin/review-moderation.ts) is off the product page, and off here.
      .where('review.hidden', '=', 0)
      .orderBy('review.created_at', 'desc')
      .orderBy('review.id', 'desc')
      .limit(RECENT_REVIEWS)
      .execute(),
  ]);
  const productIds = [...new Set(reviews.map((r) => r.product_id))];
  const names = productIds.length
    ? await db
        .selectFrom('product_translation')
        .select(['product_id', 'lang', 'name'])
        .where('product_id', 'in', productIds)
        .where('lang', 'in', [lang, 'en'])
        .execute()
    : [];
  const nameOf = (id: number) =>
    names.find((n) => n.product_id === id && n.lang === lang && n.name)?.name ?? names.find((n) => n.product_id === id && n.lang === 'en')?.name ?? '';
  const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
  return {
    sales: { this_month: sales.this_month, last_month: sales.last_month },
    earnings,
    products: { on_sale: count('on_sale'), pending: count('pending'), rejected: count('rejected'), off_sale: count('off_sale') },
    low_stock: Number(lowStock?.n ?? 0),
    low_stock_threshold: LOW_STOCK,
    recent_reviews: reviews.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      product_name: nameOf(r.product_id),
      rating: r.rating,
      comment: r.comment,
      author: maskName(r.firstname),
      created_at: r.created_at,
    })),
    chart: sales.chart,
  };
}

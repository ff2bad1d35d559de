/**
 * A product's `rating` and `rating_count` are its reviews' average (one decimal, as shown) and
 * number, kept on the product so cards, listings and the rating sort read them without an
 * aggregate. Whatever writes reviews calls `refreshProductRatings` in the same transaction, so
 * the two never disagree.
 * @example
 * await trx.insertInto('review').values({ product_id: 7, user_id: 3, rating: 5, comment, created_at }).execute();
 * await refreshProductRatings(trx, [7]);
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The average as shown, one decimal: `round(sum * 10 / n) / 10`. Computed so that a half (4.25)
 * rounds up on SQLite (doubles) and PostgreSQL (numeric) alike; 0 without reviews.
 * @example ratingOf(17, 4) // 4.3
 */
export function ratingOf(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}

/**
 * Recomputes rating and rating_count from the review table, for these products or (no ids) all.
 * @example refreshProductRatings(db, [7])
 * // update product set rating = coalesce((select round(sum(rating) * 10.0 / count(*)) / 10 from review
 * //   where product_id = product.id), 0), rating_count = (select count(*) …) where id in (7)
 */
export async function refreshProductRatings(db: Db, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  let update = db.updateTable('product').set({
    // Reviews the operator hid (shops-admin) count for nothing.
    rating: sql<number>`coalesce((select round(sum(review.rating) * 10.0 / count(*)) / 10 from review where review.product_id = product.id and review.hidden = 0), 0)`,
    rating_count: sql<number>`(select count(*) from review where review.product_id = product.id and review.hidden = 0)`,
  });
  if (productIds) update = update.where('product.id', 'in', productIds);
  await update.execute();
}

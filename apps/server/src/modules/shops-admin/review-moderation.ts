/**
 * Every review for the operator, and hiding or restoring one with a reason. A hidden review is
 * kept but leaves the product's reviews (catalog/product-detail.ts `listReviews`) and its rating
 * and count, recomputed in the same transaction (catalog/product-ratings.ts counts visible ones).
 * @example await hideReview(db, { id: 12, reason: 'Insults the seller' }) // ok({ …, product: { id: 7, rating: 4.5, rating_count: 2 } })
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { type AdminReview, type AdminReviewListQuery, adminReviewListQuerySchema, type ReviewStanding } from '@agora/contract/shops-admin';
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { refreshProductRatings } from '../catalog/service';
import { namesOf } from './product-standing';
import { containing, lowerOf } from './search-pattern';

/** Reviews of every shop, newest first, within the filters. */
export async function listAllReviews(db: Db, lang: Lang, input: AdminReviewListQuery): Promise<Page<AdminReview>> {
  const query = adminReviewListQuerySchema.parse(input);
  const base = db
    .selectFrom('review')
    .innerJoin('product', 'product.id', 'review.product_id')
    .innerJoin('shop', 'shop.id', 'product.shop_id')
    .innerJoin('user', 'user.id', 'review.user_id')
    .where((eb) => {
      const conditions = [];
      if (query.q) {
        const like = containing(query.q);
        conditions.push(
          eb.or([
            eb(lowerOf('review.comment'), 'like', like),
            eb(lowerOf('user.firstname'), 'like', like),
            eb(lowerOf('user.email'), 'like', like),
            eb.exists(
              eb
                .selectFrom('product_translation')
                .select('product_translation.product_id')
                .whereRef('product_translation.product_id', '=', 'product.id')
                .where(lowerOf('product_translation.name'), 'like', like),
            ),
          ]),
        );
      }
      if (query.product_id !== undefined) conditions.push(eb('review.product_id', '=', query.product_id));
      if (query.shop_id !== undefined) conditions.push(eb('product.shop_id', '=', query.shop_id));
      if (query.hidden !== undefined) conditions.push(eb('review.hidden', '=', query.hidden));
      if (query.rating !== undefined) conditions.push(eb('review.rating', '=', query.rating));
      return eb.and(conditions);
    });
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select([
        'review.id',
        'review.rating',
        'review.comment',
        'review.images',
        'review.hidden',
        'review.hidden_reason',
        'review.hidden_at',
        'review.created_at',
        'user.firstname as author_name',
        'user.email as author_email',
        'product.id as product_id',
        'product.image as product_image',
        'shop.id as shop_id',
        'shop.name as shop_name',
      ])
      .orderBy('review.created_at', 'desc')
      .orderBy('review.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
  ]);
  const names = await namesOf(db, lang, [...new Set(rows.map((r) => r.product_id))]);
  const list = rows.map((r) => ({
    id: r.id,
    rating: Number(r.rating),
    comment: r.comment,
    images: JSON.parse(r.images) as string[],
    author_name: r.author_name,
    author_email: r.author_email,
    product: { id: r.product_id, name: names.get(r.product_id) ?? '', image: r.product_image },
    shop: { id: r.shop_id, name: r.shop_name },
    hidden: Number(r.hidden),
    hidden_reason: r.hidden_reason,
    hidden_at: r.hidden_at,
    created_at: r.created_at,
  }));
  return { list, total: Number(count?.n ?? 0), page: query.page, page_size: query.page_size };
}

async function standingOf(db: Executor, id: number): Promise<ReviewStanding> {
  const row = await db
    .selectFrom('review')
    .innerJoin('product', 'product.id', 'review.product_id')
    .select(['review.id', 'review.hidden', 'review.hidden_reason', 'product.id as product_id', 'product.rating', 'product.rating_count'])
    .where('review.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    hidden: Number(row.hidden),
    hidden_reason: row.hidden_reason,
    product: { id: row.product_id, rating: Number(row.rating), rating_count: Number(row.rating_count) },
  };
}

/** Hides (`hidden` 1, with the reason) or restores (0) a review; 2000019 unknown, 2000018 when it already is so. */
export async function setReviewHidden(db: Db, input: { id: number; hidden: 0 | 1; reason: string }): Promise<Result<ReviewStanding>> {
  return inTransaction(db, async (trx) => {
    const review = await trx.selectFrom('review').select(['id', 'product_id']).where('id', '=', input.id).executeTakeFirst();
    if (!review) return fail(ErrorCode.noData);
    const moved = await trx
      .updateTable('review')
      .set(input.hidden ? { hidden: 1, hidden_reason: input.reason, hidden_at: nowIso() } : { hidden: 0, hidden_reason: '', hidden_at: null })
      .where('id', '=', input.id)
      .where('hidden', '=', input.hidden ? 0 : 1)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return fail(ErrorCode.dataOperationFailed);
    await refreshProductRatings(trx, [review.product_id]);
    return ok(await standingOf(trx, input.id));
  });
}

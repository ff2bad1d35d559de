import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';
import { maskName } from './product-detail';
import { ratingOf, refreshProductRatings } from './product-ratings';

type Rated = { id: number; rating: number; rating_count: number };

describe('ratingOf', () => {
  it('is the average to one decimal, halves up, and 0 without reviews', () => {
    expect(ratingOf(17, 4)).toBe(4.3); // 4.25
    expect(ratingOf(87, 20)).toBe(4.4); // 4.35, which a double average would round down
    expect(ratingOf(14, 3)).toBe(4.7);
    expect(ratingOf(0, 0)).toBe(0);
  });
});

describe('maskName', () => {
  it('shortens a reviewer’s name by letters as read, so no vowel sign sits on a star', () => {
    expect(maskName('Bianca Buyer')).toBe('B***r');
    expect(maskName('สมชาย ใจดี')).toBe('ส***ดี');
    expect(maskName('佐藤 美咲')).toBe('佐***咲');
    expect(maskName('X')).toBe('X***');
  });
});

describe.each(dialects())('ratings from reviews on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers })).json();

  /** What the reviews say, per product: the average as shown and the count. */
  async function fromReviews(): Promise<Map<number, { rating: number; count: number }>> {
    const rows = await t.app.db
      .selectFrom('review')
      .select((eb) => ['product_id', eb.fn.sum<number>('rating').as('sum'), eb.fn.countAll<number>().as('n')])
      .groupBy('product_id')
      .execute();
    return new Map(rows.map((r) => [r.product_id, { rating: ratingOf(Number(r.sum), Number(r.n)), count: Number(r.n) }]));
  }
  const expectFromReviews = (product: Rated, reviews: Map<number, { rating: number; count: number }>) => {
    const expected = reviews.get(product.id) ?? { rating: 0, count: 0 };
    expect({ id: product.id, rating: product.rating, rating_count: product.rating_count }).toEqual({
      id: product.id,
      rating: expected.rating,
      rating_count: expected.count,
    });
  };

  it('the demo writes the reviews behind every rating it shows', async () => {
    // Products on sale: the demo's product awaiting review has no reviews yet.
    const products = await t.app.db.selectFrom('product').select(['id', 'rating', 'rating_count']).where('status', '=', 'on_sale').execute();
    const reviews = await fromReviews();
    expect(products.length).toBeGreaterThan(50);
    for (const product of products) {
      expect(product.rating_count).toBeGreaterThan(0);
      expectFromReviews(product, reviews);
    }
    // A plausible spread of stars, in several languages, by more than a handful of reviewers.
    const stars = await t.app.db.selectFrom('review').select('rating').distinct().execute();
    expect(stars.map((s) => s.rating).sort()).toEqual([1, 2, 3, 4, 5]);
    const authors = await t.app.db.selectFrom('review').innerJoin('user', 'user.id', 'review.user_id').select(['user.id', 'user.lang']).distinct().execute();
    expect(authors.length).toBeGreaterThan(20);
    expect(new Set(authors.map((a) => a.lang)).size).toBe(11);
  });

  it('every card, product page and compare column shows the rating and count of its reviews', async () => {
    const reviews = await fromReviews();
    const cards: Rated[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/customer/product/get_all_products?page=${page}&page_size=100`)).data;
      cards.push(...body.list);
      if (page * 100 >= body.total) break;
    }
    expect(cards.length).toBeGreaterThan(50);
    for (const card of cards) expectFromReviews(card, reviews);

    for (const card of cards) {
      const detail = (await get(`/api/customer/product/detail/${card.id}`, { lang: 'th' })).data;
      expectFromReviews(detail, reviews);
      expect(detail.review_count).toBe(reviews.get(card.id)?.count);
      for (const related of [...detail.related, ...detail.best_sellers]) expectFromReviews(related, reviews);
    }
    const pageOfReviews = (await get(`/api/customer/product/reviews/${cards[0]?.id}`)).data;
    expect(pageOfReviews.total).toBe(reviews.get(cards[0]?.id as number)?.count);

    const headers = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    for (const id of cards.slice(0, 4).map((c) => c.id)) await postForm(t.app, '/api/customer/compare/add', { product_id: id }, headers);
    const compare = (await get('/api/customer/compare/list', headers)).data;
    expect(compare.list).toHaveLength(4);
    for (const product of compare.list) expectFromReviews(product, reviews);
  });

  it('a review written and refreshed shows at once, rounded alike on both databases', async () => {
    const [product] = await t.app.db.selectFrom('product').select('id').where('status', '=', 'on_sale').orderBy('id').limit(1).execute();
    const [user] = await t.app.db.selectFrom('user').select('id').limit(1).execute();
    const productId = product?.id as number;
    await t.app.db.deleteFrom('review').where('product_id', '=', productId).execute();
    // 87 stars in 20 reviews: 4.35, which rounds to 4.4 only when the halves are exact.
    const stars = [...Array.from({ length: 7 }, () => 5), ...Array.from({ length: 13 }, () => 4)];
    await t.app.db
      .insertInto('review')
      .values(stars.map((rating) => ({ product_id: productId, user_id: user?.id as number, rating, comment: '', created_at: nowIso() })))
      .execute();
    await refreshProductRatings(t.app.db, [productId]);
    clearCatalogCache(t.app);
    const card = (await get(`/api/customer/product/detail/${productId}`)).data;
    expect([card.rating, card.rating_count, card.review_count]).toEqual([4.4, 20, 20]);

    await t.app.db.deleteFrom('review').where('product_id', '=', productId).execute();
    await refreshProductRatings(t.app.db, [productId]);
    clearCatalogCache(t.app);
    const unrated = (await get(`/api/customer/product/detail/${productId}`)).data;
    expect([unrated.rating, unrated.rating_count, unrated.review_count]).toEqual([0, 0, 0]);
  });

  it("a shop's rating is its reviews' average: a product without reviews does not pull it down", async () => {
    const shopId = 1;
    const reviewsAverage = async () => {
      const row = await t.app.db
        .selectFrom('review')
        .innerJoin('product', 'product.id', 'review.product_id')
        .select((eb) => [eb.fn.avg<number>('review.rating').as('avg')])
        .where('product.shop_id', '=', shopId)
        .where('product.status', '=', 'on_sale')
        .executeTakeFirstOrThrow();
      return Number(row.avg);
    };
    const shopRating = async () => {
      clearCatalogCache(t.app);
      return (await get(`/api/shop/${shopId}/1`)).data.shop.rating as number;
    };
    const before = await shopRating();
    // Each product's average is kept to one decimal, so the shop's is within a rounding of the exact one.
    expect(Math.abs(before - (await reviewsAverage()))).toBeLessThanOrEqual(0.06);

    // A product nobody has reviewed yet: listed, rated 0 with 0 reviews, and the shop's rating stays.
    const [unreviewed] = await t.app.db.selectFrom('product').select('id').where('shop_id', '=', shopId).orderBy('id').limit(1).execute();
    await t.app.db
      .deleteFrom('review')
      .where('product_id', '=', unreviewed?.id as number)
      .execute();
    await refreshProductRatings(t.app.db, [unreviewed?.id as number]);
    const after = await shopRating();
    expect(Math.abs(after - (await reviewsAverage()))).toBeLessThanOrEqual(0.06);
    expect(after).toBeGreaterThan(3);
  });
});

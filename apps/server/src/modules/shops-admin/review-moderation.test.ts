import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { refreshProductRatings } from '../catalog/service';
import { loginStaff } from '../shops/test-applicant';
import { adminGet, adminPost, productOnSale } from './test-shops-admin';

describe.each(dialects())('reviews in the admin console on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A product with reviews of these ratings (newest last), written as an order's review would be. */
  async function reviewed(ratings: number[]) {
    const product = await productOnSale(t.app);
    const buyer = (await postForm(t.app, '/api/customer/register/account', newBuyer({ firstname: 'Rosalind Reviewer' }))).json().data.user;
    const ids: number[] = [];
    for (const [i, rating] of ratings.entries()) {
      const row = await t.app.db
        .insertInto('review')
        .values({
          product_id: product.id,
          user_id: buyer.id,
          rating,
          comment: `Comment ${i} on ${product.id}`,
          created_at: new Date(Date.now() + i * 1000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await refreshProductRatings(t.app.db, [product.id]);
    return { ...product, reviews: ids, buyer };
  }
  const card = async (id: number) => (await t.app.inject(`/api/customer/product/detail/${id}`)).json().data;
  const buyerReviews = async (id: number) => (await t.app.inject(`/api/customer/product/reviews/${id}`)).json().data;

  it('lists reviews with filters: text, product, shop, rating, hidden', async () => {
    const { id, seller, reviews, name } = await reviewed([5, 2]);
    const all = await adminGet(t.app, `/api/admin/review/list?product_id=${id}`);
    expect(all.code).toBe(200);
    expect(all.data.list.map((r: { id: number }) => r.id)).toEqual([reviews[1], reviews[0]]);
    expect(all.data.list[0]).toMatchObject({ rating: 2, author_name: 'Rosalind Reviewer', product: { id, name }, shop: { id: seller.shopId }, hidden: 0 });
    expect((await adminGet(t.app, `/api/admin/review/list?shop_id=${seller.shopId}&rating=5`)).data.list.map((r: { id: number }) => r.id)).toEqual([
      reviews[0],
    ]);
    expect((await adminGet(t.app, `/api/admin/review/list?q=${encodeURIComponent(`COMMENT 1 ON ${id}`)}`)).data.list.map((r: { id: number }) => r.id)).toEqual([
      reviews[1],
    ]);
    expect((await adminGet(t.app, `/api/admin/review/list?product_id=${id}&hidden=1`)).data.total).toBe(0);
    expect((await adminGet(t.app, '/api/admin/review/list?rating=6')).code).toBe(ErrorCode.invalidParameter);
  });

  it('hiding a review takes it out of the product’s reviews and rating; restoring brings both back', async () => {
    const { id, reviews } = await reviewed([5, 5, 1]);
    expect(await card(id)).toMatchObject({ rating: 3.7, rating_count: 3 }); // cached now
    expect((await buyerReviews(id)).total).toBe(3);
    expect(await adminPost(t.app, '/api/admin/review/hide', { id: reviews[2]! })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    const hidden = await adminPost(t.app, '/api/admin/review/hide', { id: reviews[2]!, reason: 'Abusive language' });
    expect(hidden.data).toEqual({ id: reviews[2], hidden: 1, hidden_reason: 'Abusive language', product: { id, rating: 5, rating_count: 2 } });
    expect(await card(id)).toMatchObject({ rating: 5, rating_count: 2, review_count: 2 });
    const shown = await buyerReviews(id);
    expect(shown.total).toBe(2);
    expect(shown.list.map((r: { id: number }) => r.id)).not.toContain(reviews[2]);
    expect((await adminGet(t.app, `/api/admin/review/list?product_id=${id}&hidden=1`)).data.list).toEqual([
      expect.objectContaining({ id: reviews[2], hidden: 1, hidden_reason: 'Abusive language' }),
    ]);
    expect(await adminPost(t.app, '/api/admin/review/hide', { id: reviews[2]!, reason: 'again' })).toMatchObject({ code: ErrorCode.dataOperationFailed });
    // Another review written meanwhile keeps the hidden one out.
    await refreshProductRatings(t.app.db, [id]);
    expect((await t.app.db.selectFrom('product').select(['rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow()).rating_count).toBe(2);

    const restored = await adminPost(t.app, '/api/admin/review/restore', { id: reviews[2]! });
    expect(restored.data).toEqual({ id: reviews[2], hidden: 0, hidden_reason: '', product: { id, rating: 3.7, rating_count: 3 } });
    expect(await card(id)).toMatchObject({ rating: 3.7, rating_count: 3 });
    expect((await buyerReviews(id)).total).toBe(3);
    expect(await adminPost(t.app, '/api/admin/review/restore', { id: reviews[2]! })).toMatchObject({ code: ErrorCode.dataOperationFailed });
  });

  it('answers 2000019 for an unknown review and 1000403 to staff without the catalogue area', async () => {
    expect(await adminPost(t.app, '/api/admin/review/hide', { id: 2_000_000_000, reason: 'x' })).toMatchObject({ code: ErrorCode.noData });
    expect(await adminPost(t.app, '/api/admin/review/restore', { id: 2_000_000_000 })).toMatchObject({ code: ErrorCode.noData });
    const support = await loginStaff(t.app, 'support');
    expect((await t.app.inject({ url: '/api/admin/review/list', headers: support })).json().code).toBe(ErrorCode.noPermission);
    expect((await postForm(t.app, '/api/admin/review/hide', { id: 1, reason: 'x' }, support)).json().code).toBe(ErrorCode.noPermission);
    expect((await postForm(t.app, '/api/admin/product/off-sale', { id: 1, reason: 'x' }, support)).json().code).toBe(ErrorCode.noPermission);
  });
});

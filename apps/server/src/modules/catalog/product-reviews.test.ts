import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';
import { refreshProductRatings } from './product-ratings';

describe.each(dialects())('a product’s reviews by star and with photos on %s', (dialect) => {
  const t = useTestApp(dialect);
  const reviews = async (id: number, query = '') => (await t.app.inject({ url: `/api/customer/product/reviews/${id}${query}` })).json();

  it('filters by star and by pictures, and counts every shown review by star whatever the filter', async () => {
    const product = await t.app.db.selectFrom('product').select('id').where('status', '=', 'on_sale').orderBy('id').executeTakeFirstOrThrow();
    const users = await t.app.db.selectFrom('user').select('id').orderBy('id').limit(6).execute();
    await t.app.db.deleteFrom('review').where('product_id', '=', product.id).execute();
    const photo = JSON.stringify(['uploads/1/a.webp']);
    const written = [
      { rating: 5, images: photo, lang: 'jp' },
      { rating: 5, images: '[]', lang: 'en' },
      { rating: 4, images: '[]', lang: '' },
      { rating: 2, images: photo, lang: 'th' },
      { rating: 1, images: '[]', lang: 'vn' },
      // Hidden by the operator: counted nowhere.
      { rating: 3, images: photo, lang: 'en', hidden: 1 },
    ];
    await t.app.db
      .insertInto('review')
      .values(
        written.map((r, i) => ({
          product_id: product.id,
          user_id: users[i]?.id as number,
          comment: `review ${i}`,
          hidden: 0,
          created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
          ...r,
        })),
      )
      .execute();
    await refreshProductRatings(t.app.db, [product.id]);
    clearCatalogCache(t.app);

    const breakdown = {
      stars: [
        { star: 5, count: 2 },
        { star: 4, count: 1 },
        { star: 3, count: 0 },
        { star: 2, count: 1 },
        { star: 1, count: 1 },
      ],
      with_photos: 2,
      all: 5,
    };
    const all = (await reviews(product.id)).data;
    expect(all).toMatchObject({ total: 5, breakdown });
    expect(all.list.map((r: { comment: string; lang: string }) => [r.comment, r.lang])).toEqual([
      ['review 4', 'vn'],
      ['review 3', 'th'],
      ['review 2', ''],
      ['review 1', 'en'],
      ['review 0', 'jp'],
    ]);

    const fives = (await reviews(product.id, '?star=5')).data;
    expect(fives).toMatchObject({ total: 2, breakdown });
    expect(fives.list.map((r: { comment: string }) => r.comment)).toEqual(['review 1', 'review 0']);
    const pictured = (await reviews(product.id, '?with_photos=1')).data;
    expect(pictured.list.map((r: { comment: string; images: string[] }) => [r.comment, r.images.length])).toEqual([
      ['review 3', 1],
      ['review 0', 1],
    ]);
    expect((await reviews(product.id, '?star=2&with_photos=1')).data).toMatchObject({ total: 1, list: [{ comment: 'review 3' }] });
    expect((await reviews(product.id, '?star=3')).data).toMatchObject({ total: 0, list: [], breakdown });
    expect((await reviews(product.id, '?with_photos=0')).data.total).toBe(5);

    for (const bad of ['?star=6', '?star=0', '?star=x', '?with_photos=2']) {
      const refused = await reviews(product.id, bad);
      expect([refused.code, refused.field]).toEqual([ErrorCode.invalidParameter, bad.slice(1, bad.indexOf('='))]);
    }
  });
});

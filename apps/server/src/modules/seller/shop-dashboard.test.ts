import { ErrorCode } from '@agora/contract/errors';
import { LOW_STOCK } from '@agora/contract/seller';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, useTestApp } from '../../test/test-app';
import { monthlySales, useSalesSource } from './sales';
import { leafCategory, newSeller, postJson, productBody, uploadsOf } from './test-seller';

describe('monthly sales', () => {
  it('sums this month and last from the orders source, every day present, 0 without orders', async () => {
    const now = new Date('2026-03-05T10:00:00Z');
    const db = {} as Parameters<typeof monthlySales>[0];
    const none = await monthlySales(db, 1, now);
    expect(none.this_month).toBe(0);
    expect(none.chart.this_month.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(none.chart.last_month).toHaveLength(28);

    const asked: unknown[] = [];
    const previous = useSalesSource(async (_db, shopId, from, to) => {
      asked.push({ shopId, from, to });
      return [
        { date: '2026-02-01', amount: 1000 },
        { date: '2026-02-28', amount: 500 },
        { date: '2026-03-05', amount: 250 },
        { date: '2026-03-05', amount: 100 },
      ];
    });
    try {
      const sales = await monthlySales(db, 9, now);
      expect(asked).toEqual([{ shopId: 9, from: '2026-02-01T00:00:00.000Z', to: '2026-03-06T00:00:00.000Z' }]);
      expect([sales.this_month, sales.last_month]).toEqual([350, 1500]);
      expect(sales.chart.this_month.at(-1)).toEqual({ date: '2026-03-05', amount: 350 });
      expect(sales.chart.last_month[0]).toEqual({ date: '2026-02-01', amount: 1000 });
      expect(sales.chart.last_month[1]).toEqual({ date: '2026-02-02', amount: 0 });
    } finally {
      useSalesSource(previous);
    }
  });
});

describe.each(dialects())('shop settings and dashboard on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers the shop with every language and its page; saves what the seller owns', async () => {
    const seller = await newSeller(t.app, 'Settings Shop');
    const first = (await t.app.inject({ url: '/api/seller/shop', headers: seller.headers })).json();
    expect(first.data).toMatchObject({
      id: seller.shopId,
      name: 'Settings Shop',
      description_en: '',
      description_vn: '',
      shop_url: `/#/pages/shop/detail?id=${seller.shopId}`,
    });

    const [logo, banner] = await uploadsOf(t.app, seller.userId, 2);
    const form = {
      name: 'Lamp House',
      logo,
      banner,
      description_en: 'Lamps',
      description_th: 'โคมไฟ',
      contact: '+66 2 123 4567',
      email: 'Shop@Example.test',
      address: '1 Main St',
    };
    const saved = (await postJson(t.app, '/api/seller/shop', form, seller.headers)).json();
    expect(saved.data).toMatchObject({ name: 'Lamp House', logo, banner, description_th: 'โคมไฟ', description_es: '', email: 'shop@example.test' });
    const page = (await t.app.inject({ url: `/api/shop/${seller.shopId}/1`, headers: { lang: 'es' } })).json();
    expect(page.data.shop).toMatchObject({ name: 'Lamp House', description: 'Lamps' });

    const other = await newSeller(t.app);
    const [theirs] = await uploadsOf(t.app, other.userId);
    expect((await postJson(t.app, '/api/seller/shop', { ...form, logo: theirs }, seller.headers)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'logo',
      reason: 'notOwnUpload',
    });
    expect((await postJson(t.app, '/api/seller/shop', { ...form, description_en: '' }, seller.headers)).json()).toMatchObject({
      code: ErrorCode.missingParameter,
      field: 'description_en',
    });
    expect((await postJson(t.app, '/api/seller/shop', { ...form, logo: 'https://evil.example/x.png' }, seller.headers)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'logo',
    });
    expect((await postJson(t.app, '/api/seller/shop', { ...form, contact: 'call me' }, seller.headers)).json()).toMatchObject({ field: 'contact' });
  });

  it('counts products by status, low stock and the latest reviews of the shop’s products', async () => {
    const seller = await newSeller(t.app);
    const category = await leafCategory(t.app);
    const images = await uploadsOf(t.app, seller.userId);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await postJson(t.app, '/api/seller/product/save', productBody(category, images), seller.headers)).json().data.id);
    await t.app.db.updateTable('product').set({ status: 'on_sale' }).where('id', '=', ids[0]!).execute();
    await t.app.db.updateTable('product').set({ status: 'rejected' }).where('id', '=', ids[1]!).execute();
    const reviewer = await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 6; i++) {
      await t.app.db
        .insertInto('review')
        .values({
          product_id: ids[0]!,
          user_id: reviewer.id,
          rating: 5 - (i % 2),
          comment: `Nice ${i}`,
          created_at: new Date(Date.now() - i * 1000).toISOString(),
        })
        .execute();
    }
    const body = (await t.app.inject({ url: '/api/seller/dashboard', headers: seller.headers })).json();
    expect(body.code).toBe(200);
    expect(body.data.products).toEqual({ on_sale: 1, pending: 1, rejected: 1, off_sale: 0 });
    // Each product has one variant with 3 pieces (≤ 5) and one with 10.
    expect(body.data.low_stock).toBe(3);
    expect(body.data.low_stock_threshold).toBe(LOW_STOCK);
    expect(body.data.recent_reviews).toHaveLength(5);
    expect(body.data.recent_reviews[0]).toMatchObject({ product_id: ids[0], comment: 'Nice 0', rating: 5 });
    expect(body.data.sales).toEqual({ this_month: 0, last_month: 0 });
    expect(body.data.chart.this_month.at(-1).date).toBe(nowIso().slice(0, 10));
    expect(body.data.chart.last_month.length).toBeGreaterThanOrEqual(28);
  });
});

import { ErrorCode } from '@agora/contract/errors';
import { LOW_STOCK } from '@agora/contract/seller';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { monthChart, monthlySales } from './sales';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from './test-seller';

describe('monthly sales', () => {
  it('sums this month and last from the days’ sales, every day present, 0 without sales', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    const none = monthChart([], now);
    expect(none.this_month).toBe(0);
    expect(none.chart.this_month.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(none.chart.last_month).toHaveLength(28);

    const sales = monthChart(
      [
        { date: '2026-02-01', amount: 1000 },
        { date: '2026-02-28', amount: 500 },
        { date: '2026-03-05', amount: 250 },
        { date: '2026-03-05', amount: 100 },
      ],
      now,
    );
    expect([sales.this_month, sales.last_month]).toEqual([350, 1500]);
    expect(sales.chart.this_month.at(-1)).toEqual({ date: '2026-03-05', amount: 350 });
    expect(sales.chart.last_month[0]).toEqual({ date: '2026-02-01', amount: 1000 });
    expect(sales.chart.last_month[1]).toEqual({ date: '2026-02-02', amount: 0 });
  });
});

describe.each(dialects())('month sales from orders on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('counts paid orders by the day they were paid, less the shop’s own coupon; not unpaid or cancelled ones', async () => {
    const seller = await newSeller(t.app, 'Sales Shop');
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const base = {
      checkout_id: 1,
      user_id: seller.userId,
      shop_id: seller.shopId,
      payment_method: 'wallet' as const,
      num: 1,
      customer_name: 'B',
      email: 'b@example.test',
      phone: '+15551234567',
      country: 'TH',
      address: '1 Road',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    let serial = 0;
    const order = (fields: Record<string, unknown>) =>
      t.app.db
        .insertInto('orders')
        .values({ ...base, order_sn: `S${process.pid}${Date.now()}${++serial}`, ...fields })
        .execute();
    // 10,000 sold with a 1,000 shop coupon and a 500 mall share: the shop sold for 9,000.
    await order({ subtotal: 10_000, discount: 1_500, mall_discount: 500, payment_status: 'paid', pay_time: now.toISOString() });
    await order({ subtotal: 4_000, payment_status: 'paid', pay_time: now.toISOString(), delivery_status: 'cancelled' });
    await order({ subtotal: 3_000, payment_status: 'unpaid' });

    const sales = await monthlySales(t.app.db, seller.shopId, now);
    expect(sales.this_month).toBe(9_000);
    expect(sales.chart.this_month.find((d) => d.date === today)?.amount).toBe(9_000);
    const dashboard = (await t.app.inject({ url: '/api/seller/dashboard', headers: seller.headers })).json();
    expect(dashboard.data.sales.this_month).toBe(9_000);
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

  it('leaves reviews the operator hid out of the latest reviews', async () => {
    const seller = await newSeller(t.app);
    const images = await uploadsOf(t.app, seller.userId);
    const id = (await postJson(t.app, '/api/seller/product/save', productBody(await leafCategory(t.app), images), seller.headers)).json().data.id;
    const reviewer = await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
    const reviews: number[] = [];
    for (const [i, comment] of ['Lovely', 'Rude words', 'Fine'].entries()) {
      const at = new Date(Date.now() - i * 1000).toISOString();
      const row = await t.app.db
        .insertInto('review')
        .values({ product_id: id, user_id: reviewer.id, rating: 4, comment, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      reviews.push(row.id);
    }
    const hid = await postForm(t.app, '/api/admin/review/hide', { id: reviews[1]!, reason: 'Abusive language' }, await adminHeaders(t.app));
    expect(hid.json().code).toBe(200);
    const body = (await t.app.inject({ url: '/api/seller/dashboard', headers: seller.headers })).json();
    expect(body.data.recent_reviews.map((r: { comment: string }) => r.comment)).toEqual(['Lovely', 'Fine']);
  });
});

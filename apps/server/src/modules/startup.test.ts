import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { ADVERT_POSITIONS } from '@agora/contract/site';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../test/test-app';

describe.each(dialects())('start-up data on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers })).json();

  it('lists at least 6 currencies with symbol and rate, USD at 1', async () => {
    const body = await get('/api/customer/index/get_currency');
    expect(body.code).toBe(200);
    expect(body.data.list.length).toBeGreaterThanOrEqual(6);
    expect(body.data.list.find((c: { code: string }) => c.code === 'USD')).toMatchObject({ symbol: '$', rate: 1 });
    const eur = body.data.list.find((c: { code: string }) => c.code === 'EUR');
    expect(eur.rate).toBeGreaterThan(0);
    expect(eur.rate).not.toBe(1);
  });

  it('lists the 11 languages, each with a name and an icon file that exists', async () => {
    const body = await get('/api/customer/index/get_languages');
    expect(body.data.list.map((l: { code: string }) => l.code)).toEqual([...LANGS]);
    for (const language of body.data.list) {
      expect(language.name).not.toBe('');
      expect(fs.existsSync(path.join(t.dataDir, 'media', language.icon))).toBe(true);
    }
    const icon = await t.app.inject(`/media/${body.data.list[0].icon}`);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('lists 3+ wallet types over POST, not the disabled ones', async () => {
    const body = (await postForm(t.app, '/api/customer/index/get_wallets', {})).json();
    expect(body.data.list.length).toBeGreaterThanOrEqual(3);
    expect(body.data.list[0]).toHaveProperty('code');
    const [first] = body.data.list as { id: number; code: string }[];
    await t.app.db.updateTable('wallet_type').set({ enabled: 0 }).where('id', '=', first!.id).execute();
    const after = (await postForm(t.app, '/api/customer/index/get_wallets', {})).json();
    expect(after.data.list.map((w: { code: string }) => w.code)).not.toContain(first!.code);
    await t.app.db.updateTable('wallet_type').set({ enabled: 1 }).where('id', '=', first!.id).execute();
  });

  it('groups adverts by every position, titled in the request language', async () => {
    const en = await get('/api/customer/index/store?type=advert');
    const jp = await get('/api/customer/index/store?type=advert', { lang: 'jp' });
    for (const position of ADVERT_POSITIONS) {
      expect(en.data[position].length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(t.dataDir, 'media', en.data[position][0].image))).toBe(true);
    }
    expect(jp.data.top[0].title).not.toBe(en.data.top[0].title);
  });

  it('answers the website config with service_url and the static base', async () => {
    const body = await get('/api/customer/index/store?type=website_config');
    expect(body.data).toHaveProperty('service_url');
    expect(body.data.static_base_url).toBe('/media');
    expect(body.data.free_delivery_pieces).toBe(500);
  });

  it('refuses an unknown store type naming the field, and a missing one', async () => {
    const bad = await get('/api/customer/index/store?type=nope');
    expect(bad).toMatchObject({ code: ErrorCode.invalidParameter, field: 'type' });
    const missing = await get('/api/customer/index/store');
    expect(missing).toMatchObject({ code: ErrorCode.missingParameter, field: 'type' });
  });

  it('pages brands: sizes add up and pages do not overlap', async () => {
    const first = (await postForm(t.app, '/api/customer/index/get-all-brand', { page: 1, page_size: 5 })).json().data;
    const second = (await postForm(t.app, '/api/customer/index/get-all-brand', { page: 2, page_size: 5 })).json().data;
    expect(first).toMatchObject({ page: 1, page_size: 5 });
    expect(first.list).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(10);
    const ids = new Set([...first.list, ...second.list].map((b: { id: number }) => b.id));
    expect(ids.size).toBe(first.list.length + second.list.length);
    const all = (await postForm(t.app, '/api/customer/index/get-all-brand', { page_size: 100 })).json().data;
    expect(all.list).toHaveLength(all.total);
    const over = (await postForm(t.app, '/api/customer/index/get-all-brand', { page_size: 101 })).json();
    expect(over).toMatchObject({ code: ErrorCode.invalidParameter, field: 'page_size' });
  });

  it('answers the two-level category tree with names in every language', async () => {
    const body = (await postForm(t.app, '/api/customer/index/get-all-category', { page_size: 100 }, { lang: 'th' })).json();
    expect(body.data.total).toBeGreaterThanOrEqual(4);
    const top = body.data.list[0];
    expect(top.parent_id).toBeNull();
    expect(top.children.length).toBeGreaterThan(0);
    expect(top.children[0].parent_id).toBe(top.id);
    expect(top.name).toBe(top.name_th);
    for (const lang of LANGS) expect(top[`name_${lang}`]).toBeTruthy();
    expect(top.name_th).not.toBe(top.name_en);
    expect(top.product_count).toBe(top.children.reduce((sum: number, c: { product_count: number }) => sum + c.product_count, 0) + 0);
  });

  it('subscribes to the newsletter once, however often asked', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await postForm(t.app, '/api/customer/index/subscribe', { email: 'News@Example.test' })).json().code).toBe(200);
    }
    const rows = await t.app.db.selectFrom('newsletter_subscriber').selectAll().where('email', '=', 'news@example.test').execute();
    expect(rows).toHaveLength(1);
    expect((await postForm(t.app, '/api/customer/index/subscribe', { email: 'nope' })).json().field).toBe('email');
  });
});

describe.each(dialects())('new products on %s', (dialect) => {
  const t = useTestApp(dialect);
  it('lists the newest products first with names in every language and the shop', async () => {
    const body = (await t.app.inject({ url: '/api/customer/product/get_new?page_size=10', headers: { lang: 'vn' } })).json();
    expect(body.data).toMatchObject({ page: 1, page_size: 10 });
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBeGreaterThanOrEqual(60);
    const ids = body.data.list.map((p: { id: number }) => p.id);
    const created = await t.app.db.selectFrom('product').select(['id', 'created_at']).where('id', 'in', ids).execute();
    const order = ids.map((id: number) => created.find((c) => c.id === id)?.created_at);
    expect(order).toEqual([...order].sort().reverse());
    const first = body.data.list[0];
    expect(first.name).toBe(first.name_vn);
    expect(first.name_vn).not.toBe(first.name_en);
    expect(Number.isInteger(first.price)).toBe(true);
    expect(first.shop.name).toBeTruthy();
  });
});

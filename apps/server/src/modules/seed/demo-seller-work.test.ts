import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { adminHeaders, postJson } from '../seller/test-seller';
import { DEMO_PASSWORDS } from './accounts';
import { demoShops } from './demo-catalog';

describe.each(dialects())('the demo’s seller work on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('has a product awaiting review with drawn pictures and a pending stock application, each with its notice', async () => {
    const headers = await adminHeaders(t.app);
    const products = (await t.app.inject({ url: '/api/admin/product/pending', headers })).json().data.list;
    const lamp = products.find((p: { name: string }) => p.name === 'Lumora Rattan Pendant Lamp');
    expect(lamp).toMatchObject({ shop: { name: 'Green Basket' }, price: 4999 });
    expect(lamp.images).toHaveLength(2);
    for (const image of lamp.images) expect(fs.existsSync(path.join(t.dataDir, 'media', image))).toBe(true);
    const stock = (await t.app.inject({ url: '/api/admin/stock/pending', headers })).json().data.list;
    expect(stock[0]).toMatchObject({ quantity: 120, shop: { name: 'Green Basket' } });
    const notices = await t.app.db.selectFrom('notice').select(['type', 'state', 'ref_id']).where('type', 'in', [200, 300]).execute();
    expect(notices).toEqual(
      expect.arrayContaining([
        { type: 200, state: 0, ref_id: lamp.id },
        { type: 300, state: 0, ref_id: stock[0].id },
      ]),
    );
    expect((await t.app.inject(`/api/customer/product/detail/${lamp.id}`)).json().code).toBe(2000019);
  });

  it('gives every shop the contact details its settings require, so a seller can save them as they are', async () => {
    for (const shop of demoShops) {
      const login = (await postForm(t.app, '/api/customer/login/account', { email: shop.owner.email, password: DEMO_PASSWORDS.seller })).json();
      const headers = { 'access-token': login.data['access-token'] };
      const settings = (await t.app.inject({ url: '/api/seller/shop', headers })).json().data;
      expect(settings, shop.name).toMatchObject({ email: shop.owner.email, address: shop.address, contact: shop.owner.phone });
      const saved = (await postJson(t.app, '/api/seller/shop', settings, headers)).json();
      expect(saved.code, `${shop.name}: ${JSON.stringify(saved)}`).toBe(200);
    }
  });
});

/**
 * Delivery options: a new shop ships by the mall's default channels and is told so; a seller's
 * own channels (countries, fees, days, handling days) are what the checkout offers; an address
 * outside every channel of a shop answers 2000005 naming it, before payment; a shop on vacation
 * cannot be bought from; operators keep the mall's defaults; each save is in the audit trail.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { ShippingChannelInput } from '@agora/contract/shipping';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { type Buyer, buyers, buyNowOf, placeFor, setStock, type TestLine } from '../checkout/test-checkout';
import { DEMO_PASSWORDS } from '../seed/accounts';
import { newSeller, postJson, type TestSeller } from '../seller/test-seller';
import { login, loginSeller, loginStaff } from '../shops/test-applicant';

const channel = (code: string, fields: Partial<ShippingChannelInput> = {}): ShippingChannelInput => ({
  code,
  name_en: `${code} delivery`,
  fee: 500,
  free_above: null,
  days_min: 2,
  days_max: 4,
  countries: [],
  ...fields,
});

describe.each(dialects())('delivery options on %s', (dialect) => {
  const t = useTestApp(dialect);

  let shopsTaken = 0;
  /**
   * A demo shop of its own for each test, its channels removed (as a new shop has none), one of its
   * variants with stock, its owner logged in, and a Thai buyer with money.
   */
  async function newShopWithLine(): Promise<{ seller: TestSeller; line: TestLine; buyer: Buyer }> {
    const rows = await t.app.db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .innerJoin('shop', 'shop.id', 'product.shop_id')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select([
        'product.id as productId',
        'product_variant.id as variantId',
        'product.shop_id as shopId',
        'product_variant.price',
        'user.email',
        'user.id as userId',
      ])
      .where('product.status', '=', 'on_sale')
      .where('shop.status', '=', 'active')
      .where('product_variant.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('variant_id'))
      .where('product_variant.id', 'not in', (eb) => eb.selectFrom('product_wholesale').select('variant_id'))
      .orderBy('product.shop_id')
      .orderBy('product_variant.id')
      .execute();
    const shopIds = [...new Set(rows.map((row) => row.shopId))];
    const shopId = shopIds[shopsTaken++ % shopIds.length];
    const row = rows.find((r) => r.shopId === shopId)!;
    await t.app.db.deleteFrom('shipping_option').where('shop_id', '=', row.shopId).execute();
    await setStock(t.app, row.variantId, 100);
    const headers = await login(t.app, row.email, DEMO_PASSWORDS.seller);
    const [buyer] = await buyers(t.app, 1, 10_000_000);
    return {
      seller: { userId: row.userId, shopId: row.shopId, headers },
      line: { productId: row.productId, variantId: row.variantId, shopId: row.shopId, price: Number(row.price) },
      buyer: buyer as Buyer,
    };
  }
  const summary = async (buyer: Buyer, line: TestLine, fields: Record<string, string | number> = {}) =>
    (await postForm(t.app, '/api/checkout/onepage/summary', { ...buyNowOf(line), ...fields }, buyer.headers)).json();
  const japaneseAddress = (buyer: Buyer) =>
    t.app.db
      .insertInto('address')
      .values({
        user_id: buyer.id,
        first_name: 'Hana',
        email: 'hana@example.test',
        phone: '+81312345678',
        country: 'JP',
        state: '13',
        city: 'Shibuya-ku',
        postcode: '150-0001',
        address: '1-2-3 Jingumae',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('starts a new shop on the mall’s default channel, shown as such, and the checkout offers it', async () => {
    const { seller, line, buyer } = await newShopWithLine();
    const shipping = (await t.app.inject({ url: '/api/seller/shipping', headers: seller.headers })).json();
    expect(shipping.code).toBe(200);
    expect(shipping.data).toMatchObject({ uses_mall_default: 1, handling_days: 0, vacation_until: null });
    expect(shipping.data.channels).toEqual(shipping.data.mall_default);
    expect(shipping.data.channels.map((c: { code: string }) => c.code)).toEqual(['standard']);
    const quoted = await summary(buyer, line);
    expect(quoted.data.shops[0].shipping_options.map((o: { code: string }) => o.code)).toEqual(['standard']);
  });

  it('offers a shop’s own channels by the address’s country, with handling days in the window, and refuses an address none serves', async () => {
    const { seller, line, buyer } = await newShopWithLine();
    const saved = await postJson(
      t.app,
      '/api/seller/shipping',
      {
        channels: [
          channel('express', { fee: 900, days_min: 1, days_max: 2, countries: ['th', 'VN'], name_th: 'ด่วน' }),
          channel('sea', { countries: ['TH'], free_above: 1 }),
        ],
        handling_days: 2,
        pickup_address: { contact: 'Somchai', phone: '+66812345678', country: 'TH', city: 'Bangkok', address: '99 Rama IV' },
      },
      seller.headers,
    );
    expect(saved.json()).toMatchObject({
      code: 200,
      data: { uses_mall_default: 0, handling_days: 2, pickup_address: { country: 'TH', city: 'Bangkok', postcode: '' } },
    });
    expect(saved.json().data.channels[0]).toMatchObject({ code: 'express', countries: ['TH', 'VN'], name_th: 'ด่วน', name_jp: '', fee: 900 });

    const thai = await summary(buyer, line, { shipping: `${line.shopId}:express` });
    expect(thai.code).toBe(200);
    expect(thai.data.shops[0].shipping).toMatchObject({ code: 'express', days_min: 3, days_max: 4, charged: 900 });
    expect(thai.data.shops[0].shipping_options.map((o: { code: string; charged: number }) => [o.code, o.charged])).toEqual([
      ['express', 900],
      ['sea', 0],
    ]);
    const inThai = (await postForm(t.app, '/api/checkout/onepage/summary', buyNowOf(line), { ...buyer.headers, lang: 'th' })).json();
    expect(inThai.data.shops[0].shipping.name).toBe('ด่วน');

    // Placed: the order keeps the arrival window and the fee.
    const placed = await placeFor(t.app, buyer, 'wallet', { ...buyNowOf(line), shipping: `${line.shopId}:express` });
    expect(placed.code).toBe(200);
    const order = await t.app.db
      .selectFrom('orders')
      .select(['shipping_code', 'shipping_fee', 'shipping_days_min', 'shipping_days_max'])
      .where('id', '=', placed.data.orders[0].id)
      .executeTakeFirstOrThrow();
    expect([order.shipping_code, Number(order.shipping_fee), order.shipping_days_min, order.shipping_days_max]).toEqual(['express', 900, 3, 4]);

    // A Japanese address: no channel serves Japan, so neither the summary nor the placement goes through, and nothing is charged.
    const { id: tokyo } = await japaneseAddress(buyer);
    const balance = async () =>
      Number((await t.app.db.selectFrom('wallet').select('balance').where('user_id', '=', buyer.id).executeTakeFirstOrThrow()).balance);
    const before = await balance();
    const refused = await summary(buyer, line, { address_id: tokyo });
    expect(refused).toMatchObject({ code: ErrorCode.shippingSwitchFailed, data: null });
    const shop = await t.app.db.selectFrom('shop').select('name').where('id', '=', seller.shopId).executeTakeFirstOrThrow();
    expect(refused.message).toContain(shop.name);
    expect(refused.field).toBe('address_id');
    expect((await placeFor(t.app, { ...buyer, addressId: tokyo }, 'wallet', buyNowOf(line))).code).toBe(ErrorCode.shippingSwitchFailed);
    expect(await balance()).toBe(before);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('refuses channels that clash, run backwards or name an unknown country, naming the field', async () => {
    const seller = await newSeller(t.app);
    const refusal = async (body: unknown) => (await postJson(t.app, '/api/seller/shipping', body, seller.headers)).json();
    expect(await refusal({ channels: [channel('a'), channel('a')] })).toMatchObject({ code: ErrorCode.invalidParameter });
    expect((await refusal({ channels: [channel('a'), channel('a')] })).field).toBe('channels.1.code');
    expect((await refusal({ channels: [channel('a', { days_min: 5, days_max: 3 })] })).field).toBe('channels.0.days_max');
    expect((await refusal({ channels: [channel('a', { countries: ['TH', 'XX'] })] })).field).toBe('channels.0.countries.1');
    expect((await refusal({ channels: [channel('a')], vacation_until: '2001-01-01T00:00:00Z' })).field).toBe('vacation_until');
    expect((await refusal({ channels: [channel('Not a code!')] })).code).toBe(ErrorCode.invalidParameter);
    expect((await refusal({ channels: [channel('a')], pickup_address: { country: 'ZZ' } })).field).toBe('pickup_address.country');
    // Nothing of the refused saves was kept.
    expect((await t.app.inject({ url: '/api/seller/shipping', headers: seller.headers })).json().data.uses_mall_default).toBe(1);
  });

  it('keeps a shop on vacation from being bought, then open again; an empty list returns it to the mall’s channels', async () => {
    const { seller, line, buyer } = await newShopWithLine();
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const away = await postJson(t.app, '/api/seller/shipping', { channels: [channel('own')], vacation_until: until }, seller.headers);
    expect(away.json().data.vacation_until).toBe(until);
    const refused = await summary(buyer, line);
    expect(refused.code).toBe(ErrorCode.productFailure);
    expect(refused.message).toContain(until.slice(0, 10));
    expect((await placeFor(t.app, buyer, 'cod', buyNowOf(line))).code).toBe(ErrorCode.productFailure);

    const back = await postJson(t.app, '/api/seller/shipping', { channels: [], vacation_until: null }, seller.headers);
    expect(back.json().data).toMatchObject({ uses_mall_default: 1, vacation_until: null });
    expect((await summary(buyer, line)).data.shops[0].shipping.code).toBe('standard');
  });

  it('lets operators with the orders role keep the mall’s default channels, which shops without their own follow at once', async () => {
    const { line, buyer } = await newShopWithLine();
    const orders = await loginStaff(t.app, 'orders');
    const current = (await t.app.inject({ url: '/api/admin/shipping', headers: orders })).json();
    expect(current.data.channels.map((c: { code: string }) => c.code)).toEqual(['standard']);
    expect(current.data.shops_using).toBeGreaterThanOrEqual(1);

    expect((await postJson(t.app, '/api/admin/shipping', { channels: [] }, orders)).json().code).toBe(ErrorCode.invalidParameter);
    expect((await postJson(t.app, '/api/admin/shipping', { channels: [channel('std')] }, await loginSeller(t.app))).json().code).toBe(ErrorCode.noPermission);
    expect((await postJson(t.app, '/api/admin/shipping', { channels: [channel('std')] }, await loginStaff(t.app, 'content'))).json().code).toBe(
      ErrorCode.noPermission,
    );

    const saved = await postJson(
      t.app,
      '/api/admin/shipping',
      { channels: [channel('mall-std', { fee: 250, countries: ['TH'] }), channel('mall-air', { fee: 1200 })] },
      orders,
    );
    expect(saved.json().data.channels.map((c: { code: string; fee: number }) => [c.code, c.fee])).toEqual([
      ['mall-std', 250],
      ['mall-air', 1200],
    ]);
    const quoted = await summary(buyer, line);
    expect(quoted.data.shops[0].shipping).toMatchObject({ code: 'mall-std', charged: 250 });

    const trail = await t.app.db
      .selectFrom('audit_trail')
      .select(['action', 'target_type', 'before', 'after'])
      .where('action', '=', 'POST /api/admin/shipping')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(trail.target_type).toBe('mall_shipping');
    expect(JSON.parse(trail.before ?? '[]')[0].code).toBe('standard');
    expect(JSON.parse(trail.after ?? '[]')[0].code).toBe('mall-std');

    // Put the default back for the other tests of this file.
    expect((await postJson(t.app, '/api/admin/shipping', { channels: [channel('standard', { fee: 0, days_min: 3, days_max: 7 })] }, orders)).json().code).toBe(
      200,
    );
  });

  it('lets two saves of one shop at once both finish, one after the other', async () => {
    const seller = await newSeller(t.app);
    const answers = await Promise.all(
      [0, 1, 2].map((n) => postJson(t.app, '/api/seller/shipping', { channels: [channel('a', { fee: n }), channel('b')], handling_days: n }, seller.headers)),
    );
    expect(answers.map((a) => a.json().code)).toEqual([200, 200, 200]);
    const rows = await t.app.db.selectFrom('shipping_option').select('code').where('shop_id', '=', seller.shopId).orderBy('sort').execute();
    expect(rows.map((r) => r.code)).toEqual(['a', 'b']);
  });

  it('estimates delivery before checkout: by the country picked, else the buyer’s default address, with the checkout’s free rules', async () => {
    const { seller, line, buyer } = await newShopWithLine();
    await postJson(
      t.app,
      '/api/seller/shipping',
      { channels: [channel('thai', { fee: 400, free_above: line.price * 3, countries: ['TH'] })], handling_days: 1 },
      seller.headers,
    );
    const estimate = async (query: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: `/api/customer/product/shipping?product_id=${line.productId}&variant_id=${line.variantId}&${query}`, headers })).json();

    expect((await estimate('quantity=1&country=th')).data).toMatchObject({
      country: 'TH',
      served: 1,
      options: [{ code: 'thai', fee: 400, charged: 400, days_min: 3, days_max: 5 }],
    });
    expect((await estimate('quantity=3&country=TH')).data.options[0].charged).toBe(0);
    expect((await estimate('quantity=500&country=TH')).data.options[0].charged).toBe(0);
    expect((await estimate('quantity=1&country=JP')).data).toMatchObject({ country: 'JP', served: 0, options: [] });
    // A guest who picked nothing sees every channel; a buyer, their default address's country (Thailand).
    expect((await estimate('quantity=1')).data).toMatchObject({ country: null, served: 1 });
    expect((await estimate('quantity=1', buyer.headers)).data.country).toBe('TH');
    expect(await estimate('quantity=1&country=XX')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'country' });
    expect((await t.app.inject({ url: '/api/customer/product/shipping?product_id=999999&variant_id=999999' })).json().code).toBe(ErrorCode.noData);
    // The checkout charges what the estimate said.
    const quoted = await summary(buyer, line);
    expect(quoted.data.shops[0].shipping).toMatchObject({ code: 'thai', charged: 400, days_min: 3, days_max: 5 });
  });
});

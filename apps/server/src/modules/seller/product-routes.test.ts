import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { leafCategory, newSeller, postJson, productBody, type TestSeller, uploadsOf } from './test-seller';

describe.each(dialects())('seller products on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function created() {
    const seller = await newSeller(t.app);
    const images = await uploadsOf(t.app, seller.userId, 2);
    const category = await leafCategory(t.app);
    const body = productBody(category, images);
    const saved = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json();
    expect(saved.code).toBe(200);
    return { seller, images, category, body, id: saved.data.id as number, saved };
  }

  it('creates a product awaiting review, hidden from buyers, with a notice to the seller', async () => {
    const { seller, id, saved, body } = await created();
    expect(saved.data).toEqual({ id, status: 'pending', in_review: true });
    const notice = await t.app.db.selectFrom('notice').selectAll().where('user_id', '=', seller.userId).where('type', '=', 200).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ state: 0, template: 'productSubmitted', ref_id: id });
    expect(JSON.parse(notice.params)).toEqual({ product: body.name_en });
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).toBe(ErrorCode.noData);

    const product = await t.app.db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ shop_id: seller.shopId, status: 'pending', stock: 13, image: body.images[0] });
    expect(Number(product.price)).toBe(1500);
    expect(Number(product.effective_price)).toBe(1500);
    expect(Number(product.market_price)).toBe(2000);
    const search = await t.app.db.selectFrom('product_search').select('text').where('product_id', '=', id).executeTakeFirstOrThrow();
    expect(search.text).toContain('lampara quillon');
  });

  it('answers the editor every language, pictures in order, variants with wholesale tiers; description sanitised', async () => {
    const { seller, id, images } = await created();
    const body = (await t.app.inject({ url: `/api/seller/product/${id}`, headers: seller.headers })).json();
    expect(body.code).toBe(200);
    expect(body.data.description_en).toBe('<p>Bright light</p>');
    expect(body.data.name_jp).toBe('');
    expect(body.data.name_es).toMatch(/^Lámpara Quillon/);
    expect(body.data.images).toEqual(images);
    expect(body.data.variants).toHaveLength(2);
    expect(body.data.variants[1]).toMatchObject({ options: { Color: 'White' }, price: 1700, stock: 3, wholesale: [{ min_quantity: 5, price: 1600 }] });
    expect(body.data).toMatchObject({ status: 'pending', review_reason: '', brand_id: null });
  });

  it('lists the shop’s products by status and name, with price range and stock', async () => {
    const { seller, id, body } = await created();
    const all = (await t.app.inject({ url: '/api/seller/product/list', headers: seller.headers })).json();
    expect(all.data.total).toBe(1);
    expect(all.data.list[0]).toMatchObject({ id, status: 'pending', price_min: 1500, price_max: 1700, stock: 13, variant_count: 2, name: body.name_en });
    const spanish = (await t.app.inject({ url: '/api/seller/product/list?q=LÁMPARA', headers: { ...seller.headers, lang: 'es' } })).json();
    expect(spanish.data.list.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(spanish.data.list[0].name).toBe(body.name_es);
    const none = (await t.app.inject({ url: '/api/seller/product/list?q=100%25', headers: seller.headers })).json();
    expect(none.data.total).toBe(0);
    const onSale = (await t.app.inject({ url: '/api/seller/product/list?status=on_sale', headers: seller.headers })).json();
    expect(onSale.data.total).toBe(0);
    const bad = (await t.app.inject({ url: '/api/seller/product/list?status=sold', headers: seller.headers })).json();
    expect(bad).toMatchObject({ code: ErrorCode.invalidParameter, field: 'status' });
  });

  it('refuses what a save must not hold, naming the field', async () => {
    const seller = await newSeller(t.app);
    const [mine] = await uploadsOf(t.app, seller.userId);
    const other = await newSeller(t.app);
    const [theirs] = await uploadsOf(t.app, other.userId);
    const category = await leafCategory(t.app);
    const save = async (overrides: Parameters<typeof productBody>[2]) =>
      (await postJson(t.app, '/api/seller/product/save', productBody(category, [mine as string], overrides), seller.headers)).json();

    expect(await save({ images: [theirs as string] })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'images.0', reason: 'notOwnUpload' });
    expect(await save({ images: [] })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'images' });
    expect(await save({ name_en: '' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'name_en' });
    expect(await save({ category_id: 999999 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'category_id' });
    const parent = await t.app.db.selectFrom('category').select('parent_id').where('id', '=', category).executeTakeFirstOrThrow();
    expect(parent.parent_id).not.toBeNull();
    expect(await save({ category_id: parent.parent_id as number })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'category_id' });
    expect(await save({ brand_id: 999999 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'brand_id' });
    const base = productBody(category, [mine as string]).variants;
    // One stamp for the whole test: two calls of v(0) must give the same SKU, whatever the clock does between them.
    const stamp = Date.now();
    const v = (i: number) => ({ ...base[i], sku: `X-${i}-${stamp}` }) as (typeof base)[number];
    expect(await save({ variants: [v(0), { ...v(1), sku: v(0).sku }] })).toMatchObject({ field: 'variants.1.sku', reason: 'taken' });
    expect(await save({ variants: [v(0), { ...v(1), options: { Color: 'Black' } }] })).toMatchObject({ field: 'variants.1.options', reason: 'taken' });
    expect(await save({ variants: [v(0), { ...v(1), options: { Size: 'M' } }] })).toMatchObject({ field: 'variants.1.options' });
    expect(await save({ variants: [{ ...v(0), market_price: 100 }] })).toMatchObject({ field: 'variants.0.market_price', reason: 'tooSmall' });
    expect(await save({ variants: [{ ...v(0), wholesale: [{ min_quantity: 5, price: 1500 }] }] })).toMatchObject({
      field: 'variants.0.wholesale.0.price',
      reason: 'tooBig',
    });
    expect(
      await save({
        variants: [
          {
            ...v(0),
            wholesale: [
              { min_quantity: 5, price: 1400 },
              { min_quantity: 5, price: 1300 },
            ],
          },
        ],
      }),
    ).toMatchObject({ field: 'variants.0.wholesale.1.min_quantity', reason: 'tooSmall' });
    expect(await save({ variants: Array.from({ length: 51 }, (_, i) => ({ ...v(0), sku: `many-${i}` })) })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'variants',
    });
  });

  it('lets two shops sell one SKU, and refuses a shop the SKU of its own other product, naming the variant', async () => {
    const [a, b] = [await newSeller(t.app), await newSeller(t.app)];
    const category = await leafCategory(t.app);
    const sku = `TSHIRT-RED-M-${process.pid}-${Date.now()}`;
    const save = async (seller: TestSeller, variantSku: string) => {
      const body = productBody(category, await uploadsOf(t.app, seller.userId));
      return (
        await postJson(t.app, '/api/seller/product/save', { ...body, variants: [body.variants[0], { ...body.variants[1], sku: variantSku }] }, seller.headers)
      ).json();
    };

    const first = await save(a, sku);
    const second = await save(b, sku);
    expect([first.code, second.code]).toEqual([200, 200]);
    const rows = await t.app.db.selectFrom('product_variant').select(['shop_id', 'product_id']).where('sku', '=', sku).orderBy('id').execute();
    expect(rows).toEqual([
      { shop_id: a.shopId, product_id: first.data.id },
      { shop_id: b.shopId, product_id: second.data.id },
    ]);
    expect(await save(a, sku)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'variants.1.sku', reason: 'taken' });
    expect(await save(b, sku)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'variants.1.sku', reason: 'taken' });
    // A demo shop's SKU is free for a new seller too.
    const demo = await t.app.db.selectFrom('product_variant').select(['sku', 'shop_id']).orderBy('id').executeTakeFirstOrThrow();
    expect(demo.shop_id).not.toBe(a.shopId);
    expect((await save(a, demo.sku)).code).toBe(200);

    // Editing the product that holds the SKU keeps it, with the variants swapping their SKUs.
    const editor = (await t.app.inject({ url: `/api/seller/product/${first.data.id}`, headers: a.headers })).json().data;
    const [one, two] = editor.variants as { id: number; sku: string }[];
    const swapped = (
      await postJson(
        t.app,
        '/api/seller/product/save',
        {
          ...editor,
          variants: [
            { ...editor.variants[0], sku: two!.sku },
            { ...editor.variants[1], sku: one!.sku },
          ],
        },
        a.headers,
      )
    ).json();
    expect(swapped.code).toBe(200);
    const after = await t.app.db.selectFrom('product_variant').select(['id', 'sku']).where('product_id', '=', first.data.id).orderBy('id').execute();
    expect(after).toEqual([
      { id: one!.id, sku: two!.sku },
      { id: two!.id, sku: one!.sku },
    ]);
  });

  it('keeps an approved product on sale when only prices and stock change; a text or picture change sends it back to review', async () => {
    const { seller, id, body, images } = await created();
    await t.app.db.updateTable('product').set({ status: 'on_sale' }).where('id', '=', id).execute();
    const editor = (await t.app.inject({ url: `/api/seller/product/${id}`, headers: seller.headers })).json().data;
    const variants = editor.variants.map((v: { id: number }, i: number) => ({ ...body.variants[i], id: v.id }));

    const priced = (
      await postJson(t.app, '/api/seller/product/save', { ...body, id, variants: [{ ...variants[0], price: 1200, stock: 40 }, variants[1]] }, seller.headers)
    ).json();
    expect(priced.data).toEqual({ id, status: 'on_sale', in_review: false });
    const product = await t.app.db.selectFrom('product').select(['price', 'effective_price', 'stock']).where('id', '=', id).executeTakeFirstOrThrow();
    expect([Number(product.price), Number(product.effective_price), product.stock]).toEqual([1200, 1200, 43]);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().data.price).toBe(1200);

    const renamed = (await postJson(t.app, '/api/seller/product/save', { ...body, id, variants, name_en: 'Renamed Lamp' }, seller.headers)).json();
    expect(renamed.data).toEqual({ id, status: 'pending', in_review: true });
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).toBe(ErrorCode.noData);
    const notices = await t.app.db.selectFrom('notice').select('id').where('ref_id', '=', id).where('type', '=', 200).execute();
    expect(notices).toHaveLength(2);

    // Editing while it waits sends no second notice for the same submission.
    await postJson(t.app, '/api/seller/product/save', { ...body, id, variants, name_en: 'Renamed Again', images: [...images].reverse() }, seller.headers);
    expect(await t.app.db.selectFrom('notice').select('id').where('ref_id', '=', id).where('type', '=', 200).execute()).toHaveLength(2);
  });

  it('removes a variant nothing points at, and refuses one a cart holds, naming variants', async () => {
    const { seller, id, body } = await created();
    const editor = (await t.app.inject({ url: `/api/seller/product/${id}`, headers: seller.headers })).json().data;
    const [first, second] = editor.variants as { id: number }[];
    await t.app.db
      .insertInto('cart_item')
      .values({ user_id: seller.userId, product_id: id, variant_id: second!.id, quantity: 1, created_at: new Date().toISOString() })
      .execute();
    const refused = (
      await postJson(t.app, '/api/seller/product/save', { ...body, id, variants: [{ ...body.variants[0], id: first!.id }] }, seller.headers)
    ).json();
    expect(refused).toMatchObject({ code: ErrorCode.invalidParameter, field: 'variants' });
    const kept = (
      await postJson(t.app, '/api/seller/product/save', { ...body, id, variants: [{ ...body.variants[1], id: second!.id }] }, seller.headers)
    ).json();
    expect(kept.code).toBe(200);
    const left = await t.app.db.selectFrom('product_variant').select('id').where('product_id', '=', id).execute();
    expect(left.map((v) => v.id)).toEqual([second!.id]);
  });

  it('takes an approved product off sale and back; a pending one answers 2000021', async () => {
    const { seller, id } = await created();
    const onSale = (value: number) => postJson(t.app, '/api/seller/product/on-sale', { id, on_sale: value }, seller.headers).then((r) => r.json());
    expect(await onSale(1)).toMatchObject({ code: ErrorCode.productFailure });
    await t.app.db.updateTable('product').set({ status: 'on_sale' }).where('id', '=', id).execute();
    expect((await onSale(0)).data).toEqual({ id, status: 'off_sale' });
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).toBe(ErrorCode.noData);
    expect((await onSale(1)).data).toEqual({ id, status: 'on_sale' });
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().code).toBe(200);
    expect(await onSale(2)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'on_sale' });
    await t.app.db.updateTable('product').set({ status: 'rejected' }).where('id', '=', id).execute();
    expect(await onSale(1)).toMatchObject({ code: ErrorCode.productFailure });
  });

  it('refuses callers without an open shop with 1000403', async () => {
    const buyer = await newSeller(t.app);
    // A suspended shop keeps a read-only seller centre (shops-admin/seller-readonly.ts); a refused one has none.
    await t.app.db.updateTable('shop').set({ status: 'rejected' }).where('id', '=', buyer.shopId).execute();
    expect((await t.app.inject({ url: '/api/seller/product/list', headers: buyer.headers })).json().code).toBe(ErrorCode.noPermission);
    expect((await t.app.inject('/api/seller/product/list')).json().code).toBe(ErrorCode.tokenExpired);
  });
});

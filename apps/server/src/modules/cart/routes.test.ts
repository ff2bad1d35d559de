import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { insertDeal } from '../../test/deals';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { postJson } from '../seller/test-seller';
import { cartLinesOf, removeCartLines } from './service';
import { addCartProduct, addLine, type CartProduct, cartBuyer, type TestBuyer } from './test-cart';

interface Item {
  id: number;
  variant_id: number;
  name: string;
  options: Record<string, string>;
  price: number;
  regular_price: number;
  quantity: number;
  stock: number;
  selected: boolean;
  available: boolean;
  problem: string | null;
}
interface Cart {
  shops: { shop: { id: number; name: string }; items: Item[] }[];
  items_count: number;
  subtotal: number;
}

describe.each(dialects())('cart on %s', (dialect) => {
  const t = useTestApp(dialect);

  const list = async (buyer: TestBuyer, lang = 'en'): Promise<Cart> => {
    const answer = (await t.app.inject({ url: '/api/customer/cart/list', headers: { ...buyer.headers, lang } })).json();
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const items = (cart: Cart) => cart.shops.flatMap((s) => s.items);
  const lineOf = async (buyer: TestBuyer, variantId: number) => items(await list(buyer)).find((i) => i.variant_id === variantId) as Item;
  const post = async (url: string, body: Record<string, string | number>, buyer: TestBuyer) => (await postForm(t.app, url, body, buyer.headers)).json();
  const setProduct = (product: CartProduct, values: { status?: 'on_sale' | 'off_sale' }) =>
    t.app.db.updateTable('product').set(values).where('id', '=', product.id).execute();
  const setStock = (variantId: number, stock: number) => t.app.db.updateTable('product_variant').set({ stock }).where('id', '=', variantId).execute();

  it('adds to a line, lists it by shop in the reader’s language, and counts lines as the user info does', async () => {
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app);
    const b = await addCartProduct(t.app);
    expect(await addLine(t.app, buyer, a, a.variants[0], 2)).toMatchObject({ code: 200, data: { items_count: 1 } });
    expect(await addLine(t.app, buyer, a, a.variants[0], 1)).toMatchObject({ code: 200, data: { items_count: 1 } });
    expect(await addLine(t.app, buyer, b, b.variants[1], 1)).toMatchObject({ code: 200, data: { items_count: 2 } });
    expect(await addLine(t.app, buyer, a, a.variants[1], 1)).toMatchObject({ code: 200, data: { items_count: 3 } });

    const cart = await list(buyer, 'jp');
    // The shop with the newest line first; in each shop, the newest line first.
    expect(cart.shops.map((s) => s.shop)).toEqual([
      { id: a.shopId, name: a.shopName },
      { id: b.shopId, name: b.shopName },
    ]);
    expect(cart.shops[0]?.items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [a.variants[1], 1],
      [a.variants[0], 3],
    ]);
    const black = cart.shops[0]?.items[1] as Item;
    expect(black).toMatchObject({ price: 1000, regular_price: 1000, stock: 5, selected: true, available: true, problem: null });
    expect(black.name).toMatch(/^カートランプ/);
    // As the product page shows them: the seller's Japanese where there is one, else the stored text.
    expect(black.options).toEqual({ カラー: 'ブラック' });
    expect(cart.shops[0]?.items[0]?.options).toEqual({ カラー: 'White' });
    expect(cart.items_count).toBe(3);
    expect(cart.subtotal).toBe(3 * 1000 + 1200 + 1200);

    const info = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: buyer.headers })).json();
    expect(info.data.card.count).toBe(cart.items_count);
  });

  it('refuses products that cannot be bought (2000021), more than the stock (2000023), bad input and guests', async () => {
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app, { stock: [3, 0] });
    const other = await addCartProduct(t.app);
    const code = async (productId: number, variantId: number, quantity: number) =>
      (await post('/api/customer/cart/add', { product_id: productId, variant_id: variantId, quantity }, buyer)).code;

    expect(await code(2_000_000_000, a.variants[0], 1)).toBe(ErrorCode.productFailure);
    expect(await code(a.id, other.variants[0], 1)).toBe(ErrorCode.productFailure);
    expect(await code(a.id, a.variants[1], 1)).toBe(ErrorCode.insufficientStock);
    expect(await code(a.id, a.variants[0], 4)).toBe(ErrorCode.insufficientStock);
    expect(await code(a.id, a.variants[0], 2)).toBe(200);
    expect(await code(a.id, a.variants[0], 2)).toBe(ErrorCode.insufficientStock);
    expect(await code(a.id, a.variants[0], 1)).toBe(200);
    expect((await lineOf(buyer, a.variants[0])).quantity).toBe(3);

    await setProduct(other, { status: 'off_sale' });
    expect(await code(other.id, other.variants[0], 1)).toBe(ErrorCode.productFailure);

    expect(await post('/api/customer/cart/add', { product_id: a.id, variant_id: a.variants[0] }, buyer)).toMatchObject({
      code: ErrorCode.missingParameter,
      field: 'quantity',
    });
    expect(await post('/api/customer/cart/add', { product_id: a.id, variant_id: a.variants[0], quantity: 0 }, buyer)).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'quantity',
    });
    const guest = await postForm(t.app, '/api/customer/cart/add', { product_id: a.id, variant_id: a.variants[0], quantity: 1 });
    expect(guest.json().code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject('/api/customer/cart/list')).json().code).toBe(ErrorCode.tokenExpired);
  });

  it('keeps lines that can no longer be bought, marked with why, and leaves them out of the subtotal', async () => {
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app);
    const b = await addCartProduct(t.app);
    await addLine(t.app, buyer, a, a.variants[0], 2);
    await addLine(t.app, buyer, a, a.variants[1], 3);
    await addLine(t.app, buyer, b, b.variants[0], 1);
    expect((await list(buyer)).subtotal).toBe(2 * 1000 + 3 * 1200 + 1000);

    await setProduct(b, { status: 'off_sale' });
    await setStock(a.variants[0], 0);
    await setStock(a.variants[1], 2);
    const cart = await list(buyer);
    expect(cart.items_count).toBe(3);
    const byVariant = new Map(items(cart).map((i) => [i.variant_id, i]));
    expect(byVariant.get(b.variants[0])).toMatchObject({ available: false, problem: 'off_sale' });
    expect(byVariant.get(a.variants[0])).toMatchObject({ available: false, problem: 'out_of_stock', stock: 0 });
    expect(byVariant.get(a.variants[1])).toMatchObject({ available: false, problem: 'short', stock: 2, quantity: 3 });
    expect(cart.subtotal).toBe(0);

    await setProduct(b, { status: 'on_sale' });
    expect((await lineOf(buyer, b.variants[0])).available).toBe(true);
    expect((await list(buyer)).subtotal).toBe(1000);
  });

  it('prices each line now: a running deal while it has enough left, else the wholesale tier', async () => {
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app, { stock: [20, 20] });
    await addLine(t.app, buyer, a, a.variants[0], 2);
    await addLine(t.app, buyer, a, a.variants[1], 10);
    expect((await lineOf(buyer, a.variants[1])).price).toBe(900);

    const dealId = await insertDeal(t.app.db, { startsIn: -60_000, endsIn: 3_600_000, productId: a.id, variantId: a.variants[0], dealPrice: 700, quantity: 3 });
    const dealItem = await t.app.db.selectFrom('flash_deal_item').select('id').where('flash_deal_id', '=', dealId).executeTakeFirstOrThrow();
    expect(await lineOf(buyer, a.variants[0])).toMatchObject({ price: 700, regular_price: 1000 });
    const [line] = await cartLinesOf(t.app.db, buyer.userId, [(await lineOf(buyer, a.variants[0])).id]);
    expect(line).toMatchObject({ price: 700, deal_item_id: dealItem.id, shop: { id: a.shopId }, available: true });

    // More than the deal has left: the regular price, and no deal item.
    await post('/api/customer/cart/update', { id: line?.id as number, quantity: 4 }, buyer);
    const [after] = await cartLinesOf(t.app.db, buyer.userId, [line?.id as number]);
    expect(after).toMatchObject({ price: 1000, deal_item_id: null, quantity: 4 });
  });

  it('updates a quantity up to the stock, and not another buyer’s line (2000019)', async () => {
    const buyer = await cartBuyer(t.app);
    const other = await cartBuyer(t.app);
    const a = await addCartProduct(t.app, { stock: [4, 5] });
    await addLine(t.app, buyer, a, a.variants[0], 1);
    const id = (await lineOf(buyer, a.variants[0])).id;

    const updated = await post('/api/customer/cart/update', { id, quantity: 4 }, buyer);
    expect(updated.code).toBe(200);
    expect(items(updated.data)[0]).toMatchObject({ id, quantity: 4 });
    expect(updated.data.subtotal).toBe(4000);
    expect((await post('/api/customer/cart/update', { id, quantity: 5 }, buyer)).code).toBe(ErrorCode.insufficientStock);
    expect((await post('/api/customer/cart/update', { id, quantity: 1 }, other)).code).toBe(ErrorCode.noData);
    expect((await post('/api/customer/cart/update', { id: 2_000_000_000, quantity: 1 }, buyer)).code).toBe(ErrorCode.noData);
    expect((await lineOf(buyer, a.variants[0])).quantity).toBe(4);
  });

  it('removes lines given as a comma list, repeated values or a JSON array, only the buyer’s own', async () => {
    const buyer = await cartBuyer(t.app);
    const other = await cartBuyer(t.app);
    const a = await addCartProduct(t.app);
    const b = await addCartProduct(t.app);
    for (const [product, variant] of [
      [a, a.variants[0]],
      [a, a.variants[1]],
      [b, b.variants[0]],
      [b, b.variants[1]],
    ] as const)
      await addLine(t.app, buyer, product, variant, 1);
    await addLine(t.app, other, a, a.variants[0], 1);
    const ids = items(await list(buyer)).map((i) => i.id);
    const otherId = items(await list(other))[0]?.id as number;

    expect((await post('/api/customer/cart/remove', { ids: `${ids[0]},${otherId}` }, buyer)).code).toBe(ErrorCode.noData);
    expect((await list(buyer)).items_count).toBe(4);
    expect((await list(other)).items_count).toBe(1);

    const comma = await post('/api/customer/cart/remove', { ids: `${ids[0]}` }, buyer);
    expect(comma).toMatchObject({ code: 200, data: { items_count: 3 } });
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart/remove',
      headers: { ...buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${ids[1]}&ids=${ids[2]}`,
    });
    expect(repeated.json()).toMatchObject({ code: 200, data: { items_count: 1 } });
    expect((await postJson(t.app, '/api/customer/cart/remove', { ids: [ids[3]] }, buyer.headers)).json()).toMatchObject({
      code: 200,
      data: { items_count: 0 },
    });
    expect(await post('/api/customer/cart/remove', { ids: 'x' }, buyer)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'ids' });
    expect(await post('/api/customer/cart/remove', { ids: '1,,2' }, buyer)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'ids' });
    expect(await post('/api/customer/cart/remove', {}, buyer)).toMatchObject({ code: ErrorCode.missingParameter, field: 'ids' });
  });

  it('selects and unselects lines; the subtotal follows, and another buyer’s lines answer 2000019', async () => {
    const buyer = await cartBuyer(t.app);
    const other = await cartBuyer(t.app);
    const a = await addCartProduct(t.app);
    await addLine(t.app, buyer, a, a.variants[0], 1);
    await addLine(t.app, buyer, a, a.variants[1], 2);
    const [white, black] = items(await list(buyer));

    const off = await post('/api/customer/cart/select', { ids: `${white?.id}`, selected: 0 }, buyer);
    expect(off.code).toBe(200);
    expect(off.data.subtotal).toBe(1000);
    expect(items(off.data).map((i: Item) => i.selected)).toEqual([false, true]);
    // An unselected line stays out of the checkout's default lines.
    expect((await cartLinesOf(t.app.db, buyer.userId)).map((l) => l.id)).toEqual([black?.id]);

    const on = await post('/api/customer/cart/select', { ids: `${white?.id},${black?.id}`, selected: 1 }, buyer);
    expect(on.data.subtotal).toBe(1000 + 2400);
    expect((await post('/api/customer/cart/select', { ids: `${white?.id}`, selected: 0 }, other)).code).toBe(ErrorCode.noData);
    expect(await post('/api/customer/cart/select', { ids: `${white?.id}`, selected: 2 }, buyer)).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'selected',
    });
    // Adding again selects the line again.
    await post('/api/customer/cart/select', { ids: `${white?.id}`, selected: 0 }, buyer);
    await addLine(t.app, buyer, a, a.variants[1], 1);
    expect((await lineOf(buyer, a.variants[1])).selected).toBe(true);
  });

  it('merges a guest’s cart at login: adds to lines, caps at the stock, skips what cannot be bought', async () => {
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app, { stock: [5, 3] });
    const b = await addCartProduct(t.app, { stock: [0, 2] });
    const gone = await addCartProduct(t.app);
    await setProduct(gone, { status: 'off_sale' });
    await addLine(t.app, buyer, a, a.variants[0], 4);

    const guest = [
      { product_id: a.id, variant_id: a.variants[0], quantity: 3 },
      { product_id: a.id, variant_id: a.variants[1], quantity: 9 },
      { product_id: b.id, variant_id: b.variants[0], quantity: 1 },
      { product_id: b.id, variant_id: b.variants[1], quantity: 1 },
      { product_id: gone.id, variant_id: gone.variants[0], quantity: 1 },
      { product_id: 2_000_000_000, variant_id: 2_000_000_000, quantity: 1 },
      { product_id: b.id, variant_id: a.variants[1], quantity: 1 },
    ];
    // Form-encoded, the web app's way: the lines as one JSON text.
    const merged = await post('/api/customer/cart/merge', { items: JSON.stringify(guest) }, buyer);
    expect(merged).toMatchObject({ code: 200, data: { items_count: 3 } });
    const quantities = new Map(items(await list(buyer)).map((i) => [i.variant_id, i.quantity]));
    expect(Object.fromEntries(quantities)).toEqual({ [a.variants[0]]: 5, [a.variants[1]]: 3, [b.variants[1]]: 1 });

    // JSON too; a line already at its stock stays as it is.
    const again = await postJson(t.app, '/api/customer/cart/merge', { items: guest.slice(0, 2) }, buyer.headers);
    expect(again.json()).toMatchObject({ code: 200, data: { items_count: 3 } });
    expect((await lineOf(buyer, a.variants[0])).quantity).toBe(5);
    expect(await post('/api/customer/cart/merge', { items: 'not json' }, buyer)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'items' });
  });

  it('shows a guest’s cart priced like an account’s, without a login', async () => {
    const a = await addCartProduct(t.app, { stock: [5, 1] });
    await setStock(a.variants[1], 1);
    const answer = await postJson(
      t.app,
      '/api/customer/cart/preview',
      {
        items: [
          { product_id: a.id, variant_id: a.variants[0], quantity: 2, selected: 1 },
          { product_id: a.id, variant_id: a.variants[1], quantity: 2, selected: 1 },
          { product_id: 2_000_000_000, variant_id: 2_000_000_000, quantity: 1 },
        ],
      },
      { lang: 'jp' },
    );
    const cart = answer.json().data as Cart;
    expect(cart.items_count).toBe(2);
    expect(items(cart).map((i) => [i.id, i.available, i.problem])).toEqual([
      [a.variants[1], false, 'short'],
      [a.variants[0], true, null],
    ]);
    expect(items(cart)[1]?.options).toEqual({ カラー: 'ブラック' });
    expect(cart.subtotal).toBe(2000);
  });

  it('removes lines inside the checkout’s transaction, and keeps them when it rolls back', async () => {
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app);
    await addLine(t.app, buyer, a, a.variants[0], 1);
    await addLine(t.app, buyer, a, a.variants[1], 1);
    const ids = items(await list(buyer)).map((i) => i.id);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        expect(await removeCartLines(trx, buyer.userId, ids)).toBe(2);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await list(buyer)).items_count).toBe(2);
    await t.app.db.transaction().execute((trx) => removeCartLines(trx, buyer.userId, [ids[0] as number]));
    expect((await list(buyer)).items_count).toBe(1);
  });

  it('never holds more than the stock when 20 adds of one piece race over real connections', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const buyer = await cartBuyer(t.app);
    const a = await addCartProduct(t.app, { stock: [5, 5] });
    const add = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/customer/cart/add`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ product_id: String(a.id), variant_id: String(a.variants[0]), quantity: '1' }),
      });
      return ((await response.json()) as { code: number }).code;
    };
    const codes = await Promise.all(Array.from({ length: 20 }, add));
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === ErrorCode.insufficientStock)).toHaveLength(15);
    const lines = await t.app.db.selectFrom('cart_item').select('quantity').where('user_id', '=', buyer.userId).execute();
    expect(lines).toEqual([{ quantity: 5 }]);
  });
});

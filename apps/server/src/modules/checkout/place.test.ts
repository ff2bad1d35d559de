import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { unbalancedWallets } from '../wallet/queries';
import { TEST_PIN } from '../wallet/test-pin';
import {
  addToCart,
  balanceOfUser,
  buyers,
  buyNowOf,
  linesFromTwoShops,
  newIdempotencyKey as newKey,
  placeFor,
  setStock,
  stockOf,
  type TestLine,
} from './test-checkout';

describe.each(dialects())('checkout on %s', (dialect) => {
  const t = useTestApp(dialect);
  let a: TestLine;
  let b: TestLine;
  beforeAll(async () => {
    [a, b] = await linesFromTwoShops(t.app, 1000);
  });

  it('sums up lines from two shops per shop, with shipping, tax and the wallet balance', async () => {
    await t.app.db.insertInto('website_config').values({ key: 'tax_rate_bps', value: '700' }).execute();
    const [buyer] = await buyers(t.app, 1, 50_000);
    const ids = [await addToCart(t.app, buyer!, a, 2), await addToCart(t.app, buyer!, b, 1)];
    const body = (await postForm(t.app, '/api/checkout/onepage/summary', { cart_item_ids: ids.join(',') }, buyer!.headers)).json();
    expect(body.code).toBe(200);
    expect(body.data.shops).toHaveLength(2);
    const first = body.data.shops.find((s: { shop: { id: number } }) => s.shop.id === a.shopId);
    expect(first.subtotal).toBe(a.price * 2);
    expect(first.tax).toBe(Math.round((a.price * 2 * 700) / 10_000));
    expect(first.total).toBe(first.subtotal + first.shipping.charged + first.tax);
    expect(body.data.total).toBe(body.data.shops.reduce((sum: number, s: { total: number }) => sum + s.total, 0));
    expect(body.data.balance).toBe(50_000);
    expect(body.data.tax_bps).toBe(700);

    const refused = (
      await postForm(t.app, '/api/checkout/onepage/summary', { cart_item_ids: ids.join(','), shipping: `${a.shopId}:rocket` }, buyer!.headers)
    ).json();
    expect([refused.code, refused.field, refused.reason]).toEqual([ErrorCode.shippingSwitchFailed, 'shipping', 'notOffered']);
    await t.app.db.deleteFrom('website_config').where('key', '=', 'tax_rate_bps').execute();
  });

  it('shows each line’s options in the reader’s language', async () => {
    const candidates = await t.app.db
      .selectFrom('variant_option_translation')
      .innerJoin('product_variant', 'product_variant.product_id', 'variant_option_translation.product_id')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select(['product_variant.id as variantId', 'product.id as productId', 'product_variant.options', 'option_name', 'option_value', 'text'])
      .where('lang', '=', 'jp')
      .where('product.status', '=', 'on_sale')
      .where('product_variant.stock', '>', 0)
      .orderBy('product_variant.id')
      .limit(500)
      .execute();
    // A variant whose own value has a Japanese text that differs from the stored one.
    const pick = candidates.find((c) => (JSON.parse(c.options) as Record<string, string>)[c.option_name] === c.option_value && c.text !== c.option_value);
    expect(pick).toBeDefined();
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const fields = { product_id: pick!.productId, variant_id: pick!.variantId, quantity: 1 };
    const jp = (await postForm(t.app, '/api/checkout/onepage/summary', fields, { ...buyer!.headers, lang: 'jp' })).json();
    expect(Object.values(jp.data.shops[0].lines[0].options)).toContain(pick!.text);

    // Once bought, the order keeps the stored options and shows them in each reader's language.
    const placed = await placeFor(t.app, buyer!, 'wallet', fields);
    const orderId = placed.data.orders[0].id;
    const detail = async (lang: string) =>
      (await t.app.inject({ url: `/api/customer/order/detail/${orderId}`, headers: { ...buyer!.headers, lang } })).json().data.products[0].options;
    expect(Object.values(await detail('jp'))).toContain(pick!.text);
    expect(Object.values(await detail('en'))).not.toContain(pick!.text);
    const listed = (await t.app.inject({ url: '/api/customer/order/list', headers: { ...buyer!.headers, lang: 'jp' } })).json().data.list[0];
    expect(Object.values(listed.products[0].options)).toContain(pick!.text);
  });

  it('places one order per shop paid from the wallet, with its ledger row, and empties those cart lines', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const ids = [await addToCart(t.app, buyer!, a, 2), await addToCart(t.app, buyer!, b, 1)];
    const [stockA, stockB] = [await stockOf(t.app, a.variantId), await stockOf(t.app, b.variantId)];
    const body = await placeFor(t.app, buyer!, 'wallet', { cart_item_ids: ids.join(',') });
    expect(body.code).toBe(200);
    expect(body.data.orders).toHaveLength(2);
    expect(
      body.data.orders.every((o: { payment_status: string; delivery_status: string }) => o.payment_status === 'paid' && o.delivery_status === 'to_ship'),
    ).toBe(true);
    expect(body.data.total).toBe(body.data.orders.reduce((sum: number, o: { actual_pay: number }) => sum + o.actual_pay, 0));
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(1_000_000 - body.data.total);
    expect([await stockOf(t.app, a.variantId), await stockOf(t.app, b.variantId)]).toEqual([stockA - 2, stockB - 1]);
    const cart = await t.app.db.selectFrom('cart_item').select('id').where('user_id', '=', buyer!.id).execute();
    expect(cart).toEqual([]);
    const ledger = (await t.app.inject({ url: '/api/customer/info/transaction_details?kind=order_payment', headers: buyer!.headers })).json().data;
    expect(ledger.list).toMatchObject([{ kind: 'order_payment', direction: 'expense', amount: body.data.total, balance_after: 1_000_000 - body.data.total }]);
    const balance = (await t.app.inject({ url: '/api/customer/info/get_user_balance', headers: buyer!.headers })).json().data;
    expect(balance).toEqual({ balance: 1_000_000 - body.data.total, frozen: 0 });
  });

  it('changes nothing when the wallet is short: cart, stock and balance stay', async () => {
    const [buyer] = await buyers(t.app, 1, 1);
    const ids = [await addToCart(t.app, buyer!, a, 1)];
    const stock = await stockOf(t.app, a.variantId);
    const body = await placeFor(t.app, buyer!, 'wallet', { cart_item_ids: ids.join(',') });
    expect([body.code, body.reason]).toEqual([ErrorCode.balanceInsufficient, 'balanceShort']);
    expect(await stockOf(t.app, a.variantId)).toBe(stock);
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(1);
    expect(await t.app.db.selectFrom('cart_item').select('id').where('user_id', '=', buyer!.id).execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute()).toEqual([]);
  });

  it('asks the wallet PIN: a wrong one places nothing and counts, five lock it for 15 minutes, the right one pays, a replayed key asks nothing', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const ids = [await addToCart(t.app, buyer!, a, 1)];
    const stock = await stockOf(t.app, a.variantId);
    const send = (fields: Record<string, string>) => placeFor(t.app, buyer!, 'wallet', { cart_item_ids: ids.join(','), ...fields });
    const failures = async () =>
      (await t.app.db.selectFrom('wallet_pin').select('failures').where('user_id', '=', buyer!.id).executeTakeFirstOrThrow()).failures;
    const nothingPlaced = async () => {
      expect(await stockOf(t.app, a.variantId)).toBe(stock);
      expect(await balanceOfUser(t.app, buyer!.id)).toBe(1_000_000);
      expect(await t.app.db.selectFrom('cart_item').select('id').where('user_id', '=', buyer!.id).execute()).toHaveLength(1);
      expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute()).toEqual([]);
    };
    const bare = { address_id: buyer!.addressId, payment_method: 'wallet', agree: 1, idempotency_key: newKey(), cart_item_ids: ids.join(',') };
    const missing = (await postForm(t.app, '/api/checkout/onepage/place', bare, buyer!.headers)).json();
    expect([missing.code, missing.field]).toEqual([ErrorCode.missingParameter, 'pin']);
    const wrong = await send({ pin: '654321' });
    expect([wrong.code, wrong.field, wrong.reason, wrong.params]).toEqual([ErrorCode.invalidParameter, 'pin', 'wrongPin', { left: 4 }]);
    expect(await failures()).toBe(1);
    await nothingPlaced();

    const key = newKey();
    const paid = await send({ pin: TEST_PIN, idempotency_key: key });
    expect(paid.code).toBe(200);
    expect(await failures()).toBe(0);
    const again = await send({ pin: '000000', idempotency_key: key });
    expect([again.code, again.data.checkout_id]).toEqual([200, paid.data.checkout_id]);
    expect(await failures()).toBe(0);

    ids[0] = await addToCart(t.app, buyer!, a, 1);
    const before = [await stockOf(t.app, a.variantId), await balanceOfUser(t.app, buyer!.id)];
    for (let i = 4; i > 0; i--) expect((await send({ pin: '111111' })).params).toEqual({ left: i });
    const lockedNow = await send({ pin: '111111' });
    expect([lockedNow.reason, lockedNow.params]).toEqual(['pinLocked', { minutes: 15 }]);
    const right = await send({ pin: TEST_PIN });
    expect([right.code, right.field, right.reason]).toEqual([ErrorCode.invalidParameter, 'pin', 'pinLocked']);
    expect([await stockOf(t.app, a.variantId), await balanceOfUser(t.app, buyer!.id)]).toEqual(before);
    expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute()).toHaveLength(1);
  });

  it('charges a card after placing: the sandbox’s success number pays, its decline number answers 1500019 with the unpaid orders', async () => {
    const [buyer] = await buyers(t.app, 1);
    const place = (card_number: string) =>
      placeFor(t.app, buyer!, 'card', { ...buyNowOf(a), card_number, card_exp: '12/40', card_cvc: '123', card_name: 'Ann Buyer' });
    const paid = await place('4242 4242 4242 4242');
    expect(paid.code).toBe(200);
    expect(paid.data.orders[0].payment_status).toBe('paid');
    const declined = await place('4000000000000002');
    expect([declined.code, declined.field, declined.reason]).toEqual([ErrorCode.orderPaymentFailed, 'card_number', 'cardDeclined']);
    expect(declined.data.orders[0].payment_status).toBe('unpaid');
    const invalid = await place('4242424242424241');
    expect([invalid.code, invalid.field, invalid.reason]).toEqual([ErrorCode.invalidParameter, 'card_number', 'cardNumber']);
    const payments = await t.app.db.selectFrom('card_payment').selectAll().where('user_id', '=', buyer!.id).orderBy('id').execute();
    expect(payments.map((p) => [p.status, p.last4])).toEqual([
      ['succeeded', '4242'],
      ['declined', '0002'],
    ]);
    expect(JSON.stringify(payments)).not.toContain('4242424242424242');
  });

  it('names the refused line by its place in cart_item_ids, as the client sent them', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const first = await addToCart(t.app, buyer!, a, 1);
    const second = await addToCart(t.app, buyer!, b, 1);
    await setStock(t.app, a.variantId, 0);
    try {
      const body = await placeFor(t.app, buyer!, 'wallet', { cart_item_ids: `${second},${first}` });
      expect([body.code, body.field]).toEqual([ErrorCode.insufficientStock, 'cart_item_ids.1']);
    } finally {
      await setStock(t.app, a.variantId, 1000);
    }
  });

  it('places cash-on-delivery orders unpaid', async () => {
    const [buyer] = await buyers(t.app, 1);
    const body = await placeFor(t.app, buyer!, 'cod', buyNowOf(b, 2));
    expect(body.code).toBe(200);
    expect(body.data.orders).toMatchObject([{ shop_id: b.shopId, payment_status: 'unpaid', delivery_status: 'to_ship', actual_pay: expect.any(Number) }]);
  });

  it('refuses without agreeing, another user’s address, and a product off sale', async () => {
    const [buyer, other] = await buyers(t.app, 2, 100_000);
    const send = (fields: Record<string, string | number>) => placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(a), ...fields });
    expect((await send({ agree: 0 })).reason).toBe('mustAgree');
    expect(await send({ address_id: other!.addressId })).toMatchObject({ code: ErrorCode.noData, field: 'address_id' });
    await t.app.db.updateTable('product').set({ status: 'off_sale' }).where('id', '=', a.productId).execute();
    try {
      expect(await send({})).toMatchObject({ code: ErrorCode.productFailure, field: 'variant_id', reason: 'offSale' });
    } finally {
      await t.app.db.updateTable('product').set({ status: 'on_sale' }).where('id', '=', a.productId).execute();
    }
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(100_000);
  });

  describe('races over real connections', () => {
    let base = '';
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    const place = (headers: Record<string, string>, fields: Record<string, string | number>) =>
      fetch(`${base}/api/checkout/onepage/place`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      }).then((r) => r.json() as Promise<{ code: number; data: { checkout_id: number; orders: { id: number }[] } | null }>);

    it('200 buyers racing for 25 units: exactly 25 orders, stock 0, the rest 2000023, every wallet equal to its ledger', async () => {
      const racers = await buyers(t.app, 200, 10_000_000);
      await setStock(t.app, a.variantId, 25);
      const answers = await Promise.all(
        racers.map((buyer) =>
          place(buyer.headers, {
            ...buyNowOf(a),
            address_id: buyer.addressId,
            payment_method: 'wallet',
            pin: TEST_PIN,
            agree: 1,
            idempotency_key: newKey(),
          }),
        ),
      );
      const codes = answers.map((answer) => answer.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(25);
      expect(codes.filter((code) => code === ErrorCode.insufficientStock)).toHaveLength(175);
      expect(await stockOf(t.app, a.variantId)).toBe(0);
      const winners = racers.filter((_, i) => codes[i] === 200).map((r) => r.id);
      const orders = await t.app.db
        .selectFrom('orders')
        .select(['user_id'])
        .where(
          'user_id',
          'in',
          racers.map((r) => r.id),
        )
        .execute();
      expect(orders.map((o) => o.user_id).sort()).toEqual(winners.sort());
      const charged = await t.app.db
        .selectFrom('wallet')
        .select('user_id')
        .where(
          'user_id',
          'in',
          racers.map((r) => r.id),
        )
        .where('balance', '<', 10_000_000)
        .execute();
      expect(charged).toHaveLength(25);
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
      await setStock(t.app, a.variantId, 1000);
    }, 60_000);

    it('50 checkouts from one wallet that can afford 10: exactly 10', async () => {
      const [buyer] = await buyers(t.app, 1);
      const unit = a.price;
      await t.app.db.deleteFrom('wallet_ledger').where('user_id', '=', buyer!.id).execute();
      const summary = (await postForm(t.app, '/api/checkout/onepage/summary', buyNowOf(a), buyer!.headers)).json().data;
      const { postAdjustment } = await import('../books/wallet-entries');
      const { inTransaction } = await import('../../db/transaction');
      await inTransaction(t.app.db, (trx) =>
        postAdjustment(trx, { userId: buyer!.id, amount: summary.total * 10 + summary.total - 1, remark: 'test', createdBy: null }),
      );
      expect(summary.total).toBeGreaterThanOrEqual(unit);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          place(buyer!.headers, {
            ...buyNowOf(a),
            address_id: buyer!.addressId,
            payment_method: 'wallet',
            pin: TEST_PIN,
            agree: 1,
            idempotency_key: newKey(),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.code === ErrorCode.balanceInsufficient)).toHaveLength(40);
      expect(await balanceOfUser(t.app, buyer!.id)).toBe(summary.total - 1);
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);

    it('one idempotency key sent 20 times at once: one checkout, one charge', async () => {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          place(buyer!.headers, {
            ...buyNowOf(b),
            address_id: buyer!.addressId,
            payment_method: 'wallet',
            pin: TEST_PIN,
            agree: 1,
            idempotency_key: key,
          }),
        ),
      );
      expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.data?.checkout_id)).size).toBe(1);
      expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute()).toHaveLength(1);
      expect(
        await t.app.db.selectFrom('wallet_ledger').select('id').where('user_id', '=', buyer!.id).where('kind', '=', 'order_payment').execute(),
      ).toHaveLength(1);
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);
  });
});

import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { type Buyer, balanceOfUser, buyers, buyNowOf, linesFromTwoShops, placeFor, stockOf, type TestLine } from '../checkout/test-checkout';
import { logIn } from '../notices/test-notices';
import { uploadsOf } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { TEST_PIN } from '../wallet/test-pin';
import { cancelUnpaidCardOrders, completeShippedOrders } from './sweeps';

const CARD = { card_exp: '12/40', card_cvc: '123', card_name: 'Ann Buyer' };

describe.each(dialects())('orders on %s', (dialect) => {
  const t = useTestApp(dialect);
  let a: TestLine;
  let seller: Record<string, string>;
  let otherSeller: Record<string, string>;
  beforeAll(async () => {
    [a] = await linesFromTwoShops(t.app, 1000);
    const owners = await t.app.db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select(['shop.id', 'user.email'])
      .where('shop.status', '=', 'active')
      .execute();
    seller = await logIn(t.app, owners.find((o) => o.id === a.shopId)!.email, 'Seller#2026');
    otherSeller = await logIn(t.app, owners.find((o) => o.id !== a.shopId && o.email.startsWith('seller'))!.email, 'Seller#2026');
  });

  const place = async (buyer: Buyer, payment_method: string, extra: Record<string, string | number> = {}) =>
    (await placeFor(t.app, buyer, payment_method, { ...buyNowOf(a, 2), ...extra })).data.orders[0].id as number;
  const post = (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    postForm(t.app, url, body, headers).then((r) => r.json());
  const detail = (id: number, headers: Record<string, string>) => t.app.inject({ url: `/api/customer/order/detail/${id}`, headers }).then((r) => r.json());

  it('lists the buyer’s orders with tab counts and hides them from everyone else', async () => {
    const [buyer, other] = await buyers(t.app, 2, 1_000_000);
    const paid = await place(buyer!, 'wallet');
    await place(buyer!, 'cod');
    const list = (await t.app.inject({ url: '/api/customer/order/list?status=all', headers: buyer!.headers })).json().data;
    expect(list.total).toBe(2);
    expect(list.counts).toMatchObject({ all: 2, unpaid: 0, to_ship: 2, shipped: 0 });
    expect(list.list[1]).toMatchObject({
      id: paid,
      payment_status: 'paid',
      delivery_status: 'to_ship',
      num: 2,
      products: [{ variant_id: a.variantId, quantity: 2 }],
    });
    expect((await detail(paid, other!.headers)).code).toBe(ErrorCode.orderNotFound);
    expect((await detail(paid, buyer!.headers)).data.email).toMatch(/^racer-/);
  });

  it('cancels a paid wallet order: money back with a ledger row, stock back; once shipped 2000033', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const stock = await stockOf(t.app, a.variantId);
    const id = await place(buyer!, 'wallet');
    expect(await stockOf(t.app, a.variantId)).toBe(stock - 2);
    const cancelled = await post('/api/customer/order/cancel', { id, cancel_remark: 'Changed my mind' }, buyer!.headers);
    expect(cancelled.data).toMatchObject({ delivery_status: 'cancelled', cancel_remark: 'Changed my mind' });
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(1_000_000);
    expect(await stockOf(t.app, a.variantId)).toBe(stock);
    expect((await post('/api/customer/order/cancel', { id }, buyer!.headers)).code).toBe(ErrorCode.cancelOrderFailed);

    const shipped = await place(buyer!, 'wallet');
    expect((await post('/api/seller/order/ship', { id: shipped, log_sn: 'TH123456', arrival_method: 'Kerry' }, otherSeller)).code).toBe(
      ErrorCode.orderNotFound,
    );
    expect((await post('/api/seller/order/ship', { id: shipped, log_sn: 'TH123456', arrival_method: 'Kerry' }, seller)).data).toMatchObject({
      delivery_status: 'on_the_road',
      log_sn: 'TH123456',
    });
    const refused = await post('/api/customer/order/cancel', { id: shipped }, buyer!.headers);
    expect([refused.code, refused.reason]).toEqual([ErrorCode.shippedCannotCancel, 'wrongState']);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
  });

  it('goes to the door: shipped, in transit, delivered, receipt confirmed, reviewed once', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const id = await place(buyer!, 'wallet');
    const early = await post('/api/customer/order/confirm', { id }, buyer!.headers);
    expect([early.code, early.reason]).toEqual([ErrorCode.receiptFailed, 'notShipped']);
    await post('/api/seller/order/ship', { id, log_sn: 'LOG-0001', arrival_method: 'DHL' }, seller);
    expect((await post('/api/seller/order/delivery', { id, delivery_status: 'in_transit' }, seller)).data.delivery_status).toBe('in_transit');
    expect((await post('/api/seller/order/delivery', { id, delivery_status: 'delivered' }, seller)).data.delivery_time).not.toBeNull();
    expect((await post('/api/seller/order/delivery', { id, delivery_status: 'in_transit' }, seller)).code).toBe(ErrorCode.dataOperationFailed);
    const done = await post('/api/customer/order/confirm', { id }, buyer!.headers);
    expect(done.data).toMatchObject({ delivery_status: 'completed', success_time: expect.any(String) });
    const itemId = done.data.products[0].id;
    const reviewCount = async () => (await t.app.inject({ url: `/api/customer/product/detail/${a.productId}` })).json().data.review_count as number;
    const before = await reviewCount(); // now cached
    // Pictures must be the buyer's own uploads.
    const [theirs] = await uploadsOf(t.app, (await buyers(t.app, 1))[0]!.id);
    const [mine] = await uploadsOf(t.app, buyer!.id);
    const foreign = await post(
      '/api/customer/order/comment',
      { order_item_id: itemId, rating: 5, comment: 'Great', images: `${mine},${theirs}` },
      buyer!.headers,
    );
    expect([foreign.code, foreign.field, foreign.reason]).toEqual([ErrorCode.invalidParameter, 'images.1', 'notOwnUpload']);
    // Written in Thai: the review keeps the writer's language, for readers of another one to translate.
    const written = await post(
      '/api/customer/order/comment',
      { order_item_id: itemId, rating: 5, comment: 'Great', images: mine! },
      { ...buyer!.headers, lang: 'th' },
    );
    expect(written.code).toBe(200);
    expect(await reviewCount()).toBe(before + 1);
    const reviews = (await t.app.inject({ url: `/api/customer/product/reviews/${a.productId}` })).json();
    expect(reviews.data.list.find((r: { comment: string; images: string[] }) => r.comment === 'Great')).toMatchObject({ images: [mine], lang: 'th' });
    const again = await post('/api/customer/order/comment', { order_item_id: itemId, rating: 4, comment: 'Again' }, buyer!.headers);
    expect([again.code, again.reason]).toEqual([ErrorCode.auditFailed, 'alreadyReviewed']);
    type Listed = { type: number; title: string; ref_id: number | null; for_shop: boolean };
    const notices: Listed[] = (await t.app.inject({ url: '/api/customer/user/notices', headers: buyer!.headers })).json().data.list;
    const sn = done.data.order_sn;
    // Each step its own news, newest first, each about the order and the buyer's own.
    expect(notices.filter((n) => n.ref_id === id).map((n) => n.title)).toEqual([
      `Order ${sn} has been delivered`,
      `Order ${sn} is in transit`,
      `Order ${sn} has shipped`,
    ]);
    expect(notices.every((n) => n.type === 600 && !n.for_shop)).toBe(true);
    // The shop's owner heard of the order as a shop: its notice leads to the seller centre.
    const shopNotices: Listed[] = (await t.app.inject({ url: '/api/customer/user/notices', headers: seller })).json().data.list;
    expect(shopNotices.filter((n) => n.ref_id === id)).toEqual([expect.objectContaining({ type: 600, title: `New order ${sn}`, for_shop: true })]);
  });

  it('cash on delivery ships unpaid and the seller marks it paid; a declined card order is paid again from the wallet', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const cod = await place(buyer!, 'cod');
    expect((await post('/api/seller/order/ship', { id: cod, log_sn: 'COD-1', arrival_method: 'Flash' }, seller)).code).toBe(200);
    expect((await post('/api/seller/order/paid', { id: cod }, seller)).data.payment_status).toBe('paid');
    expect((await post('/api/seller/order/paid', { id: cod }, seller)).code).toBe(ErrorCode.dataOperationFailed);

    const declined = await placeFor(t.app, buyer!, 'card', { ...buyNowOf(a), card_number: '4000000000000002', ...CARD });
    const id = declined.data.orders[0].id;
    const list = (await t.app.inject({ url: '/api/customer/order/list?status=unpaid', headers: buyer!.headers })).json().data;
    expect(list.list.map((o: { id: number }) => o.id)).toEqual([id]);
    // Paying later from the wallet asks the PIN too: a wrong one moves no money and counts a try.
    const wrong = await post('/api/customer/order/pay', { id, payment_method: 'wallet', pin: '999999' }, buyer!.headers);
    expect([wrong.code, wrong.field, wrong.reason, wrong.params]).toEqual([ErrorCode.invalidParameter, 'pin', 'wrongPin', { left: 4 }]);
    expect((await post('/api/customer/order/pay', { id, payment_method: 'wallet' }, buyer!.headers)).code).toBe(ErrorCode.missingParameter);
    expect((await detail(id, buyer!.headers)).data.payment_status).toBe('unpaid');
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(1_000_000);
    const paid = await post('/api/customer/order/pay', { id, payment_method: 'wallet', pin: TEST_PIN }, buyer!.headers);
    expect(paid.data.payment_status).toBe('paid');
    expect((await post('/api/customer/order/pay', { id, payment_method: 'wallet', pin: TEST_PIN }, buyer!.headers)).reason).toBe('alreadyPaid');
    // Paid from the wallet, so cancelling it gives the money back to the wallet.
    expect(paid.data.payment_method).toBe('wallet');
    const before = await balanceOfUser(t.app, buyer!.id);
    await post('/api/customer/order/cancel', { id }, buyer!.headers);
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(before + paid.data.actual_pay);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
  });

  it('an unpaid card order carries pay_by, its placing time plus card_pay_minutes, in the placing answer, the list and the detail; paid or cash on delivery, null', async () => {
    await t.app.db.insertInto('website_config').values({ key: 'card_pay_minutes', value: '45' }).execute();
    try {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const declined = await placeFor(t.app, buyer!, 'card', { ...buyNowOf(a), card_number: '4000000000000002', ...CARD });
      const placed = declined.data.orders[0];
      const shown = (await detail(placed.id, buyer!.headers)).data;
      const due = new Date(Date.parse(shown.date) + 45 * 60_000).toISOString();
      expect(placed.pay_by).toBe(due);
      expect(shown.pay_by).toBe(due);
      const list = (await t.app.inject({ url: '/api/customer/order/list?status=unpaid', headers: buyer!.headers })).json().data;
      expect(list.list.find((o: { id: number }) => o.id === placed.id).pay_by).toBe(due);

      const cod = await place(buyer!, 'cod');
      expect((await detail(cod, buyer!.headers)).data.pay_by).toBeNull();
      await post('/api/customer/order/pay', { id: placed.id, payment_method: 'wallet', pin: TEST_PIN }, buyer!.headers);
      expect((await detail(placed.id, buyer!.headers)).data.pay_by).toBeNull();
    } finally {
      await t.app.db.deleteFrom('website_config').where('key', '=', 'card_pay_minutes').execute();
    }
  });

  it('the sweeps cancel unpaid card orders past their time (stock back) and complete shipped orders past theirs', async () => {
    const [buyer] = await buyers(t.app, 1);
    const stock = await stockOf(t.app, a.variantId);
    const unpaid = (await placeFor(t.app, buyer!, 'card', { ...buyNowOf(a, 3), card_number: '4000000000000002', ...CARD })).data.orders[0].id;
    expect(await cancelUnpaidCardOrders(t.app.db, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await cancelUnpaidCardOrders(t.app.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await detail(unpaid, buyer!.headers)).data.delivery_status).toBe('cancelled');
    expect(await stockOf(t.app, a.variantId)).toBe(stock);

    const cod = await place(buyer!, 'cod');
    await post('/api/seller/order/ship', { id: cod, log_sn: 'AUTO-1', arrival_method: 'Post' }, seller);
    // The demo's own parcels on their way may complete at +9 days; this one, shipped now, not before +10.
    await completeShippedOrders(t.app.db, new Date(Date.now() + 9 * 86_400_000));
    expect((await detail(cod, buyer!.headers)).data.delivery_status).toBe('on_the_road');
    expect(await completeShippedOrders(t.app.db, new Date(Date.now() + 11 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await detail(cod, buyer!.headers)).data.delivery_status).toBe('completed');
  });

  it('tracks an order for whoever holds its number and email, without the street address', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const id = await place(buyer!, 'wallet');
    const order = (await detail(id, buyer!.headers)).data;
    const tracked = (await t.app.inject({ url: `/api/order/track?order_sn=${order.order_sn}&email=${encodeURIComponent(order.email)}` })).json();
    expect(tracked.data).toMatchObject({
      order_sn: order.order_sn,
      delivery_status: 'to_ship',
      telephone: '',
      address: { address: '', city: order.address.city },
    });
    const wrong = (await t.app.inject({ url: `/api/order/track?order_sn=${order.order_sn}&email=someone@example.test` })).json();
    expect(wrong.code).toBe(ErrorCode.orderNotFound);
  });
});

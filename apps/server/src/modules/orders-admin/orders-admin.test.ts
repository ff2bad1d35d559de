/**
 * The console's Orders through the API on every database: the list and its filters, the CSV export,
 * the detail (timeline, ledger, notes), and the mall's cancel, delivery confirmation and notes, with
 * the books audited after them.
 */
import { ErrorCode } from '@agora/contract/errors';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { type Buyer, balanceOfUser, buyers, buyNowOf, placeFor, stockOf } from '../checkout/test-checkout';
import { orderRow, placeOrder, type SellingShop, sellingShop, ship } from '../earnings/test-earnings';
import { loginStaff } from '../shops/test-applicant';

const CARD = { card_number: '4242424242424242', card_exp: '12/40', card_cvc: '123', card_name: 'Console Tester' };

describe.each(dialects())('admin orders on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shop: SellingShop;
  let other: SellingShop;
  let staff: Record<string, string>;
  let buyer: Buyer;
  const get = (url: string, headers = staff) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, body: Record<string, string | number>, headers: Record<string, string> = staff) =>
    postForm(t.app, url, body, headers).then((r) => r.json());
  const audit = async () => expect((await auditLedger(t.app.db)).problems).toEqual([]);
  const noticesOf = async (headers: Record<string, string>) =>
    (await get('/api/customer/user/notices?page_size=50', headers)).data.list as { title: string; content: string }[];

  beforeAll(async () => {
    shop = await sellingShop(t.app);
    other = await sellingShop(t.app, shop.line.shopId);
    staff = await loginStaff(t.app, 'orders');
    [buyer] = (await buyers(t.app, 1, 5_000_000)) as [Buyer];
  });

  it('lists every order with filters: state, payment method, shop, buyer by id or e-mail, days, order number; paged', async () => {
    const wallet = await placeOrder(t.app, buyer, shop.line, 'wallet');
    const cod = await placeOrder(t.app, buyer, other.line, 'cod');
    const email = (await t.app.db.selectFrom('user').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()).email;
    const ids = async (query: string) => ((await get(`/api/admin/order/list?page_size=100&${query}`)).data.list as { id: number }[]).map((o) => o.id);

    const mine = await get(`/api/admin/order/list?buyer=${buyer.id}`);
    expect(mine.code).toBe(200);
    expect(mine.data.list[0]).toMatchObject({ id: cod, shop: { id: other.line.shopId }, buyer: { id: buyer.id, email }, payment_method: 'cod' });
    expect(await ids(`buyer=${encodeURIComponent(email.toUpperCase())}`)).toEqual(expect.arrayContaining([wallet, cod]));
    expect(await ids(`buyer=${buyer.id}&payment_method=cod`)).toEqual([cod]);
    expect(await ids(`buyer=${buyer.id}&shop_id=${shop.line.shopId}`)).toEqual([wallet]);
    expect(await ids(`buyer=${buyer.id}&state=to_ship`)).toEqual(expect.arrayContaining([wallet, cod]));
    expect(await ids(`buyer=${buyer.id}&state=cancelled`)).toEqual([]);
    const sn = (await orderRow(t.app, wallet)).order_sn;
    expect(await ids(`q=${sn}`)).toEqual([wallet]);
    expect(await ids(`q=${sn.slice(0, -1)}&buyer=${buyer.id}`)).toContain(wallet);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`buyer=${buyer.id}&from=${today}&to=${today}`)).toEqual(expect.arrayContaining([wallet, cod]));
    expect(await ids(`buyer=${buyer.id}&to=2020-01-01`)).toEqual([]);
    expect(await ids(`buyer=${buyer.id}&from=2999-01-01`)).toEqual([]);
    // Empty fields from the console's form are no filter.
    expect(await ids(`buyer=${buyer.id}&state=&payment_method=&q=`)).toEqual(expect.arrayContaining([wallet, cod]));

    const all = await get('/api/admin/order/list?page_size=1&page=2');
    expect(all.data.list).toHaveLength(1);
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/admin/order/list?state=lost')).code).toBe(ErrorCode.invalidParameter);
    expect((await get('/api/admin/order/list?from=yesterday')).code).toBe(ErrorCode.invalidParameter);
  });

  it('is for the orders staff and the owner alone', async () => {
    const owner = await loginStaff(t.app, 'owner');
    expect((await get('/api/admin/order/list', owner)).code).toBe(200);
    for (const role of ['catalogue', 'finance', 'support', 'content'] as const) {
      const headers = await loginStaff(t.app, role);
      expect((await get('/api/admin/order/list', headers)).code, role).toBe(ErrorCode.noPermission);
      expect((await post('/api/admin/order/cancel', { id: 1, reason: 'x' }, headers)).code, role).toBe(ErrorCode.noPermission);
    }
    expect((await get('/api/admin/order/list', buyer.headers)).code).toBe(ErrorCode.noPermission);
  });

  it('shows one order: lines, address, buyer, timeline and the journal entries that moved its money', async () => {
    const id = await placeOrder(t.app, buyer, shop.line, 'wallet');
    const detail = await get(`/api/admin/order/${id}`);
    expect(detail.code).toBe(200);
    const { order, buyer: who, timeline, ledger, actions, money_back } = detail.data;
    expect(order).toMatchObject({ id, payment_status: 'paid', delivery_status: 'to_ship', address: { city: 'Bangkok' } });
    expect(order.products).toHaveLength(1);
    expect(who.id).toBe(buyer.id);
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid']);
    expect(actions).toEqual({ cancel: true, deliver: false });
    expect(money_back).toBeNull();
    // One payment entry: the buyer's wallet paid exactly what went to the shop, the tax and the mall's coupon.
    expect(ledger).toHaveLength(1);
    expect(ledger[0].kind).toBe('payment');
    const postings = ledger[0].postings as { type: string; amount: number }[];
    expect(postings.find((p) => p.type === 'wallet')?.amount).toBe(-order.actual_pay);
    expect(postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);

    expect((await get('/api/admin/order/999999')).code).toBe(ErrorCode.orderNotFound);
    expect((await get('/api/admin/order/abc')).code).toBe(ErrorCode.invalidParameter);
  });

  it('cancels a paid order with a reason: money, goods and coupon back, buyer and shop told why; once', async () => {
    const before = Number(await balanceOfUser(t.app, buyer.id));
    const stock = await stockOf(t.app, shop.line.variantId);
    const id = await placeOrder(t.app, buyer, shop.line, 'wallet', { quantity: 2 });
    const row = await orderRow(t.app, id);
    expect(Number(await balanceOfUser(t.app, buyer.id))).toBe(before - Number(row.actual_pay));

    expect((await post('/api/admin/order/cancel', { id })).code).toBe(ErrorCode.missingParameter);
    expect((await post('/api/admin/order/cancel', { id, reason: '   ' })).code).not.toBe(200);
    const cancelled = await post('/api/admin/order/cancel', { id, reason: 'Listed at a wrong price' });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.order).toMatchObject({ delivery_status: 'cancelled', payment_status: 'paid', cancel_remark: 'Listed at a wrong price' });
    expect(cancelled.data.money_back).toEqual({ amount: Number(row.actual_pay), to: 'wallet', state: 'done' });
    expect(cancelled.data.actions).toEqual({ cancel: false, deliver: false });
    expect(cancelled.data.ledger.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'cancellation']);
    const last = cancelled.data.timeline.at(-1);
    expect(last).toMatchObject({ kind: 'mall_cancel', text: 'Listed at a wrong price' });
    expect(last.author).toBeTruthy();
    expect(Number(await balanceOfUser(t.app, buyer.id))).toBe(before);
    expect(await stockOf(t.app, shop.line.variantId)).toBe(stock);

    const sn = row.order_sn;
    const toBuyer = (await noticesOf(buyer.headers)).find((n) => n.title.includes(sn));
    expect(toBuyer?.content).toContain('Listed at a wrong price');
    const toShop = (await noticesOf(shop.headers)).find((n) => n.title.includes(sn) && n.content.includes('Listed at a wrong price'));
    expect(toShop).toBeTruthy();

    const again = await post('/api/admin/order/cancel', { id, reason: 'again' });
    expect([again.code, again.field]).toEqual([ErrorCode.cancelOrderFailed, 'id']);
    expect(Number(await balanceOfUser(t.app, buyer.id))).toBe(before);
    expect((await post('/api/admin/order/cancel', { id: 999999, reason: 'x' })).code).toBe(ErrorCode.orderNotFound);
    await audit();
  });

  it('refuses to cancel a shipped order (2000033: a refund request is the way), and cancels an unpaid cash-on-delivery order without money', async () => {
    const shipped = await placeOrder(t.app, buyer, shop.line, 'wallet');
    await ship(t.app, shop.headers, shipped);
    const refused = await post('/api/admin/order/cancel', { id: shipped, reason: 'too late' });
    expect([refused.code, refused.field]).toEqual([ErrorCode.shippedCannotCancel, 'id']);
    expect((await orderRow(t.app, shipped)).delivery_status).toBe('on_the_road');

    const cod = await placeOrder(t.app, buyer, shop.line, 'cod');
    const cancelled = await post('/api/admin/order/cancel', { id: cod, reason: 'Address does not exist' });
    expect(cancelled.data.order.delivery_status).toBe('cancelled');
    expect(cancelled.data.money_back).toBeNull();
    expect(cancelled.data.ledger).toEqual([]);
    await audit();
  });

  it('cancels a card-paid order: the card gets its money back through the provider', async () => {
    const placed = await placeFor(t.app, buyer, 'card', { ...buyNowOf(shop.line), ...CARD });
    expect(placed.code).toBe(200);
    const id = placed.data.orders[0].id as number;
    const cancelled = await post('/api/admin/order/cancel', { id, reason: 'Fraud suspected' });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.money_back).toMatchObject({ to: 'card', state: 'done' });
    expect(cancelled.data.ledger.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'cancellation', 'card_refund']);
    await audit();
  });

  it('gives a shop coupon spent on the order back to the buyer', async () => {
    const code = `ADMC${Date.now().toString(36).toUpperCase()}`;
    const now = Date.now();
    const coupon = await t.app.db
      .insertInto('coupon')
      .values({
        shop_id: shop.line.shopId,
        code,
        kind: 'amount',
        value: 100,
        min_spend: 0,
        quantity: 10,
        starts_at: new Date(now - 86_400_000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await placeOrder(t.app, buyer, shop.line, 'wallet', { coupon_code: code });
    expect(Number((await orderRow(t.app, id)).discount)).toBe(100);
    const used = () => t.app.db.selectFrom('coupon').select('used').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(Number((await used()).used)).toBe(1);
    expect((await post('/api/admin/order/cancel', { id, reason: 'Shop closed' })).code).toBe(200);
    expect(Number((await used()).used)).toBe(0);
    const claim = await t.app.db.selectFrom('coupon_claim').select(['used_at', 'order_id']).where('coupon_id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(claim).toEqual({ used_at: null, order_id: null });
    // The buyer can spend it again.
    const again = await placeOrder(t.app, buyer, shop.line, 'wallet', { coupon_code: code });
    expect(Number((await orderRow(t.app, again)).discount)).toBe(100);
    await audit();
  });

  it('confirms delivery of a shipped order for the buyer: completed and settled; not before it ships', async () => {
    const id = await placeOrder(t.app, buyer, shop.line, 'wallet');
    const early = await post('/api/admin/order/deliver', { id });
    expect([early.code, early.field, early.reason]).toEqual([ErrorCode.receiptFailed, 'id', 'notShipped']);
    await ship(t.app, shop.headers, id);
    const done = await post('/api/admin/order/deliver', { id });
    expect(done.code).toBe(200);
    expect(done.data.order.delivery_status).toBe('completed');
    expect(done.data.order.delivery_time).toBeTruthy();
    expect(done.data.settled_at).toBeTruthy();
    expect(done.data.ledger.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'settlement']);
    expect(done.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['shipped', 'completed', 'settled', 'mall_deliver']));
    const sn = (await orderRow(t.app, id)).order_sn;
    expect((await noticesOf(buyer.headers)).some((n) => n.title.includes(sn) && /completed/.test(n.title))).toBe(true);
    const again = await post('/api/admin/order/deliver', { id });
    expect([again.code, again.reason]).toEqual([ErrorCode.receiptFailed, 'wrongState']);
    expect((await post('/api/admin/order/deliver', { id: 999999 })).code).toBe(ErrorCode.orderNotFound);
    await audit();
  });

  it('keeps operators’ notes on the order, with their author, in the timeline', async () => {
    const id = await placeOrder(t.app, buyer, shop.line, 'cod');
    const noted = await post('/api/admin/order/note', { id, body: 'Buyer called: deliver after 6 pm' });
    expect(noted.code).toBe(200);
    expect(noted.data.notes).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Buyer called: deliver after 6 pm', author: expect.objectContaining({ email: 'orders@agora.test' }) }),
    ]);
    expect(noted.data.timeline.at(-1)).toMatchObject({ kind: 'note', text: 'Buyer called: deliver after 6 pm' });
    expect((await post('/api/admin/order/note', { id, body: '' })).code).not.toBe(200);
    expect((await post('/api/admin/order/note', { id, body: 'x'.repeat(2001) })).code).toBe(ErrorCode.invalidParameter);
    expect((await post('/api/admin/order/note', { id: 999999, body: 'x' })).code).toBe(ErrorCode.orderNotFound);
    expect((await get(`/api/admin/order/${id}`)).data.notes).toHaveLength(1);
  });

  it('exports the filtered list as CSV with a header row, formulas defused', async () => {
    const id = await placeOrder(t.app, buyer, other.line, 'cod');
    await t.app.db.updateTable('orders').set({ customer_name: '=HYPERLINK("http://evil.test","x")' }).where('id', '=', id).execute();
    const res = await t.app.inject({ url: `/api/admin/order/export?buyer=${buyer.id}&payment_method=cod&shop_id=${other.line.shopId}`, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const row = await orderRow(t.app, id);
    expect(rows[0]).toMatchObject({
      order_sn: row.order_sn,
      buyer_id: String(buyer.id),
      payment_method: 'cod',
      customer_name: `'=HYPERLINK("http://evil.test","x")`,
      total_usd: (Number(row.actual_pay) / 100).toFixed(2),
    });
    expect(rows.every((r) => r.payment_method === 'cod' && r.shop_id === String(other.line.shopId))).toBe(true);
    const list = await get(`/api/admin/order/list?buyer=${buyer.id}&payment_method=cod&shop_id=${other.line.shopId}`);
    expect(rows).toHaveLength(list.data.total);

    const empty = await t.app.inject({ url: '/api/admin/order/export?from=2999-01-01', headers: staff });
    expect(empty.body.trim()).toBe(
      'order_sn,date,shop_id,shop,buyer_id,buyer_email,customer_name,payment_method,payment_status,delivery_status,items,goods_usd,discount_usd,shipping_usd,tax_usd,total_usd,paid_at,cancelled_at,log_sn',
    );
    expect((await get('/api/admin/order/export?state=nope')).code).toBe(ErrorCode.invalidParameter);
    const catalogue = await loginStaff(t.app, 'catalogue');
    expect((await get('/api/admin/order/export', catalogue)).code).toBe(ErrorCode.noPermission);
  });

  it('documents each route in the OpenAPI reference, with its codes and the export’s filters', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const route = (path: string, method: 'get' | 'post') => doc.paths[path]?.[method];
    for (const [path, method] of [
      ['/api/admin/order/list', 'get'],
      ['/api/admin/order/export', 'get'],
      ['/api/admin/order/{id}', 'get'],
      ['/api/admin/order/cancel', 'post'],
      ['/api/admin/order/deliver', 'post'],
      ['/api/admin/order/note', 'post'],
    ] as const) {
      expect(route(path, method)?.description, path).toContain(String(ErrorCode.noPermission));
    }
    expect(route('/api/admin/order/cancel', 'post').description).toContain(String(ErrorCode.shippedCannotCancel));
    expect(route('/api/admin/order/export', 'get').parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['state', 'payment_method', 'shop_id', 'buyer', 'from', 'to', 'q']),
    );
  });
});

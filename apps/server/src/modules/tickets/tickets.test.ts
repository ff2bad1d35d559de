import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { buyers } from '../checkout/test-checkout';
import { placeOrder, sellingShop } from '../earnings/test-earnings';
import { DEMO_ADMIN } from '../seed/accounts';
import { newSeller, uploadsOf } from '../seller/test-seller';
import { loginAdmin } from '../shops/test-applicant';
import { api, ticketNotices } from './test-tickets';

describe.each(dialects())('conversations on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string, headers: Record<string, string>) => api(t.app, 'GET', url, headers);
  const post = (url: string, headers: Record<string, string>, payload: unknown) => api(t.app, 'POST', url, headers, payload);
  const adminId = async () => (await t.app.db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow()).id;

  it('carries a chat between a buyer and a shop: states, unread counts, one unread notice per conversation', async () => {
    const [buyer] = await buyers(t.app, 1);
    const shop = await newSeller(t.app, 'Chatty Shop');
    const opened = await post('/api/customer/ticket/create', buyer!.headers, {
      subject: '  Size of the lamp ',
      body: ' Does it come in red? ',
      shop_id: shop.shopId,
    });
    expect(opened.code).toBe(200);
    const id = opened.data.id as number;
    expect(opened.data).toMatchObject({
      subject: 'Size of the lamp',
      state: 'open',
      shop: { id: shop.shopId, name: 'Chatty Shop' },
      order_id: null,
      unread: 0,
      last_message: { excerpt: 'Does it come in red?', side: 'buyer', images: 0 },
    });
    expect(opened.data.buyer.email).toBeUndefined();
    expect(opened.data.messages).toEqual([expect.objectContaining({ side: 'buyer', body: 'Does it come in red?', images: [] })]);

    // The shop sees it unread, with the buyer's first name and not their email, and has one notice for the shop.
    const shopList = await get('/api/seller/ticket/list', shop.headers);
    expect(shopList.data).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(shopList.data.list[0]).toMatchObject({ id, unread: 1, state: 'open', buyer: { id: buyer!.id } });
    expect(shopList.data.list[0].buyer.name).toMatch(/^Racer /);
    expect(shopList.data.list[0].buyer.email).toBeUndefined();
    expect((await get('/api/seller/ticket/unread', shop.headers)).data).toEqual({ count: 1 });
    expect(await ticketNotices(t.app, shop.userId, id)).toEqual([{ template: 'ticketMessageForShop', is_read: 0 }]);
    const shopNotices = await get('/api/customer/user/notices', shop.headers);
    expect(shopNotices.data.list[0]).toMatchObject({ type: 800, ref_id: id, for_shop: true });

    // Reading it marks the shop's side read, and its notice.
    const read = await get(`/api/seller/ticket/${id}`, shop.headers);
    expect(read.data).toMatchObject({ id, unread: 0 });
    expect((await get('/api/seller/ticket/unread', shop.headers)).data).toEqual({ count: 0 });
    expect(await ticketNotices(t.app, shop.userId, id)).toEqual([{ template: 'ticketMessageForShop', is_read: 1 }]);

    // Two replies: answered, two unread for the buyer, but one notice.
    const picture = await uploadsOf(t.app, shop.userId);
    expect((await post('/api/seller/ticket/reply', shop.headers, { id, body: 'Yes, in red and blue.' })).data.state).toBe('answered');
    const second = await post('/api/seller/ticket/reply', shop.headers, { id, body: '', images: picture });
    expect(second.data).toMatchObject({ state: 'answered', last_message: { excerpt: '', side: 'shop', images: 1 } });
    expect((await get('/api/customer/ticket/unread', buyer!.headers)).data).toEqual({ count: 2 });
    expect((await get('/api/customer/ticket/list', buyer!.headers)).data.list[0]).toMatchObject({ id, unread: 2, state: 'answered' });
    expect(await ticketNotices(t.app, buyer!.id, id)).toEqual([{ template: 'ticketReplied', is_read: 0 }]);
    const buyerNotice = (await get('/api/customer/user/notices', { ...buyer!.headers, lang: 'th' })).data.list[0];
    expect(buyerNotice).toMatchObject({ type: 800, ref_id: id, for_shop: false, title: 'Chatty Shop ตอบกลับแล้ว' });

    // The buyer reads: oldest first, authors named, unread and notice cleared; a later reply is a new notice.
    const conversation = await get(`/api/customer/ticket/${id}`, buyer!.headers);
    expect(conversation.data.messages.map((m: { side: string; author: string; images: string[] }) => [m.side, m.author, m.images])).toEqual([
      ['buyer', expect.stringMatching(/^Racer /), []],
      ['shop', 'Chatty Shop', []],
      ['shop', 'Chatty Shop', picture],
    ]);
    expect(conversation.data.unread).toBe(0);
    expect((await get('/api/customer/ticket/unread', buyer!.headers)).data).toEqual({ count: 0 });
    expect(await ticketNotices(t.app, buyer!.id, id)).toEqual([{ template: 'ticketReplied', is_read: 1 }]);

    // The buyer writes back: open again, one unread for the shop, a new notice for the shop.
    const back = await post('/api/customer/ticket/reply', buyer!.headers, { id, body: 'Red, please.' });
    expect(back.data).toMatchObject({ state: 'open', unread: 0 });
    expect((await get('/api/seller/ticket/list?state=open', shop.headers)).data.list[0]).toMatchObject({ id, unread: 1 });
    expect((await get('/api/seller/ticket/list?state=answered', shop.headers)).data.total).toBe(0);
    expect(await ticketNotices(t.app, shop.userId, id)).toEqual([
      { template: 'ticketMessageForShop', is_read: 1 },
      { template: 'ticketMessageForShop', is_read: 0 },
    ]);
  });

  it('closes from either side: the shop cannot answer a closed one, the buyer’s message reopens it', async () => {
    const [buyer] = await buyers(t.app, 1);
    const shop = await newSeller(t.app, 'Closing Shop');
    const id = (await post('/api/customer/ticket/create', buyer!.headers, { subject: 'Done', body: 'Thanks', shop_id: shop.shopId })).data.id as number;

    const closed = await post('/api/seller/ticket/close', shop.headers, { id });
    expect(closed.data).toMatchObject({ state: 'closed', closed_by: 'shop' });
    expect(closed.data.closed_at).toEqual(expect.any(String));
    expect(await post('/api/seller/ticket/close', shop.headers, { id })).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      field: 'id',
      reason: 'ticketClosed',
    });
    expect(await post('/api/seller/ticket/reply', shop.headers, { id, body: 'One more thing' })).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      field: 'id',
      reason: 'ticketClosed',
    });
    expect((await get(`/api/seller/ticket/${id}`, shop.headers)).data.messages).toHaveLength(1);
    expect((await get('/api/customer/ticket/list?state=closed', buyer!.headers)).data.list.map((x: { id: number }) => x.id)).toEqual([id]);

    const reopened = await post('/api/customer/ticket/reply', buyer!.headers, { id, body: 'Actually, one more question' });
    expect(reopened.data).toMatchObject({ state: 'open', closed_at: null, closed_by: null });
    expect((await post('/api/seller/ticket/reply', shop.headers, { id, body: 'Sure' })).data.state).toBe('answered');

    expect((await post('/api/customer/ticket/close', buyer!.headers, { id })).data).toMatchObject({ state: 'closed', closed_by: 'buyer' });
    expect((await post('/api/customer/ticket/close', buyer!.headers, { id })).reason).toBe('ticketClosed');
    expect((await post('/api/seller/ticket/reply', shop.headers, { id, body: 'Bye' })).code).toBe(ErrorCode.dataOperationFailed);
  });

  it('lets a reply racing a close land before it or be refused, never after it', async () => {
    const [buyer] = await buyers(t.app, 1);
    const shop = await newSeller(t.app, 'Racing Shop');
    for (let round = 0; round < 5; round++) {
      const id = (await post('/api/customer/ticket/create', buyer!.headers, { subject: `Race ${round}`, body: 'Go', shop_id: shop.shopId })).data.id as number;
      const [reply, close, closeAgain] = await Promise.all([
        post('/api/seller/ticket/reply', shop.headers, { id, body: 'Racing' }),
        post('/api/customer/ticket/close', buyer!.headers, { id }),
        post('/api/seller/ticket/close', shop.headers, { id }),
      ]);
      // One close wins; the other finds it closed.
      expect([close.code, closeAgain.code].sort()).toEqual([200, ErrorCode.dataOperationFailed]);
      const row = await t.app.db.selectFrom('ticket').select(['state', 'buyer_unread']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.state).toBe('closed');
      const staffMessages = await t.app.db.selectFrom('ticket_message').select('id').where('ticket_id', '=', id).where('side', '=', 'shop').execute();
      if (reply.code === 200) expect([staffMessages.length, row.buyer_unread]).toEqual([1, 1]);
      else expect([reply.reason, staffMessages.length, row.buyer_unread]).toEqual(['ticketClosed', 0, 0]);
    }
  });

  it('talks with the mall: the operators answer, see the buyer’s email, and each is told', async () => {
    const [buyer] = await buyers(t.app, 1);
    const admin = await loginAdmin(t.app);
    const operator = await adminId();
    const opened = await post('/api/customer/ticket/create', buyer!.headers, { subject: 'Contact form', body: 'How do I become a seller?' });
    expect(opened.data.shop).toBeNull();
    const id = opened.data.id as number;
    expect(await ticketNotices(t.app, operator, id)).toEqual([{ template: 'ticketMessageForMall', is_read: 0 }]);
    // The operator's notice is marked as the mall's business, so it opens the admin console.
    const notices = (await get('/api/customer/user/notices?page_size=50', admin)).data.list as { ref_id: number; for_mall: boolean; for_shop: boolean }[];
    expect(notices.find((n) => n.ref_id === id)).toMatchObject({ for_mall: true, for_shop: false });

    const list = await get('/api/admin/ticket/list?state=open&page_size=100', admin);
    const row = list.data.list.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({ shop: null, unread: 1, buyer: { id: buyer!.id } });
    expect(row.buyer.email).toMatch(/@example\.test$/);
    expect((await get('/api/admin/ticket/unread', admin)).data.count).toBeGreaterThanOrEqual(1);

    const replied = await post('/api/admin/ticket/reply', admin, { id, body: 'Apply from your account page.' });
    expect(replied.data).toMatchObject({ state: 'answered' });
    expect(replied.data.messages.at(-1)).toMatchObject({ side: 'mall', author: '' });
    expect(await ticketNotices(t.app, buyer!.id, id)).toEqual([{ template: 'ticketRepliedByMall', is_read: 0 }]);
    expect((await get(`/api/admin/ticket/${id}`, admin)).data.unread).toBe(0);
    expect(await ticketNotices(t.app, operator, id)).toEqual([{ template: 'ticketMessageForMall', is_read: 1 }]);
    expect((await post('/api/admin/ticket/close', admin, { id })).data).toMatchObject({ state: 'closed', closed_by: 'mall' });
  });

  it('checks what a conversation is opened with: an open shop, the buyer’s own order of that shop, a message, own pictures', async () => {
    const [buyer, other] = await buyers(t.app, 2);
    const selling = await sellingShop(t.app);
    const elsewhere = await newSeller(t.app, 'Elsewhere');
    const order = await placeOrder(t.app, buyer!, selling.line, 'cod');
    const othersOrder = await placeOrder(t.app, other!, selling.line, 'cod');
    const create = (fields: Record<string, unknown>) =>
      post('/api/customer/ticket/create', buyer!.headers, { subject: 'About my order', body: 'Hi', ...fields });

    const withOrder = await create({ shop_id: selling.line.shopId, order_id: order });
    expect(withOrder.data).toMatchObject({ order_id: order, shop: { id: selling.line.shopId } });
    expect(withOrder.data.order_sn).toEqual(expect.any(String));
    // An order without a shop goes to the mall.
    expect((await create({ order_id: order })).data).toMatchObject({ order_id: order, shop: null });

    expect(await create({ shop_id: elsewhere.shopId, order_id: order })).toMatchObject({ code: ErrorCode.noData, field: 'order_id' });
    expect(await create({ order_id: othersOrder })).toMatchObject({ code: ErrorCode.noData, field: 'order_id' });
    expect(await create({ shop_id: 2_000_000_000 })).toMatchObject({ code: ErrorCode.noData, field: 'shop_id' });
    await t.app.db.updateTable('shop').set({ status: 'suspended' }).where('id', '=', elsewhere.shopId).execute();
    expect(await create({ shop_id: elsewhere.shopId })).toMatchObject({ code: ErrorCode.noData, field: 'shop_id' });
    // A seller does not open a conversation with their own shop.
    expect(await post('/api/customer/ticket/create', selling.headers, { subject: 'Me', body: 'Myself', shop_id: selling.line.shopId })).toMatchObject({
      code: ErrorCode.noData,
      field: 'shop_id',
    });

    expect(await create({ body: '   ' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'body', reason: 'required' });
    expect(await create({ subject: '' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'subject' });
    expect((await create({ subject: 'x'.repeat(201) })).code).toBe(ErrorCode.invalidParameter);
    expect((await create({ body: 'x'.repeat(5001) })).code).toBe(ErrorCode.invalidParameter);
    const [mine] = await uploadsOf(t.app, buyer!.id);
    const [theirs] = await uploadsOf(t.app, other!.id);
    expect(await create({ body: '', images: `${mine},${theirs}` })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'images.1',
      reason: 'notOwnUpload',
    });
    expect((await create({ body: '', images: Array(7).fill(mine) })).code).toBe(ErrorCode.invalidParameter);
    const pictured = await create({ body: '', images: mine });
    expect(pictured.data.messages[0]).toMatchObject({ body: '', images: [mine] });
    const id = pictured.data.id as number;
    expect(await post('/api/customer/ticket/reply', buyer!.headers, { id, body: '' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'body' });
    expect(await post('/api/customer/ticket/reply', buyer!.headers, { id, body: 'x', images: [theirs] })).toMatchObject({
      field: 'images.0',
      reason: 'notOwnUpload',
    });
  });

  it('keeps each conversation to its buyer, its shop and the mall: anyone else gets 2000019 and changes nothing', async () => {
    const [buyer, stranger] = await buyers(t.app, 2);
    const shopA = await newSeller(t.app, 'Shop A');
    const shopB = await newSeller(t.app, 'Shop B');
    const admin = await loginAdmin(t.app);
    const toA = (await post('/api/customer/ticket/create', buyer!.headers, { subject: 'For A', body: 'Hello A', shop_id: shopA.shopId })).data.id as number;
    const toMall = (await post('/api/customer/ticket/create', buyer!.headers, { subject: 'For the mall', body: 'Hello mall' })).data.id as number;

    const outsiders: [string, Record<string, string>, number][] = [
      ['/api/customer/ticket', stranger!.headers, toA],
      ['/api/customer/ticket', stranger!.headers, toMall],
      ['/api/seller/ticket', shopB.headers, toA],
      ['/api/seller/ticket', shopA.headers, toMall],
      ['/api/admin/ticket', admin, toA],
    ];
    for (const [base, headers, id] of outsiders) {
      expect(await get(`${base}/${id}`, headers), `${base}/${id}`).toMatchObject({ code: ErrorCode.noData, field: 'id' });
      expect(await post(`${base}/reply`, headers, { id, body: 'Intruding' }), `${base}/reply ${id}`).toMatchObject({ code: ErrorCode.noData });
      expect(await post(`${base}/close`, headers, { id }), `${base}/close ${id}`).toMatchObject({ code: ErrorCode.noData });
      const list = await get(`${base}/list?page_size=100`, headers);
      expect(list.data.list.map((x: { id: number }) => x.id)).not.toContain(id);
    }
    expect(await get('/api/customer/ticket/2147483647', buyer!.headers)).toMatchObject({ code: ErrorCode.noData });
    expect((await get('/api/customer/ticket/abc', buyer!.headers)).code).toBe(ErrorCode.invalidParameter);
    const rows = await t.app.db.selectFrom('ticket').select(['state', 'staff_unread']).where('id', 'in', [toA, toMall]).orderBy('id').execute();
    expect(rows).toEqual([
      { state: 'open', staff_unread: 1 },
      { state: 'open', staff_unread: 1 },
    ]);
    expect(await t.app.db.selectFrom('ticket_message').select('id').where('ticket_id', 'in', [toA, toMall]).execute()).toHaveLength(2);

    // Guests are asked to log in; buyers are kept out of the seller centre and the admin console.
    expect((await get('/api/customer/ticket/list', {})).code).toBe(ErrorCode.tokenExpired);
    expect((await post('/api/customer/ticket/create', {}, { subject: 'x', body: 'y' })).code).toBe(ErrorCode.tokenExpired);
    expect((await get('/api/seller/ticket/list', buyer!.headers)).code).toBe(ErrorCode.noPermission);
    expect((await get('/api/admin/ticket/list', buyer!.headers)).code).toBe(ErrorCode.noPermission);
  });

  it('pages the buyer’s list, the latest news first', async () => {
    const [buyer] = await buyers(t.app, 1);
    const shop = await newSeller(t.app, 'Paged Shop');
    const ids: number[] = [];
    for (const subject of ['one', 'two', 'three'])
      ids.push((await post('/api/customer/ticket/create', buyer!.headers, { subject, body: subject, shop_id: shop.shopId })).data.id);
    // A reply brings the first one to the top.
    await post('/api/seller/ticket/reply', shop.headers, { id: ids[0], body: 'Back to you' });
    const first = await get('/api/customer/ticket/list?page_size=2', buyer!.headers);
    expect(first.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.data.list.map((x: { id: number }) => x.id)).toEqual([ids[0], ids[2]]);
    expect(first.data.list[0]).toMatchObject({
      shop: { id: shop.shopId, name: 'Paged Shop', logo: '' },
      last_message: { side: 'shop', excerpt: 'Back to you' },
    });
    expect((await get('/api/customer/ticket/list?page=2&page_size=2', buyer!.headers)).data.list.map((x: { id: number }) => x.id)).toEqual([ids[1]]);
    expect((await get('/api/customer/ticket/list?state=answered', buyer!.headers)).data.total).toBe(1);
    expect((await get('/api/customer/ticket/list?state=shut', buyer!.headers)).code).toBe(ErrorCode.invalidParameter);
  });
});

import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { buyers } from '../checkout/test-checkout';
import { placeOrder, sellingShop } from '../earnings/test-earnings';
import { loginAdmin, loginStaff } from '../shops/test-applicant';
import { api } from './test-tickets';

describe.each(dialects())('the support side panel on %s', (dialect) => {
  const t = useTestApp(dialect);
  const panel = (id: number, headers: Record<string, string>) => api(t.app, 'GET', `/api/admin/ticket/${id}/customer`, headers);

  it('shows the customer’s last 5 orders, wallet and last 5 refund requests, to support and the owner only', async () => {
    const shop = await sellingShop(t.app);
    const [buyer] = await buyers(t.app, 1, 1_000_000);
    const orders: number[] = [];
    for (let n = 0; n < 6; n += 1) orders.push(await placeOrder(t.app, buyer!, shop.line, n === 5 ? 'cod' : 'wallet'));
    const item = await t.app.db.selectFrom('order_item').select('id').where('order_id', '=', orders[0]!).executeTakeFirstOrThrow();
    const refund = await postForm(
      t.app,
      '/api/customer/refund/apply',
      { order_item_id: item.id, quantity: 1, type: 'refund', reason: 'damaged' },
      buyer!.headers,
    );
    expect(refund.json().code).toBe(200);
    const ticket = (await api(t.app, 'POST', '/api/customer/ticket/create', buyer!.headers, { subject: 'Where is it?', body: 'Hello' })).data.id as number;
    const withShop = (await api(t.app, 'POST', '/api/customer/ticket/create', buyer!.headers, { subject: 'Shop', body: 'Hi', shop_id: shop.line.shopId })).data
      .id as number;

    const support = await loginStaff(t.app, 'support');
    const body = await panel(ticket, support);
    expect(body.code).toBe(200);
    const wallet = await t.app.db.selectFrom('wallet').select(['balance', 'frozen']).where('user_id', '=', buyer!.id).executeTakeFirstOrThrow();
    expect(body.data.user).toMatchObject({ id: buyer!.id });
    expect(body.data.wallet).toEqual({ balance: wallet.balance, frozen: wallet.frozen, owed: 0 });
    expect(body.data.orders.map((o: { id: number }) => o.id)).toEqual(orders.slice(1).reverse());
    const paid = await t.app.db.selectFrom('orders').select(['order_sn', 'actual_pay']).where('id', '=', orders[5]!).executeTakeFirstOrThrow();
    expect(body.data.orders[0]).toMatchObject({ order_sn: paid.order_sn, state: 'to_ship', total: paid.actual_pay });
    expect(body.data.refunds).toEqual([expect.objectContaining({ id: refund.json().data.id, order_id: orders[0], state: 'pending', type: 'refund' })]);

    expect((await panel(ticket, await loginAdmin(t.app))).code).toBe(200);
    for (const role of ['catalogue', 'finance', 'orders', 'content'] as const)
      expect((await panel(ticket, await loginStaff(t.app, role))).code).toBe(ErrorCode.noPermission);
    expect((await panel(ticket, buyer!.headers)).code).toBe(ErrorCode.noPermission);
    // A conversation with a shop is not the mall's; an unknown one is no data.
    expect((await panel(withShop, support)).code).toBe(ErrorCode.noData);
    expect((await panel(999_999_999, support)).code).toBe(ErrorCode.noData);
  });

  it('says what a negative wallet owes', async () => {
    const [buyer] = await buyers(t.app, 1, 1_000);
    // Adjustments never take a wallet below zero; a seller's refunds after payout can. Set here as that leaves it.
    await t.app.db.updateTable('wallet').set({ balance: -2_500 }).where('user_id', '=', buyer!.id).execute();
    const ticket = (await api(t.app, 'POST', '/api/customer/ticket/create', buyer!.headers, { subject: 'Balance', body: 'Why?' })).data.id as number;
    const body = await panel(ticket, await loginStaff(t.app, 'support'));
    expect(body.data.wallet).toMatchObject({ balance: -2_500, owed: 2_500 });
    expect(body.data.orders).toEqual([]);
  });
});

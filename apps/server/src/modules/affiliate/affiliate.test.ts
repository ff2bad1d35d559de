import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { mallUrl } from '../../lib/seller-url';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { buyers } from '../checkout/test-checkout';
import { orderRow, placeOrder, sellingShop, ship } from '../earnings/test-earnings';
import { unbalancedWallets } from '../wallet/queries';
import { invitationLink } from './service';

describe('the invitation link', () => {
  const input = { host: 'localhost:8080', protocol: 'http', allowedHosts: ['localhost', '127.0.0.1'], port: 8080 };
  it('leads to the mall’s registration page: PUBLIC_URL first, never a host the client chose, never the seller centre', () => {
    expect(invitationLink(mallUrl(input), 'AB23CD45')).toBe('http://localhost:8080/#/pages/users/register?code=AB23CD45');
    expect(mallUrl({ ...input, publicUrl: 'https://seller.shop.example.com' })).toBe('https://shop.example.com');
    expect(mallUrl({ ...input, publicUrl: 'https://www.shop.example.com/' })).toBe('https://www.shop.example.com');
    expect(mallUrl({ ...input, host: 'evil.example' })).toBe('http://localhost:8080');
    expect(mallUrl({ ...input, host: '127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
  });
});

describe.each(dialects())('the affiliate programme on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers }).then((r) => r.json());

  it('answers the code, its link, the referrals and what their completed orders earned; nothing of anyone else’s', async () => {
    const shop = await sellingShop(t.app);
    const [referrer, stranger] = await buyers(t.app, 2, 1_000_000);
    const { invitation_code: code } = await t.app.db.selectFrom('user').select('invitation_code').where('id', '=', referrer!.id).executeTakeFirstOrThrow();

    const empty = await get('/api/customer/affiliate/summary', referrer!.headers);
    expect(empty.data).toEqual({
      invitation_code: code,
      link: `http://localhost/#/pages/users/register?code=${code}`,
      referred_count: 0,
      earnings_total: 0,
      earnings_this_month: 0,
    });
    // From the seller centre's host the link still leads to the mall's registration page.
    const fromSeller = await t.app.inject({ url: '/api/customer/affiliate/summary', headers: { ...referrer!.headers, host: 'seller.localhost:8080' } });
    expect(fromSeller.json().data.link).toBe(`http://localhost:8080/#/pages/users/register?code=${code}`);

    // One registers with the code as the link's page sends it; another, who shops, was referred too.
    const registered = (await postForm(t.app, '/api/customer/register/account', newBuyer({ firstname: 'Wanda Newcomer', invitation_code: code }))).json();
    expect(registered.code).toBe(200);
    const [shopper] = await buyers(t.app, 1, 1_000_000);
    await t.app.db.updateTable('user').set({ invited_by: referrer!.id, firstname: 'Omar Shopper' }).where('id', '=', shopper!.id).execute();
    const ids = [await placeOrder(t.app, shopper!, shop.line, 'wallet'), await placeOrder(t.app, shopper!, shop.line, 'wallet')];
    for (const id of ids) await ship(t.app, shop.headers, id);
    await postForm(t.app, '/api/customer/order/confirm', { id: ids[0]! }, shopper!.headers);
    const earned = Number((await orderRow(t.app, ids[0]!)).affiliate_amount);
    expect(earned).toBeGreaterThan(0);

    const summary = await get('/api/customer/affiliate/summary', referrer!.headers);
    expect(summary.data).toMatchObject({ referred_count: 2, earnings_total: earned, earnings_this_month: earned });

    const page = await get('/api/customer/affiliate/referrals?page=1&page_size=1', referrer!.headers);
    expect(page.data).toMatchObject({ total: 2, page: 1, page_size: 1 });
    // Newest first: the shopper's account was made after the registration.
    const all = (await get('/api/customer/affiliate/referrals', referrer!.headers)).data.list;
    expect(all.map((r: { id: number }) => r.id)).toEqual([shopper!.id, registered.data.user.id]);
    const byName = Object.fromEntries(all.map((r: { name: string }) => [r.name, r]));
    expect(byName['O***r']).toEqual({ id: shopper!.id, name: 'O***r', joined_at: expect.any(String), orders: 1, earnings: earned });
    expect(byName['W***r']).toEqual({ id: registered.data.user.id, name: 'W***r', joined_at: expect.any(String), orders: 0, earnings: 0 });
    expect(page.data.list[0].id).toBe(all[0].id);

    // Another user sees none of it.
    expect((await get('/api/customer/affiliate/summary', stranger!.headers)).data).toMatchObject({ referred_count: 0, earnings_total: 0 });
    expect((await get('/api/customer/affiliate/referrals', stranger!.headers)).data.total).toBe(0);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('shows the affiliate role from the first referral on, in userinfo and at login, and to no one else', async () => {
    const login = async (form: { email: string; password: string }) =>
      (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password })).json().data;
    const referrerForm = newBuyer();
    const registered = (await postForm(t.app, '/api/customer/register/account', referrerForm)).json().data;
    expect(registered.user.roles).toEqual(['buyer']);
    const headers = { 'access-token': registered['access-token'] };

    const friend = newBuyer({ invitation_code: registered.user.invitation_code });
    expect((await postForm(t.app, '/api/customer/register/account', friend)).json().code).toBe(200);

    expect((await get('/api/customer/info/get_userinfo', headers)).data.user.roles).toEqual(['buyer', 'affiliate']);
    expect((await login(referrerForm)).user.roles).toEqual(['buyer', 'affiliate']);
    expect((await login(friend)).user.roles).toEqual(['buyer']);
  });

  it('counts this month’s earnings by the day the order settled, and refuses guests and bad pages', async () => {
    const shop = await sellingShop(t.app);
    const [referrer, shopper] = await buyers(t.app, 2, 1_000_000);
    await t.app.db.updateTable('user').set({ invited_by: referrer!.id }).where('id', '=', shopper!.id).execute();
    const ids = [await placeOrder(t.app, shopper!, shop.line, 'wallet'), await placeOrder(t.app, shopper!, shop.line, 'wallet')];
    for (const id of ids) {
      await ship(t.app, shop.headers, id);
      await postForm(t.app, '/api/customer/order/confirm', { id }, shopper!.headers);
    }
    const [thisMonth, lastMonth] = await Promise.all(ids.map(async (id) => Number((await orderRow(t.app, id)).affiliate_amount)));
    // The second settled in the middle of last month.
    const now = new Date();
    const settled = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 20)).toISOString();
    await t.app.db.updateTable('orders').set({ settled_at: settled }).where('id', '=', ids[1]!).execute();
    expect((await get('/api/customer/affiliate/summary', referrer!.headers)).data).toMatchObject({
      referred_count: 1,
      earnings_total: thisMonth! + lastMonth!,
      earnings_this_month: thisMonth,
    });

    expect((await t.app.inject({ url: '/api/customer/affiliate/summary' })).json().code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject({ url: '/api/customer/affiliate/referrals' })).json().code).toBe(ErrorCode.tokenExpired);
    const bad = await get('/api/customer/affiliate/referrals?page_size=101', referrer!.headers);
    expect([bad.code, bad.field]).toEqual([ErrorCode.invalidParameter, 'page_size']);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { DEMO_BUYERS, DEMO_PASSWORDS, DEMO_STAFF } from '../seed/accounts';
import { type Headers, loginAdmin, loginStaff } from '../shops/test-applicant';

const get = (app: FastifyInstance, url: string, headers: Headers) => app.inject({ method: 'GET', url, headers }).then((r) => r.json());
const post = (app: FastifyInstance, url: string, body: Record<string, string | number>, headers: Headers) =>
  postForm(app, url, body, headers).then((r) => r.json());
const login = (app: FastifyInstance, email: string, password: string) =>
  postForm(app, '/api/customer/login/account', { email, password }, { 'user-agent': 'users-admin-test/1.0' }).then((r) => r.json());

let serial = 0;
/** A fresh buyer, logged in; a unique name and phone to search for. */
async function registered(app: FastifyInstance) {
  serial += 1;
  const stamp = `${process.pid}${Date.now()}${serial}`;
  const form = newBuyer({ firstname: `Zelda Q${stamp}`, phone: `+1${stamp.slice(-10)}` });
  const body = (await postForm(app, '/api/customer/register/account', form)).json();
  return {
    id: body.data.user.id as number,
    email: form.email,
    phone: form.phone,
    firstname: form.firstname,
    headers: { 'access-token': body.data['access-token'] } as Headers,
  };
}

describe.each(dialects())('users in the console on %s', (dialect) => {
  const t = useTestApp(dialect);
  let owner: Headers;
  let support: Headers;
  let finance: Headers;
  beforeAll(async () => {
    [owner, support, finance] = [await loginAdmin(t.app), await loginStaff(t.app, 'support'), await loginStaff(t.app, 'finance')];
  });

  it('finds a user by name, e-mail, phone and id', async () => {
    const zelda = await registered(t.app);
    for (const q of [zelda.firstname.slice(2).toUpperCase(), zelda.email, zelda.phone.slice(3), String(zelda.id)]) {
      const page = (await get(t.app, `/api/admin/user/list?q=${encodeURIComponent(q)}`, support)).data;
      expect(
        page.list.map((u: { id: number }) => u.id),
        q,
      ).toContain(zelda.id);
    }
    const byName = (await get(t.app, `/api/admin/user/list?q=${encodeURIComponent(zelda.firstname)}`, support)).data;
    expect(byName.total).toBe(1);
    expect(byName.list[0]).toMatchObject({ id: zelda.id, email: zelda.email, roles: ['buyer'], state: 'active', locked: false });
    // A pattern's wildcards are taken literally.
    expect((await get(t.app, '/api/admin/user/list?q=%25%25_', support)).data.total).toBe(0);
  });

  it('filters by role, state and sign-up day, and pages', async () => {
    const zelda = await registered(t.app);
    const ids = async (query: string) =>
      (await get(t.app, `/api/admin/user/list?q=${encodeURIComponent(zelda.firstname)}&${query}`, finance)).data.list.map((u: { id: number }) => u.id);
    expect(await ids('role=buyer')).toEqual([zelda.id]);
    expect(await ids('role=seller')).toEqual([]);
    expect(await ids('state=active')).toEqual([zelda.id]);
    expect(await ids('state=blocked')).toEqual([]);
    expect(await ids('state=locked')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([zelda.id]);
    expect(await ids(`from=${tomorrow}`)).toEqual([]);
    expect(await ids(`to=${yesterday}`)).toEqual([]);
    expect((await get(t.app, `/api/admin/user/list?from=${today}&to=${yesterday}`, finance)).code).toBe(ErrorCode.invalidParameter);
    expect((await get(t.app, '/api/admin/user/list?state=frozen', finance)).code).toBe(ErrorCode.invalidParameter);

    const sellers = (await get(t.app, '/api/admin/user/list?role=seller&page_size=100', finance)).data;
    expect(sellers.total).toBeGreaterThan(1);
    for (const user of sellers.list) expect(user.roles).toContain('seller');

    const first = (await get(t.app, '/api/admin/user/list?page_size=2', finance)).data;
    const second = (await get(t.app, '/api/admin/user/list?page_size=2&page=2', finance)).data;
    expect(first.list).toHaveLength(2);
    expect(second).toMatchObject({ page: 2, page_size: 2, total: first.total });
    expect(second.list[0].id).toBeLessThan(first.list[1].id);
  });

  it('gathers a user’s page, section by section, with orders and ledger paged', async () => {
    const bianca = DEMO_BUYERS[0] as { email: string };
    const buyer = (await get(t.app, `/api/admin/user/list?q=${bianca.email}`, support)).data.list[0];
    expect((await login(t.app, bianca.email, DEMO_PASSWORDS.buyer)).code).toBe(200);
    const page = await get(t.app, `/api/admin/user/${buyer.id}`, support);
    expect(page.code).toBe(200);
    const detail = page.data;
    expect(detail.profile).toMatchObject({ id: buyer.id, email: bianca.email, state: 'active', staff_roles: [] });
    expect(detail.sign_ins[0]).toMatchObject({ user_agent: 'users-admin-test/1.0' });
    expect(detail.orders.total).toBeGreaterThan(0);
    expect(detail.orders.list[0]).toHaveProperty('shop.name');
    expect(detail.addresses.length).toBeGreaterThan(0);
    expect(detail.ledger.total).toBeGreaterThan(0);
    expect(detail.wallet.balance).toBe(detail.ledger.list[0].balance_after);

    // The referral both ways: whom the demo buyers invited, and who invited them.
    const buyers = await Promise.all(DEMO_BUYERS.map(async (b) => (await get(t.app, `/api/admin/user/list?q=${b.email}`, support)).data.list[0].id as number));
    const pages = await Promise.all(buyers.map(async (id) => (await get(t.app, `/api/admin/user/${id}`, support)).data));
    const referrer = pages.find((p) => p.referrals.total > 0);
    const referred = pages.find((p) => p.referrals.invited_by !== null);
    expect(referrer?.referrals.list.map((r: { id: number }) => r.id)).toContain(referred?.profile.id);
    expect(referred?.referrals.invited_by.id).toBe(referrer?.profile.id);

    // The seller's shop.
    const seller = (await get(t.app, '/api/admin/user/list?role=seller', support)).data.list.find((u: { roles: string[] }) => !u.roles.includes('admin'));
    expect((await get(t.app, `/api/admin/user/${seller.id}`, support)).data.shop).toMatchObject({ status: 'active' });

    // Paging: a busy buyer's orders and ledger come ten at a time, older on the next page.
    const busy = pages.reduce((a, b) => (a.orders.total + a.ledger.total >= b.orders.total + b.ledger.total ? a : b));
    if (busy.orders.total > 10) {
      const next = (await get(t.app, `/api/admin/user/${busy.profile.id}?orders_page=2`, support)).data.orders;
      expect(next).toMatchObject({ page: 2, page_size: 10, total: busy.orders.total });
      expect(next.list[0].id).toBeLessThan(busy.orders.list[9].id);
    }
    const ledger2 = (await get(t.app, `/api/admin/user/${busy.profile.id}?ledger_page=2`, support)).data.ledger;
    expect(ledger2.page).toBe(2);
    expect(ledger2.list).toHaveLength(Math.min(10, Math.max(0, busy.ledger.total - 10)));

    expect((await get(t.app, '/api/admin/user/999999999', support)).code).toBe(ErrorCode.noData);
    expect((await get(t.app, '/api/admin/user/abc', support)).code).toBe(ErrorCode.invalidParameter);
  });

  it('shows refunds and conversations on the user’s page', async () => {
    const zelda = await registered(t.app);
    const opened = await post(t.app, '/api/customer/ticket/create', { subject: 'Where is my parcel?', body: 'It has been a week.' }, zelda.headers);
    const detail = (await get(t.app, `/api/admin/user/${zelda.id}`, support)).data;
    expect(opened.code).toBe(200);
    expect(detail.conversations).toMatchObject({ total: 1, list: [{ subject: 'Where is my parcel?' }] });
    expect(detail.refunds).toEqual({ total: 0, list: [] });
    expect(detail.orders).toMatchObject({ total: 0, list: [] });
    expect(detail.blocks).toEqual([]);
    expect(detail.shop).toBeNull();
  });

  it('blocks with a reason: every token answers 2000017 at once, logins are refused, live streams end', async () => {
    const zelda = await registered(t.app);
    const second = (await login(t.app, zelda.email, 'secret-pass-1')).data['access-token'] as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await fetch(`${base}/api/customer/user/events`, { headers: zelda.headers });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the first unread count

    expect((await post(t.app, '/api/admin/user/block', { id: zelda.id, reason: '' }, support)).code).toBe(ErrorCode.missingParameter);
    const blocked = await post(t.app, '/api/admin/user/block', { id: zelda.id, reason: 'Chargeback fraud' }, support);
    expect(blocked.code).toBe(200);
    expect(blocked.data).toMatchObject({ id: zelda.id, state: 'blocked' });

    // The stream ends on its own (well before its 25 s heartbeat would have checked).
    const ended = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 3000))]);
    expect(ended).toMatchObject({ done: true });

    for (const token of [zelda.headers['access-token'], second]) {
      expect((await get(t.app, '/api/customer/info/get_userinfo', { 'access-token': token })).code).toBe(ErrorCode.accountUnavailable);
    }
    expect((await login(t.app, zelda.email, 'secret-pass-1')).code).toBe(ErrorCode.accountUnavailable);

    const again = await post(t.app, '/api/admin/user/block', { id: zelda.id, reason: 'Twice' }, owner);
    expect(again).toMatchObject({ code: ErrorCode.dataOperationFailed, reason: 'alreadyBlocked' });

    const listed = (await get(t.app, `/api/admin/user/list?q=${encodeURIComponent(zelda.firstname)}&state=blocked`, support)).data.list;
    expect(listed.map((u: { id: number }) => u.id)).toEqual([zelda.id]);
    const detail = (await get(t.app, `/api/admin/user/${zelda.id}`, support)).data;
    expect(detail.profile.state).toBe('blocked');
    expect(detail.blocks).toMatchObject([
      { reason: 'Chargeback fraud', blocked_by: { firstname: DEMO_STAFF.find((s) => s.role === 'support')?.firstname }, unblocked_at: null },
    ]);
  });

  it('unblocks: the user may log in again, and the history keeps who and when', async () => {
    const zelda = await registered(t.app);
    expect((await post(t.app, '/api/admin/user/unblock', { id: zelda.id }, support)).reason).toBe('notBlocked');
    expect((await post(t.app, '/api/admin/user/block', { id: zelda.id, reason: 'Spam' }, support)).code).toBe(200);
    const unblocked = await post(t.app, '/api/admin/user/unblock', { id: zelda.id }, support);
    expect(unblocked.data).toMatchObject({ id: zelda.id, state: 'active' });
    expect(await post(t.app, '/api/admin/user/unblock', { id: zelda.id }, support)).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      reason: 'notBlocked',
    });
    // The sessions the block ended stay ended.
    expect((await get(t.app, '/api/customer/info/get_userinfo', zelda.headers)).code).toBe(ErrorCode.tokenExpired);
    const again = await login(t.app, zelda.email, 'secret-pass-1');
    expect(again.code).toBe(200);
    expect((await get(t.app, '/api/customer/info/get_userinfo', { 'access-token': again.data['access-token'] })).code).toBe(200);
    const blocks = (await get(t.app, `/api/admin/user/${zelda.id}`, support)).data.blocks;
    expect(blocks).toHaveLength(1);
    expect(blocks[0].unblocked_by?.id).toBeGreaterThan(0);
    expect(blocks[0].unblocked_at).not.toBeNull();
  });

  it('keeps staff accounts the owner’s to block, and nobody blocks themselves', async () => {
    const financeId = (await get(t.app, '/api/admin/user/list?q=finance@agora.test', support)).data.list[0].id;
    const supportId = (await get(t.app, '/api/admin/user/list?q=support@agora.test', support)).data.list[0].id;
    const ownerId = (await get(t.app, '/api/admin/user/list?q=admin@agora.test', support)).data.list[0].id;
    expect(await post(t.app, '/api/admin/user/block', { id: financeId, reason: 'x' }, support)).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      reason: 'blockStaff',
    });
    expect(await post(t.app, '/api/admin/user/block', { id: ownerId, reason: 'x' }, support)).toMatchObject({ reason: 'blockStaff' });
    expect(await post(t.app, '/api/admin/user/block', { id: supportId, reason: 'x' }, support)).toMatchObject({ reason: 'blockSelf' });
    expect(await post(t.app, '/api/admin/user/block', { id: ownerId, reason: 'x' }, owner)).toMatchObject({ reason: 'blockSelf' });
    expect((await post(t.app, '/api/admin/user/block', { id: 999999999, reason: 'x' }, owner)).code).toBe(ErrorCode.noData);

    // The owner may block a staff member; their console session ends too.
    const content = await loginStaff(t.app, 'content');
    const contentId = (await get(t.app, '/api/admin/user/list?q=content@agora.test', owner)).data.list[0].id;
    expect((await post(t.app, '/api/admin/user/block', { id: contentId, reason: 'Left the company' }, owner)).code).toBe(200);
    expect((await get(t.app, '/api/admin/staff/me', content)).code).toBe(ErrorCode.accountUnavailable);
    expect(await post(t.app, '/api/admin/user/unblock', { id: contentId }, support)).toMatchObject({ reason: 'blockStaff' });
    expect((await post(t.app, '/api/admin/user/unblock', { id: contentId }, owner)).code).toBe(200);
  });

  it('lets support block and finance only read', async () => {
    const zelda = await registered(t.app);
    expect((await post(t.app, '/api/admin/user/block', { id: zelda.id, reason: 'x' }, finance)).code).toBe(ErrorCode.noPermission);
    expect((await post(t.app, '/api/admin/user/unlock', { id: zelda.id }, finance)).code).toBe(ErrorCode.noPermission);
    expect((await get(t.app, `/api/admin/user/${zelda.id}`, finance)).code).toBe(200);
    const orders = await loginStaff(t.app, 'orders');
    expect((await get(t.app, `/api/admin/user/${zelda.id}`, orders)).code).toBe(200);
    expect((await post(t.app, '/api/admin/user/unblock', { id: zelda.id }, orders)).code).toBe(ErrorCode.noPermission);
    const catalogue = await loginStaff(t.app, 'catalogue');
    expect((await get(t.app, '/api/admin/user/list', catalogue)).code).toBe(ErrorCode.noPermission);
    expect((await get(t.app, '/api/admin/user/list', zelda.headers)).code).toBe(ErrorCode.noPermission);
    expect((await post(t.app, '/api/admin/user/block', { id: zelda.id, reason: 'x' }, support)).code).toBe(200);
  });

  it('unlocks an account the failed-login limits paused: the right password works at once', async () => {
    const zelda = await registered(t.app);
    expect(await post(t.app, '/api/admin/user/unlock', { id: zelda.id }, support)).toMatchObject({ code: ErrorCode.dataOperationFailed, reason: 'notLocked' });
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, zelda.email, 'wrong-pass-1')).code).toBe(ErrorCode.wrongCredentials);
    expect((await login(t.app, zelda.email, 'secret-pass-1')).code).toBe(ErrorCode.tooManyRequests);

    const listed = (await get(t.app, `/api/admin/user/list?q=${encodeURIComponent(zelda.firstname)}&state=locked`, support)).data.list;
    expect(listed).toMatchObject([{ id: zelda.id, locked: true, state: 'active' }]);
    expect((await get(t.app, `/api/admin/user/${zelda.id}`, support)).data.lock).toMatchObject({ locked: true, failures: 5, failures_this_hour: 5 });

    const unlocked = await post(t.app, '/api/admin/user/unlock', { id: zelda.id }, support);
    expect(unlocked.data).toMatchObject({ id: zelda.id, locked: false });
    expect((await login(t.app, zelda.email, 'secret-pass-1')).code).toBe(200);
    expect((await get(t.app, `/api/admin/user/${zelda.id}`, support)).data.lock).toMatchObject({ locked: false, failures: 0, failures_this_hour: 0 });
  });
});

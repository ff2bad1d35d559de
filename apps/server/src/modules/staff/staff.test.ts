/**
 * The owner's staff page: roles granted to accounts, invitations by e-mail accepted once, the
 * last owner kept, and what each role then opens.
 */
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { latestMail } from '../auth/outbox-mail';
import { login, loginAdmin, loginStaff } from '../shops/test-applicant';

type Headers = Record<string, string>;

describe.each(dialects())('staff on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Headers = {}) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, body: Record<string, unknown>, headers: Headers = {}) =>
    (await t.app.inject({ method: 'POST', url, headers, payload: body })).json();
  const linkIn = (email: string) => /#\/admin\/invite\/([\w-]+)/.exec(latestMail(t.dataDir, email).text)?.[1] as string;
  let n = 0;
  const newAddress = () => `staff-${process.pid}-${Date.now()}-${++n}@example.com`;

  it('invites an address by e-mail; the link shows the roles, makes the account once, and the new staff member opens only their areas', async () => {
    const owner = await loginAdmin(t.app);
    const email = newAddress();
    const saved = (await postForm(t.app, '/api/admin/staff/save', { email, roles: 'support,catalogue' }, { ...owner, lang: 'jp' })).json();
    expect(saved).toMatchObject({ code: 200, data: { user_id: null, email, roles: ['catalogue', 'support'], state: 'invited' } });
    const mail = latestMail(t.dataDir, email);
    expect(mail.text).toContain('カタログ、サポート');
    expect(mail.text).not.toContain('{');
    const token = linkIn(email);

    expect((await get('/api/admin/staff/list', owner)).data.list).toEqual(expect.arrayContaining([expect.objectContaining({ email, state: 'invited' })]));
    expect((await get(`/api/customer/staff/invite/${token}`)).data).toMatchObject({
      email,
      roles: ['catalogue', 'support'],
      account_exists: false,
      invited_by: 'Ada Admin',
    });

    expect(await post('/api/customer/staff/accept', { token, password: 'a long pass phrase 1' })).toMatchObject({ code: ErrorCode.missingParameter });
    expect(await post('/api/customer/staff/accept', { token, firstname: 'Nia New', password: 'password' })).toMatchObject({
      code: ErrorCode.registerDataWrong,
    });
    expect(await post('/api/customer/staff/accept', { token, firstname: 'Nia New', password: 'a long pass phrase 1' })).toMatchObject({
      code: 200,
      data: { email },
    });
    expect(await post('/api/customer/staff/accept', { token, firstname: 'Someone', password: 'another pass phrase 2' })).toMatchObject({
      code: ErrorCode.noData,
    });
    expect(await get(`/api/customer/staff/invite/${token}`)).toMatchObject({ code: ErrorCode.noData });

    const member = await login(t.app, email, 'a long pass phrase 1');
    expect((await get('/api/admin/staff/me', member)).data.roles).toEqual(['catalogue', 'support']);
    expect((await get('/api/admin/shop/applications', member)).code).toBe(200);
    expect((await get('/api/admin/books', member)).code).toBe(ErrorCode.noPermission);
    expect((await get('/api/admin/staff/list', owner)).data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, firstname: 'Nia New', state: 'active', roles: ['catalogue', 'support'] })]),
    );
  });

  it('sends a fresh link when saved again (the old one stops working), and withdraws the invitation saved with no roles', async () => {
    const owner = await loginAdmin(t.app);
    const email = newAddress();
    await post('/api/admin/staff/save', { email, roles: ['finance'] }, owner);
    const first = linkIn(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post('/api/admin/staff/save', { email, roles: ['orders'] }, owner);
    const second = linkIn(email);
    expect(second).not.toBe(first);
    expect(await get(`/api/customer/staff/invite/${first}`)).toMatchObject({ code: ErrorCode.noData });
    expect((await get(`/api/customer/staff/invite/${second}`)).data.roles).toEqual(['orders']);
    expect(await post('/api/admin/staff/save', { email, roles: [] }, owner)).toMatchObject({ code: 200, data: { roles: [], state: 'invited' } });
    expect(await get(`/api/customer/staff/invite/${second}`)).toMatchObject({ code: ErrorCode.noData });
    expect((await get('/api/admin/staff/list', owner)).data.list.map((m: { email: string }) => m.email)).not.toContain(email);
    expect(await post('/api/admin/staff/save', { email, roles: [] }, owner)).toMatchObject({ code: ErrorCode.noData });
  });

  it('refuses an expired link', async () => {
    const owner = await loginAdmin(t.app);
    const email = newAddress();
    await post('/api/admin/staff/save', { email, roles: ['content'] }, owner);
    await t.app.db
      .updateTable('staff_invite')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect(await post('/api/customer/staff/accept', { token: linkIn(email), firstname: 'Late', password: 'a long pass phrase 1' })).toMatchObject({
      code: ErrorCode.noData,
    });
  });

  it('grants an existing account its roles at once, and taking them all leaves it a buyer again', async () => {
    const owner = await loginAdmin(t.app);
    const form = newBuyer();
    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', form)).json().data['access-token'] as string };
    expect((await get('/api/admin/refund/list', buyer)).code).toBe(ErrorCode.noPermission);
    expect(await post('/api/admin/staff/save', { email: form.email, roles: 'orders' }, owner)).toMatchObject({ data: { state: 'active', roles: ['orders'] } });
    expect((await get('/api/admin/staff/me', buyer)).data.roles).toEqual(['orders']);
    expect((await get('/api/admin/refund/list', buyer)).code).toBe(200);
    await post('/api/admin/staff/save', { email: form.email, roles: [] }, owner);
    expect((await get('/api/admin/staff/me', buyer)).code).toBe(ErrorCode.noPermission);
    const roles = await t.app.db
      .selectFrom('user_role')
      .innerJoin('user', 'user.id', 'user_role.user_id')
      .select('role')
      .where('user.email', '=', String(form.email))
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['buyer']);
  });

  it('keeps the mall an owner: the last one cannot step down, and two owners demoting each other at once leave one', async () => {
    const owner = await loginAdmin(t.app);
    expect(await post('/api/admin/staff/save', { email: 'admin@agora.test', roles: ['finance'] }, owner)).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      message: expect.stringContaining('owner'),
    });
    const second = newBuyer();
    await postForm(t.app, '/api/customer/register/account', second);
    await postForm(t.app, '/api/admin/staff/save', { email: String(second.email), roles: 'owner' }, owner);
    const secondOwner = await login(t.app, second.email as string, second.password as string);
    const answers = await Promise.all([
      post('/api/admin/staff/save', { email: second.email, roles: ['support'] }, owner),
      post('/api/admin/staff/save', { email: 'admin@agora.test', roles: ['support'] }, secondOwner),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, ErrorCode.dataOperationFailed].sort());
    const owners = await t.app.db.selectFrom('staff_role').select('user_id').where('role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);
  });

  it('is the owner’s alone: other staff cannot list or save staff', async () => {
    const finance = await loginStaff(t.app, 'finance');
    expect((await get('/api/admin/staff/list', finance)).code).toBe(ErrorCode.noPermission);
    expect((await post('/api/admin/staff/save', { email: 'x@example.com', roles: ['owner'] }, finance)).code).toBe(ErrorCode.noPermission);
    expect((await get('/api/admin/staff/me', finance)).data.roles).toEqual(['finance']);
  });
});

import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { handoffUrl, hashHandoffCode } from './handoff';

describe('handoffUrl', () => {
  it('puts the code in the hash query of the seller centre or the admin console', () => {
    expect(handoffUrl('http://seller.shop.test', 'seller', 'abc')).toBe('http://seller.shop.test/#/?handoff=abc');
    expect(handoffUrl('https://seller.shop.test:8443', 'admin', 'abc')).toBe('https://admin.shop.test:8443/#/?handoff=abc');
    expect(handoffUrl('http://127.0.0.1:8080/#/seller', 'seller', 'a-b_c')).toBe('http://127.0.0.1:8080/#/seller?handoff=a-b_c');
    expect(handoffUrl('http://127.0.0.1:8080/#/seller', 'admin', 'abc')).toBe('http://127.0.0.1:8080/#/admin?handoff=abc');
  });
});

describe.each(dialects())('sign-in handoff on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function loggedIn(remember = 0) {
    const form = newBuyer();
    await postForm(t.app, '/api/customer/register/account', form);
    const login = (await postForm(t.app, '/api/customer/login/account', { email: form.email, password: form.password, remember })).json();
    return { token: login.data['access-token'] as string, userId: login.data.user.id as number };
  }

  const ask = (token: string, target: string) => postForm(t.app, '/api/customer/user/handoff', { target }, { 'access-token': token });
  const exchange = (code: string) => postForm(t.app, '/api/customer/login/handoff', { code });

  it('answers a code and the seller centre address carrying it; the code is stored only as its HMAC', async () => {
    const { token } = await loggedIn();
    const body = (await ask(token, 'seller')).json();
    expect(body.code).toBe(200);
    expect(body.data.code).toMatch(/^[\w-]{40,}$/);
    expect(body.data.url).toBe(`http://seller.localhost/#/?handoff=${body.data.code}`);
    const rows = await t.app.db.selectFrom('login_handoff').selectAll().execute();
    expect(rows.map((r) => r.code_hash)).toContain(hashHandoffCode(t.app.config.appSecret, body.data.code));
    expect(JSON.stringify(rows)).not.toContain(body.data.code);
  });

  it('answers the admin console address for target admin, and refuses another target', async () => {
    const { token } = await loggedIn();
    const admin = (await ask(token, 'admin')).json();
    expect(admin.data.url).toBe(`http://admin.localhost/#/?handoff=${admin.data.code}`);
    expect((await ask(token, 'wallet')).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'target' });
  });

  it('needs a session to ask for a code', async () => {
    expect((await postForm(t.app, '/api/customer/user/handoff', { target: 'seller' })).json().code).toBe(ErrorCode.tokenExpired);
  });

  it('exchanges a code once for a new session of the same user, in the login shape', async () => {
    const { token, userId } = await loggedIn();
    const { code } = (await ask(token, 'seller')).json().data;
    const first = (await exchange(code)).json();
    expect(first.code).toBe(200);
    expect(first.data.user.id).toBe(userId);
    expect(first.data['access-token']).not.toBe(token);
    expect(first.data).toHaveProperty('seller_url');
    expect(first.data).toHaveProperty('message_unread_count');
    const info = await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { 'access-token': first.data['access-token'] } });
    expect(info.json().data.user.id).toBe(userId);
    expect((await exchange(code)).json()).toMatchObject({ code: ErrorCode.invalidToken, data: null });
  });

  it('lets only one of two exchanges of one code at the same time succeed', async () => {
    const { token } = await loggedIn();
    const { code } = (await ask(token, 'seller')).json().data;
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    const codes = answers.map((a) => a.json().code as number).sort((a, b) => a - b);
    expect(codes).toEqual([200, ErrorCode.invalidToken, ErrorCode.invalidToken]);
  });

  it('refuses an unknown or expired code with 1000004', async () => {
    const { token } = await loggedIn();
    expect((await exchange('no-such-code')).json().code).toBe(ErrorCode.invalidToken);
    const { code } = (await ask(token, 'seller')).json().data;
    await t.app.db
      .updateTable('login_handoff')
      .set({ expires_at: isoIn(-1000) })
      .where('code_hash', '=', hashHandoffCode(t.app.config.appSecret, code))
      .execute();
    expect((await exchange(code)).json().code).toBe(ErrorCode.invalidToken);
  });

  it('keeps the code valid for 60 seconds', async () => {
    const { token } = await loggedIn();
    const before = Date.now();
    const { code } = (await ask(token, 'seller')).json().data;
    const row = await t.app.db
      .selectFrom('login_handoff')
      .select('expires_at')
      .where('code_hash', '=', hashHandoffCode(t.app.config.appSecret, code))
      .executeTakeFirstOrThrow();
    const ttl = Date.parse(row.expires_at) - before;
    expect(ttl).toBeGreaterThanOrEqual(59_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it('carries "remember me": the new session lasts as long as the one it came from', async () => {
    const { token } = await loggedIn(1);
    const { code } = (await ask(token, 'seller')).json().data;
    const session = (await exchange(code)).json().data;
    expect(Date.parse(session.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('refuses the code of an account disabled since with 2000017', async () => {
    const { token, userId } = await loggedIn();
    const { code } = (await ask(token, 'seller')).json().data;
    await t.app.db.updateTable('user').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect((await exchange(code)).json().code).toBe(ErrorCode.accountUnavailable);
  });

  it('refuses an empty code as a missing field', async () => {
    expect((await postForm(t.app, '/api/customer/login/handoff', {})).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'code' });
  });
});

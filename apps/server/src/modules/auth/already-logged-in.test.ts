import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { registerBuyer } from '../notices/test-notices';

describe.each(dialects())('logging in twice on one client on %s', (dialect) => {
  const t = useTestApp(dialect);
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    postForm(t.app, '/api/customer/login/account', { email, password }, headers).then((r) => r.json());

  it('answers 1100006 when the request carries a working token of the same account', async () => {
    const ann = await registerBuyer(t.app);
    const again = await login(ann.email, ann.password, ann.headers);
    expect(again).toMatchObject({ code: ErrorCode.alreadyLoggedIn, data: null });
    expect(again.message).toBeTruthy();
    const tokens = await t.app.db.selectFrom('access_token').select('id').where('user_id', '=', ann.id).execute();
    expect(tokens).toHaveLength(1);
  });

  it('logs in as usual with another account’s token, an unknown token, a logged-out token or none', async () => {
    const ann = await registerBuyer(t.app);
    const bob = await registerBuyer(t.app);
    expect((await login(ann.email, ann.password, bob.headers)).code).toBe(200);
    expect((await login(ann.email, ann.password, { 'access-token': 'not-a-token' })).code).toBe(200);
    const fresh = await login(ann.email, ann.password);
    expect(fresh.code).toBe(200);
    const headers = { 'access-token': fresh.data['access-token'] };
    await t.app.inject({ url: '/api/customer/user/logout', headers });
    expect((await login(ann.email, ann.password, headers)).code).toBe(200);
  });

  it('still refuses a wrong password first for an unknown email', async () => {
    const ann = await registerBuyer(t.app);
    expect((await login('nobody@example.test', 'whatever-pass', ann.headers)).code).toBe(ErrorCode.wrongCredentials);
  });
});

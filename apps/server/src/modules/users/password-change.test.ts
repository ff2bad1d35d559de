/**
 * Changing the password with `update_user`: the current password is required and checked, the new
 * one follows the registration rules, and the change ends the user's other sessions but not this one.
 */
import { ErrorCode } from '@agora/contract/errors';
import { MESSAGES } from '@agora/contract/messages/all';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';

describe.each(dialects())('password change on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function account() {
    const form = newBuyer();
    const body = (await postForm(t.app, '/api/customer/register/account', form)).json();
    return { form, userId: body.data.user.id as number, headers: { 'access-token': body.data['access-token'] as string } };
  }
  const login = async (email: string, password: string) => (await postForm(t.app, '/api/customer/login/account', { email, password })).json();
  const update = async (headers: Record<string, string>, body: Record<string, string>) =>
    (await postForm(t.app, '/api/customer/info/update_user', body, headers)).json();
  const info = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers })).json();

  it('refuses a wrong current password with 1100004 naming old_password, and keeps the old one', async () => {
    const { form, headers } = await account();
    const body = await update(headers, { old_password: 'not-my-password', password: 'brand-new-pass-9', confirm_password: 'brand-new-pass-9' });
    expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'old_password', reason: 'invalid' });
    expect((await login(form.email, form.password)).code).toBe(200);
    expect((await login(form.email, 'brand-new-pass-9')).code).toBe(ErrorCode.wrongCredentials);
  });

  it('needs the current password for a new one', async () => {
    const { headers } = await account();
    const body = await update(headers, { old_password: '', password: 'brand-new-pass-9', confirm_password: 'brand-new-pass-9' });
    expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'old_password', reason: 'required' });
  });

  it('refuses a confirmation that does not match, naming confirm_password', async () => {
    const { form, headers } = await account();
    const body = await update(headers, { old_password: form.password, password: 'brand-new-pass-9', confirm_password: 'brand-new-pass-8' });
    expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'confirm_password', reason: 'mismatch' });
  });

  it('refuses a common password, saying why in the reader language', async () => {
    const { form, headers } = await account();
    const body = (
      await postForm(
        t.app,
        '/api/customer/info/update_user',
        { old_password: form.password, password: 'Password123', confirm_password: 'Password123' },
        { ...headers, lang: 'th' },
      )
    ).json();
    expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'password', reason: 'commonPassword' });
    expect(body.message).toContain(MESSAGES.th.reasons.commonPassword);
  });

  it('refuses a new password shorter than the registration minimum', async () => {
    const { form, headers } = await account();
    const body = await update(headers, { old_password: form.password, password: 'x7$k', confirm_password: 'x7$k' });
    expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'password', reason: 'tooShort' });
  });

  it('writes nothing when the password part is refused, not even the other fields', async () => {
    const { headers } = await account();
    const body = await update(headers, {
      firstname: 'Should Not Stick',
      old_password: 'wrong-one-1',
      password: 'brand-new-pass-9',
      confirm_password: 'brand-new-pass-9',
    });
    expect(body.code).toBe(ErrorCode.accountDataWrong);
    expect((await info(headers)).data.user.firstname).toBe('Test Buyer');
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { form, headers } = await account();
    const other = await login(form.email, form.password);
    const otherHeaders = { 'access-token': other.data['access-token'] as string };
    expect((await info(otherHeaders)).code).toBe(200);

    const body = await update(headers, {
      firstname: 'Changed Too',
      old_password: form.password,
      password: 'brand-new-pass-9',
      confirm_password: 'brand-new-pass-9',
    });
    expect(body.code).toBe(200);
    expect(body.data.firstname).toBe('Changed Too');

    expect([ErrorCode.invalidToken, ErrorCode.tokenExpired]).toContain((await info(otherHeaders)).code);
    expect((await info(headers)).code).toBe(200);
    expect((await login(form.email, form.password)).code).toBe(ErrorCode.wrongCredentials);
    expect((await login(form.email, 'brand-new-pass-9')).code).toBe(200);
  });

  it("leaves other users' sessions alone", async () => {
    const me = await account();
    const someoneElse = await account();
    expect((await update(me.headers, { old_password: me.form.password, password: 'brand-new-pass-9', confirm_password: 'brand-new-pass-9' })).code).toBe(200);
    expect((await info(someoneElse.headers)).code).toBe(200);
  });

  it('answers shop_id: null for a buyer and the open shop for a seller', async () => {
    const { userId, headers } = await account();
    expect((await info(headers)).data.shop_id).toBeNull();
    const now = nowIso();
    const { id } = await t.app.db
      .insertInto('shop')
      .values({ user_id: userId, name: `Shop ${userId}`, status: 'active', commission_bps: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('user_role').values({ user_id: userId, role: 'seller' }).execute();
    const data = (await info(headers)).data;
    expect(data.shop_id).toBe(id);
    expect(data.user.roles).toContain('seller');
  });
});

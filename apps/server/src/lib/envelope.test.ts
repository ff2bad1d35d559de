import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../test/test-app';

// A failure about one field carries `field`, `reason` (a key of the messages' reasons) and the
// reason's `params`, so the web app can write its own sentence with its own label.
describe.each(dialects())('field errors in the envelope on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('names the field and why when a registered email registers again, message unchanged', async () => {
    const form = newBuyer();
    expect((await postForm(t.app, '/api/customer/register/account', form)).json().code).toBe(200);
    const again = await postForm(t.app, '/api/customer/register/account', { ...form, email: form.email.toUpperCase() }, { lang: 'jp' });
    const body = again.json();
    expect(body).toMatchObject({ code: ErrorCode.emailExists, data: null, field: 'email', reason: 'invalid' });
    expect(body).not.toHaveProperty('params');
    // Programs still read the server's message, in the lang header's language.
    expect(body.message).toContain('email');
    expect(body.message).not.toMatch(/^This email/);
  });

  it('answers a value over its bound with reason tooBig and the bound in params', async () => {
    const body = (await t.app.inject('/api/customer/product/get_new?page_size=500')).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'page_size', reason: 'tooBig', params: { max: 100 } });
  });

  it('answers a missing field with reason required and a short password with tooShort and its minimum', async () => {
    const missing = (await postForm(t.app, '/api/customer/login/account', { email: 'someone@example.test' })).json();
    expect(missing).toMatchObject({ code: ErrorCode.missingParameter, field: 'password', reason: 'required' });
    const short = (await postForm(t.app, '/api/customer/register/account', newBuyer({ password: 'short', confirm_password: 'short' }))).json();
    expect(short).toMatchObject({ code: ErrorCode.registerDataWrong, field: 'password', reason: 'tooShort' });
    expect(short.params.min).toBeGreaterThan(5);
  });

  it("gives a logged-in buyer's fifth compare item the limit as params", async () => {
    const headers = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    const ids = (await t.app.db.selectFrom('product').select('id').where('status', '=', 'on_sale').orderBy('id').limit(5).execute()).map((p) => p.id);
    for (const id of ids.slice(0, 4)) expect((await postForm(t.app, '/api/customer/compare/add', { product_id: id }, headers)).json().code).toBe(200);
    const fifth = (await postForm(t.app, '/api/customer/compare/add', { product_id: ids[4] as number }, headers)).json();
    expect(fifth).toMatchObject({ code: ErrorCode.invalidParameter, field: 'product_id', reason: 'tooBig', params: { max: 4 } });
  });

  it('names the address of a request refused before routing', async () => {
    const body = (await t.app.inject('/api/customer/product/detail/%ZZ')).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'url', reason: 'invalid' });
  });

  it('sends no field, reason or params when the failure is not about a field, nor on success', async () => {
    const wrong = (await postForm(t.app, '/api/customer/login/account', { email: 'nobody@example.test', password: 'whatever-1' })).json();
    expect(wrong.code).toBe(ErrorCode.wrongCredentials);
    for (const key of ['field', 'reason', 'params']) expect(wrong).not.toHaveProperty(key);
    const ok = (await t.app.inject('/api/customer/product/get_new?page_size=1')).json();
    expect(ok.code).toBe(200);
    for (const key of ['field', 'reason', 'params']) expect(ok).not.toHaveProperty(key);
  });
});

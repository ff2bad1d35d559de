import { ErrorCode } from '@agora/contract/errors';
import { MESSAGES } from '@agora/contract/messages/all';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from './test/test-app';

describe.each(dialects())('the app on %s', (dialect) => {
  const t = useTestApp(dialect, {}, (app) => {
    app.get('/api/test/fault', async () => {
      throw new Error('secret internal detail');
    });
  });

  it('answers health with a real database round trip', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, message: 'Success', data: { database: 'ok', dialect } });
  });

  it('answers in the lang header language and falls back to English for unknown ones', async () => {
    expect((await t.app.inject({ url: '/api/health', headers: { lang: 'zh' } })).json().message).toBe(MESSAGES.zh.codes[200]);
    expect(MESSAGES.zh.codes[200]).not.toBe(MESSAGES.en.codes[200]);
    expect((await t.app.inject({ url: '/api/health', headers: { lang: 'klingon' } })).json().message).toBe(MESSAGES.en.codes[200]);
  });

  it('answers an unknown API path with 404 and the envelope', async () => {
    const res = await t.app.inject('/api/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.routeNotFound, data: null });
  });

  it('hides an unexpected fault behind HTTP 500, a generic message and a request id', async () => {
    const res = await t.app.inject({ url: '/api/test/fault', headers: { lang: 'pt' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(ErrorCode.internalError);
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.request_id);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an address that is not valid percent-encoding with the envelope, naming it, in the lang header language', async () => {
    const res = await t.app.inject({ url: '/api/customer/product/detail/%ZZ', headers: { lang: 'es' } });
    expect(res.json()).toMatchObject({ code: ErrorCode.invalidParameter, data: null, field: 'url' });
    expect(res.json().message).toContain('url');
    expect(res.json().message).not.toBe((await t.app.inject('/api/customer/product/detail/%ZZ')).json().message);
  });

  it('answers a search term over 100 characters with 1000008 naming the term, not a router error', async () => {
    const body = (await t.app.inject(`/api/search/${'a'.repeat(150)}`)).json();
    expect(body).toMatchObject({ code: ErrorCode.invalidParameter, field: 'term' });
  });

  it('refuses an over-large body', async () => {
    const res = await postForm(t.app, '/api/customer/login/account', { email: 'a@b.c', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(ErrorCode.invalidParameter);
  });

  it('refuses malformed JSON with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login/account',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.json().code).toBe(ErrorCode.invalidParameter);
  });

  it('sends security headers and no CORS permission', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('documents every API route with its fields and codes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const paths = Object.keys(doc.paths);
    for (const route of [
      '/api/customer/register/account',
      '/api/customer/login/account',
      '/api/customer/user/logout',
      '/api/customer/info/get_userinfo',
      '/api/customer/info/update_user',
      '/api/customer/index/get_currency',
      '/api/customer/index/get_languages',
      '/api/customer/index/get_wallets',
      '/api/customer/index/store',
      '/api/customer/index/get-all-brand',
      '/api/customer/index/get-all-category',
      '/api/health',
    ]) {
      expect(paths).toContain(route);
    }
    const register = doc.paths['/api/customer/register/account'].post;
    expect(register.description).toContain('1100001');
    const fields = Object.keys(register.requestBody.content['application/json'].schema.properties);
    expect(fields).toEqual(expect.arrayContaining(['firstname', 'email', 'phone', 'password', 'confirm_password', 'agree', 'invitation_code']));
    const html = await t.app.inject('/api/docs/');
    expect(html.statusCode).toBe(200);
  });
});

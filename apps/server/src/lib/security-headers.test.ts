import { describe, expect, it } from 'vitest';
import { postForm, useTestApp } from '../test/test-app';

const login = async (app: Parameters<typeof postForm>[0]) =>
  (await postForm(app, '/api/customer/login/account', { email: 'buyer1@agora.test', password: 'Buyer#2026' })).json().data['access-token'] as string;

describe('security headers on plain http', () => {
  const t = useTestApp('sqlite');

  it('never sends HSTS when the mall is not on https, nor lets Stripe in without its Payment Element', async () => {
    const answer = await t.app.inject('/api/health');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('marks every answer to a logged-in request no-store, catalogue answers included', async () => {
    const token = await login(t.app);
    const headers = { 'access-token': token };
    expect((await t.app.inject({ url: '/api/customer/info/get_userinfo', headers })).headers['cache-control']).toBe('no-store');
    // Twice: once built, once from the catalogue cache.
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: '/api/customer/product/get_new', headers })).headers['cache-control']).toBe('no-store');
    // A guest's catalogue answer is public: revalidated with its ETag.
    expect((await t.app.inject('/api/customer/product/get_new')).headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers on https', () => {
  const t = useTestApp('sqlite', { PUBLIC_URL: 'https://shop.example.com' });

  it('sends HSTS for a year when PUBLIC_URL is https', async () => {
    expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

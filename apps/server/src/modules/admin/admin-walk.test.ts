/**
 * Every `/api/admin/*` route, however many modules add them later, refuses anyone but an admin:
 * a guest is asked to log in (1100003), a buyer and a seller get 1000403, and nothing is written.
 * The routes are read from the app's own OpenAPI document (built from every route registered),
 * so a new admin module is walked without touching this file.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, loginSeller } from '../shops/test-applicant';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The admin routes as [METHOD, path with every parameter filled in]. */
function adminRoutes(app: FastifyInstance): [string, string][] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method): [string, string] => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')]),
    );
}

describe.each(dialects())('the admin-only walk on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function call(method: string, url: string, headers: Record<string, string>) {
    const answer = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...(method === 'GET' ? {} : { payload: 'id=1&approve=1&reason=walk&shop_id=1&commission_bps=1' }),
    });
    return answer.json();
  }

  it('finds the admin routes, including the shop applications', () => {
    const routes = adminRoutes(t.app).map(([method, path]) => `${method} ${path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/shop/applications',
        'GET /api/admin/shop/applications/1',
        'POST /api/admin/shop/review',
        'POST /api/admin/shop/commission',
      ]),
    );
    // Each listed path is a route the router knows (OpenAPI writes `{id}` where Fastify has `:id`).
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const path of Object.keys(paths).filter((p) => p.startsWith('/api/admin/'))) {
      expect(t.app.hasRoute({ method: Object.keys(paths[path] ?? {})[0]?.toUpperCase() as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1') }), path).toBe(true);
    }
  });

  it('answers 1100003 to a guest, 1000403 to a buyer and a seller, on every admin route, and writes nothing', async () => {
    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    const seller = await loginSeller(t.app);
    const routes = adminRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const before = await t.app.db.selectFrom('shop_application').select(['id', 'status']).orderBy('id').execute();
    for (const [method, url] of routes) {
      expect(await call(method, url, {}), `${method} ${url} as a guest`).toMatchObject({ code: ErrorCode.tokenExpired, data: null });
      expect(await call(method, url, buyer), `${method} ${url} as a buyer`).toMatchObject({ code: ErrorCode.noPermission, data: null });
      expect(await call(method, url, seller), `${method} ${url} as a seller`).toMatchObject({ code: ErrorCode.noPermission, data: null });
      expect(await call(method, url, { 'access-token': 'not-a-token' }), `${method} ${url} with a made-up token`).toMatchObject({
        code: ErrorCode.invalidToken,
      });
    }
    expect(await t.app.db.selectFrom('shop_application').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
  });

  it('lets the admin through the same guard', async () => {
    const admin = await loginAdmin(t.app);
    expect((await call('GET', '/api/admin/shop/applications', admin)).code).toBe(200);
  });
});

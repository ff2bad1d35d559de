/**
 * Every `/api/admin/*` route, however many modules add them later, lets through exactly the staff
 * roles its OpenAPI description names ("Staff roles: owner, finance.") and refuses everyone else
 * before validation: a guest is asked to log in (1100003); a buyer, a seller and every other staff
 * role get 1000403; nothing is written. The routes and their roles are read from the app's own
 * OpenAPI document (built from every route registered), so a new admin module is walked without
 * touching this file.
 */
import { ErrorCode } from '@agora/contract/errors';
import { STAFF_ROLES, STAFF_ROLES_PATTERN, type StaffRole } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginSeller, loginStaff } from '../shops/test-applicant';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface AdminRoute {
  method: string;
  /** The path with every parameter filled in. */
  url: string;
  /** The staff roles the route's description names. */
  roles: StaffRole[];
}

function adminRoutes(app: FastifyInstance): AdminRoute[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, { description?: string }>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => {
        const named = STAFF_ROLES_PATTERN.exec(operations[method]?.description ?? '')?.[1] ?? '';
        return { method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), roles: named.split(', ').filter(Boolean) as StaffRole[] };
      }),
    );
}

describe.each(dialects())('the staff walk on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function call(method: string, url: string, headers: Record<string, string>, payload = 'id=1&approve=1&reason=walk&shop_id=1&commission_bps=1') {
    const answer = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...(method === 'GET' ? {} : { payload }),
    });
    // An export answers CSV, not the envelope: past the guard, its HTTP status stands for the code.
    if (!String(answer.headers['content-type']).startsWith('application/json')) return { code: answer.statusCode, data: answer.body };
    return answer.json() as { code: number; data: unknown };
  }

  it('finds the admin routes, each naming the owner and only known roles', () => {
    const routes = adminRoutes(t.app);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/shop/applications',
        'GET /api/admin/shop/applications/1',
        'POST /api/admin/shop/review',
        'GET /api/admin/staff/me',
      ]),
    );
    for (const route of routes) {
      expect(route.roles[0], `${route.method} ${route.url} names its staff roles`).toBe('owner');
      expect(STAFF_ROLES, `${route.method} ${route.url}`).toEqual(expect.arrayContaining(route.roles));
    }
    // Each listed path is a route the router knows (OpenAPI writes `{id}` where Fastify has `:id`).
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const path of Object.keys(paths).filter((p) => p.startsWith('/api/admin/'))) {
      expect(t.app.hasRoute({ method: Object.keys(paths[path] ?? {})[0]?.toUpperCase() as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1') }), path).toBe(true);
    }
  });

  it('answers 1100003 to a guest, 1000403 to a buyer, a seller and every staff role the route does not name, and writes nothing', async () => {
    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    const seller = await loginSeller(t.app);
    const staff = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await loginStaff(t.app, role)] as const)));
    const routes = adminRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const before = await t.app.db.selectFrom('shop_application').select(['id', 'status']).orderBy('id').execute();
    for (const { method, url, roles } of routes) {
      const where = `${method} ${url}`;
      expect(await call(method, url, {}), `${where} as a guest`).toMatchObject({ code: ErrorCode.tokenExpired, data: null });
      expect(await call(method, url, buyer), `${where} as a buyer`).toMatchObject({ code: ErrorCode.noPermission, data: null });
      expect(await call(method, url, seller), `${where} as a seller`).toMatchObject({ code: ErrorCode.noPermission, data: null });
      expect(await call(method, url, { 'access-token': 'not-a-token' }), `${where} with a made-up token`).toMatchObject({ code: ErrorCode.invalidToken });
      for (const role of STAFF_ROLES.filter((r) => !roles.includes(r)))
        expect(await call(method, url, staff[role] as Record<string, string>), `${where} as ${role}`).toMatchObject({
          code: ErrorCode.noPermission,
          data: null,
        });
    }
    expect(await t.app.db.selectFrom('shop_application').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
  });

  it('lets through every staff role the route names (an unknown id, so nothing is changed)', async () => {
    const staff = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await loginStaff(t.app, role)] as const)));
    for (const { method, url, roles } of adminRoutes(t.app))
      for (const role of roles) {
        const answer = await call(method, url.replace(/\/1(\/|$)/, '/999999$1'), staff[role] as Record<string, string>, 'id=999999');
        expect([ErrorCode.noPermission, ErrorCode.tokenExpired, ErrorCode.invalidToken], `${method} ${url} as ${role}`).not.toContain(answer.code);
      }
  });
});

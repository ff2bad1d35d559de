/**
 * Test people for the seller centre's tests: a seller with an open shop (registered through the
 * API, the shop written straight to the database, as approving an application would), the demo
 * admin, uploads owned by a user, and a valid product body.
 * @example const a = await newSeller(t.app); await t.app.inject({ url: '/api/seller/dashboard', headers: a.headers });
 */
import { randomBytes } from 'node:crypto';
import type { ProductSaveInput } from '@agora/contract/seller';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time';
import { newBuyer, postForm } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_PASSWORDS } from '../seed/accounts';

export interface TestSeller {
  userId: number;
  shopId: number;
  headers: Record<string, string>;
}

export async function newSeller(app: FastifyInstance, name = 'Test Shop'): Promise<TestSeller> {
  const body = (await postForm(app, '/api/customer/register/account', newBuyer())).json();
  const userId = body.data.user.id as number;
  const now = nowIso();
  const shop = await app.db
    .insertInto('shop')
    .values({ user_id: userId, name, status: 'active', commission_bps: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.insertInto('user_role').values({ user_id: userId, role: 'seller' }).execute();
  return { userId, shopId: shop.id, headers: { 'access-token': body.data['access-token'] } };
}

export async function adminHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const body = (await postForm(app, '/api/customer/login/account', { email: DEMO_ADMIN.email, password: DEMO_PASSWORDS.admin })).json();
  return { 'access-token': body.data['access-token'] };
}

/** Media rows owned by the user (the files need not exist: only ownership is checked). */
export async function uploadsOf(app: FastifyInstance, userId: number, count = 1): Promise<string[]> {
  const paths = Array.from({ length: count }, () => `upload/test/${randomBytes(6).toString('hex')}.webp`);
  await app.db
    .insertInto('media')
    .values(paths.map((path) => ({ user_id: userId, path, mime: 'image/webp', width: 800, height: 800, bytes: 1000, created_at: nowIso() })))
    .execute();
  return paths;
}

/** A leaf category of the demo tree. */
export async function leafCategory(app: FastifyInstance, skip = 0): Promise<number> {
  const row = await app.db.selectFrom('category').select('id').where('parent_id', 'is not', null).orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
  return row.id;
}

let skuCounter = 0;
/** A product body with two variants and the given pictures. */
export function productBody(categoryId: number, images: string[], overrides: Partial<ProductSaveInput> = {}): ProductSaveInput {
  skuCounter += 1;
  const tag = `${process.pid}-${skuCounter}`;
  return {
    category_id: categoryId,
    brand_id: null,
    name_en: `Quillon Lamp ${tag}`,
    name_es: `Lámpara Quillon ${tag}`,
    short_description_en: 'A small lamp',
    description_en: '<p>Bright <script>alert(1)</script>light</p>',
    images,
    variants: [
      { options: { Color: 'Black' }, price: 1500, market_price: 2000, stock: 10, sku: `QL-B-${tag}` },
      { options: { Color: 'White' }, price: 1700, market_price: 2000, stock: 3, sku: `QL-W-${tag}`, wholesale: [{ min_quantity: 5, price: 1600 }] },
    ],
    ...overrides,
  };
}

/** Sends JSON as the seller centre does. */
export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
}

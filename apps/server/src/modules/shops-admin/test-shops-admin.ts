/**
 * For the shops-admin tests: a seller with a product on sale (saved through the seller centre,
 * approved through the admin's review, as in the mall), and calls as the catalogue staff.
 * @example const { seller, id, name } = await productOnSale(t.app); await adminPost(t.app, '/api/admin/shop/suspend', { id: seller.shopId, reason: 'x' })
 */
import type { FastifyInstance } from 'fastify';
import { postForm } from '../../test/test-app';
import { leafCategory, newSeller, postJson, productBody, type TestSeller, uploadsOf } from '../seller/test-seller';
import { loginStaff } from '../shops/test-applicant';

let headers: Promise<Record<string, string>> | null = null;
let headersOf: FastifyInstance | null = null;
/** The catalogue staff member's session (one per app). */
export function catalogueHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  if (headersOf !== app || !headers) {
    headersOf = app;
    headers = loginStaff(app, 'catalogue');
  }
  return headers;
}

export async function adminPost(app: FastifyInstance, url: string, body: Record<string, string | number>) {
  return (await postForm(app, url, body, await catalogueHeaders(app))).json();
}

export async function adminGet(app: FastifyInstance, url: string) {
  return (await app.inject({ url, headers: await catalogueHeaders(app) })).json();
}

/** A product of `seller` (a new one by default), saved and approved: on sale. */
export async function productOnSale(app: FastifyInstance, given?: TestSeller, shopName = 'Moderated Shop') {
  const seller = given ?? (await newSeller(app, `${shopName} ${process.pid}-${Date.now()}`));
  const images = await uploadsOf(app, seller.userId, 1);
  const body = productBody(await leafCategory(app), images);
  const id = (await postJson(app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
  const approved = await adminPost(app, '/api/admin/product/review', { id, approve: 1 });
  if (approved.code !== 200) throw new Error(`approval failed: ${JSON.stringify(approved)}`);
  return { seller, id, name: body.name_en, body };
}

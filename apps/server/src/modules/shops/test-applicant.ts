/**
 * For tests: a new buyer (e-mail proved) with two uploaded ID pictures and a valid application form, and the demo
 * accounts' sessions (admin, a seller). Goes through the real routes, as a browser would.
 * @example const a = await newApplicant(app); await postForm(app, '/api/customer/user/applyseller', a.form, a.headers)
 */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@agora/contract/staff';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { newBuyer, postForm } from '../../test/test-app';
import { proveEmail } from '../account/test-account';
import { DEMO_ADMIN, DEMO_PASSWORDS, DEMO_STAFF } from '../seed/accounts';
import { demoShops } from '../seed/demo-catalog';

export type Headers = { 'access-token': string };

/** Uploads a small PNG as the user; answers its stored path. */
export async function uploadPicture(app: FastifyInstance, headers: Headers, colour = '#3366aa'): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const boundary = `----shops-test-${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = answer.json();
  if (body.code !== 200) throw new Error(`upload failed: ${answer.body}`);
  return body.data.path as string;
}

let shops = 0;

/** A fresh buyer (logged in) with two uploaded ID pictures and a form that applies with them. */
export async function newApplicant(app: FastifyInstance) {
  const registered = (await postForm(app, '/api/customer/register/account', newBuyer())).json().data;
  const headers: Headers = { 'access-token': registered['access-token'] };
  await proveEmail(app, registered.user.id);
  const [front, back] = [await uploadPicture(app, headers, '#2255aa'), await uploadPicture(app, headers, '#aa5522')];
  shops += 1;
  const form = {
    shop_name: `Test Shop ${process.pid}-${Date.now()}-${shops}`,
    contact: '+15551230000',
    email: registered.user.email as string,
    address: '12 Market Street, Springfield',
    description: 'Hand-made things',
    id_front_image: front,
    id_back_image: back,
  };
  return { userId: registered.user.id as number, headers, form };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<Headers> {
  const body = (await postForm(app, '/api/customer/login/account', { email, password })).json();
  if (body.code !== 200) throw new Error(`login failed for ${email}`);
  return { 'access-token': body.data['access-token'] };
}

export const loginAdmin = (app: FastifyInstance) => login(app, DEMO_ADMIN.email, DEMO_PASSWORDS.admin);
/** The demo's staff member holding `role` alone (the owner is the demo admin). */
export const loginStaff = (app: FastifyInstance, role: StaffRole) =>
  role === 'owner' ? loginAdmin(app) : login(app, (DEMO_STAFF.find((s) => s.role === role) as { email: string }).email, DEMO_PASSWORDS.staff);
export const loginSeller = (app: FastifyInstance) => login(app, (demoShops[0] as { owner: { email: string } }).owner.email, DEMO_PASSWORDS.seller);

/** Test helpers for the notices module: logged-in users and notices written as the modules write them. */
import type { FastifyInstance } from 'fastify';
import { newBuyer, postForm } from '../../test/test-app';
import { NoticeType, notify } from './notify';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  headers: { 'access-token': string };
}

/** A fresh buyer, registered through the API. */
export async function registerBuyer(app: FastifyInstance): Promise<TestUser> {
  const form = newBuyer();
  const data = (await postForm(app, '/api/customer/register/account', form)).json().data;
  return { id: data.user.id, email: form.email, password: form.password, headers: { 'access-token': data['access-token'] } };
}

/** Logs a (demo) account in; answers the token header. */
export async function logIn(app: FastifyInstance, email: string, password: string): Promise<{ 'access-token': string }> {
  const body = (await postForm(app, '/api/customer/login/account', { email, password })).json();
  if (body.code !== 200) throw new Error(`login ${email}: ${body.message}`);
  return { 'access-token': body.data['access-token'] };
}

/** Writes a product-approved notice for the user, as the review does. */
export const notifyApproved = (app: FastifyInstance, userId: number, product = 'Walnut desk') =>
  notify(app.db, { userId, type: NoticeType.productApplication, state: 1, template: 'productApproved', params: { product } });

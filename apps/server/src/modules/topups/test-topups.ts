/**
 * Test helpers for top-ups: a buyer with an upload to use as the voucher, a fresh transaction id,
 * a submission through the API, and a form POST over a real connection for the races.
 * @example const buyer = await voucherBuyer(t.app); await submit(t.app, buyer, { amount: 2500 });
 */
import type { FastifyInstance } from 'fastify';
import { postForm } from '../../test/test-app';
import { buyers } from '../checkout/test-checkout';
import { uploadsOf } from '../seller/test-seller';

export const WALLET = 'USDT-TRC20';

export interface VoucherBuyer {
  id: number;
  headers: Record<string, string>;
  voucher: string;
}

export async function voucherBuyers(app: FastifyInstance, count: number): Promise<VoucherBuyer[]> {
  const made = await buyers(app, count);
  return Promise.all(made.map(async (b) => ({ id: b.id, headers: b.headers, voucher: (await uploadsOf(app, b.id))[0] as string })));
}

let counter = 0;
export const newTxId = () => `tx-${process.pid}-${Date.now()}-${++counter}`;

export function submit(app: FastifyInstance, buyer: VoucherBuyer, fields: Record<string, string | number> = {}) {
  return postForm(
    app,
    '/api/customer/info/recharge',
    { wallet_code: WALLET, amount: 2500, transaction_id: newTxId(), voucher: buyer.voucher, ...fields },
    buyer.headers,
  ).then((r) => r.json());
}

/** A form POST over a real connection (the app must be listening), as concurrent clients send it. */
export function postOver(base: string, url: string, headers: Record<string, string>, fields: Record<string, string | number>) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);
}

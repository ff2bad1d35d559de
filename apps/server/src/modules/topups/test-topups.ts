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

/** ASCII as its full-width twin: 'Tx-1' → 'Ｔｘ－１'. */
export const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/**
 * The same transaction id as buyers retype it: other case, a zero-width space, full-width, spaces
 * inside (plain, no-break, ideographic), a soft hyphen and a word joiner. All one payment.
 */
export function sameIdVariants(txId: string): Record<string, string> {
  const half = Math.floor(txId.length / 2);
  return {
    'upper case': txId.toUpperCase(),
    'a zero-width space inside': `${txId.slice(0, half)}\u200B${txId.slice(half)}`,
    'full-width': fullWidth(txId),
    'spaces inside': txId
      .replace(/-/g, ' - ')
      .replace(/(\d)(\d)/, '$1\u00A0$2')
      .replace('tx', 't\u3000x'),
    'a soft hyphen and a word joiner': `\u2060${txId.slice(0, half)}\u00AD${txId.slice(half)}`,
  };
}

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

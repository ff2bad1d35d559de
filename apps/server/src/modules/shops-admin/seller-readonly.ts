/**
 * A suspended shop's seller centre is read-only: every GET still answers, so the seller can see
 * their shop, products, orders and the reason; a write answers 2000018 with the reason
 * `shopSuspended` (and the operator's reason in `params.reason`). What the shop already owes its
 * buyers stays allowed, so open orders can finish as on any real marketplace: shipping and
 * delivery updates, confirming cash on delivery, deciding refund requests and receiving returned
 * goods, and answering buyers' messages. Called by seller/seller-scope.ts for every seller route.
 * @example refuseWritesWhileSuspended(request, { status: 'suspended', suspended_reason: 'Counterfeits' }) // throws for POST /api/seller/product/save
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/** The writes a suspended shop may still make, by route (without query). */
export const WRITES_WHILE_SUSPENDED: readonly string[] = [
  '/api/seller/order/ship',
  '/api/seller/order/delivery',
  '/api/seller/order/paid',
  '/api/seller/refund/review',
  '/api/seller/refund/received-goods',
];
/** Routes under this prefix (conversations with buyers) stay open too. */
const CONVERSATIONS = '/api/seller/ticket/';

export function refuseWritesWhileSuspended(request: FastifyRequest, shop: { status: string; suspended_reason: string }): void {
  if (shop.status !== 'suspended' || request.method === 'GET' || request.method === 'HEAD') return;
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (WRITES_WHILE_SUSPENDED.includes(route) || route.startsWith(CONVERSATIONS)) return;
  throw new AppError(ErrorCode.dataOperationFailed, {}, { field: 'shop', reason: 'shopSuspended', params: { reason: shop.suspended_reason } });
}

/**
 * Test helpers for settling: a demo shop's line and its logged-in owner, orders placed and shipped
 * through the API as buyers and sellers do, and the ledger rows settling wrote for an order.
 */
import type { FastifyInstance } from 'fastify';
import { postForm } from '../../test/test-app';
import { type Buyer, buyNowOf, linesFromTwoShops, placeFor, type TestLine } from '../checkout/test-checkout';
import { logIn } from '../notices/test-notices';

export interface SellingShop {
  line: TestLine;
  ownerId: number;
  headers: Record<string, string>;
}

/** A demo shop (not `notShopId`) with a line on sale (1000 in stock) and its owner logged in. */
export async function sellingShop(app: FastifyInstance, notShopId?: number): Promise<SellingShop> {
  const [first, second] = await linesFromTwoShops(app, 1000);
  const line = first.shopId === notShopId ? second : first;
  const owner = await app.db
    .selectFrom('shop')
    .innerJoin('user', 'user.id', 'shop.user_id')
    .select(['user.id', 'user.email'])
    .where('shop.id', '=', line.shopId)
    .executeTakeFirstOrThrow();
  return { line, ownerId: owner.id, headers: await logIn(app, owner.email, 'Seller#2026') };
}

/** Places one order of `quantity` of the line; answers its id. */
export async function placeOrder(
  app: FastifyInstance,
  buyer: Buyer,
  line: TestLine,
  payment_method: 'wallet' | 'cod',
  extra: Record<string, string | number> = {},
): Promise<number> {
  const body = await placeFor(app, buyer, payment_method, { ...buyNowOf(line), ...extra });
  if (body.code !== 200) throw new Error(`place: ${body.message}`);
  return body.data.orders[0].id as number;
}

/** The shop ships the order (and, with `delivered`, marks it delivered). */
export async function ship(app: FastifyInstance, seller: Record<string, string>, id: number, delivered = false): Promise<void> {
  const shipped = (await postForm(app, '/api/seller/order/ship', { id, log_sn: `EARN-${id}`, arrival_method: 'DHL' }, seller)).json();
  if (shipped.code !== 200) throw new Error(`ship: ${shipped.message}`);
  if (delivered) await postForm(app, '/api/seller/order/delivery', { id, delivery_status: 'delivered' }, seller);
}

/** The ledger rows referencing the order, oldest first. */
export const orderLedger = (app: FastifyInstance, id: number) =>
  app.db
    .selectFrom('wallet_ledger')
    .select(['user_id', 'kind', 'amount'])
    .where('reference', '=', `order:${id}`)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, amount: Number(row.amount) })));

export const orderRow = (app: FastifyInstance, id: number) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

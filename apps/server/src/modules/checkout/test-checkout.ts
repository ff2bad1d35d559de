/**
 * Test helpers for buying: many buyers at once (rows and sessions written as registration and
 * login write them, without a password hash per buyer), money in their wallets through the
 * ledger, an address, products on sale from two shops with a known stock, and placing an order.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import { postForm } from '../../test/test-app';
import { insertToken, insertUser } from '../auth/queries';
import { hashToken, newToken } from '../auth/tokens';
import { postAdjustment } from '../books/wallet-entries';
import { givePin, TEST_PIN } from '../wallet/test-pin';

export interface Buyer {
  id: number;
  headers: { 'access-token': string };
  addressId: number;
}

/** `count` buyers, each logged in, with `balance` cents and one default address. */
export async function buyers(app: FastifyInstance, count: number, balance = 0): Promise<Buyer[]> {
  const now = nowIso();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  return inTransaction(app.db, async (trx) => {
    const made: Buyer[] = [];
    for (let i = 0; i < count; i++) {
      const tag = randomBytes(6).toString('hex');
      const id = await insertUser(
        trx,
        {
          firstname: `Racer ${tag}`,
          email: `racer-${tag}@example.test`,
          phone: '+15551234567',
          // Not a usable hash: these buyers never log in with a password.
          password_hash: 'x',
          invitation_code: tag.toUpperCase(),
          created_at: now,
          updated_at: now,
        },
        ['buyer'],
      );
      const token = newToken();
      await insertToken(trx, { user_id: id, token_hash: hashToken(token), remember: 0, expires_at: expires, created_at: now });
      if (balance) await postAdjustment(trx, { userId: id, amount: balance, remark: 'test', createdBy: null });
      const address = await trx
        .insertInto('address')
        .values({
          user_id: id,
          first_name: `Racer ${tag}`,
          email: `racer-${tag}@example.test`,
          phone: '+15551234567',
          country: 'TH',
          state: '10',
          city: 'Bangkok',
          postcode: '10110',
          address: '1 Sukhumvit Road',
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every test buyer has the wallet PIN (wallet/test-pin.ts), as paying from the wallet asks for it.
      await givePin(trx, id);
      made.push({ id, headers: { 'access-token': token }, addressId: address.id });
    }
    return made;
  });
}

export interface TestLine {
  productId: number;
  variantId: number;
  shopId: number;
  price: number;
}

/** One variant on sale from each of two different shops, with no deal or wholesale tier, each given `stock`. */
export async function linesFromTwoShops(app: FastifyInstance, stock: number): Promise<[TestLine, TestLine]> {
  const rows = await app.db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .select(['product.id as productId', 'product_variant.id as variantId', 'product.shop_id as shopId', 'product_variant.price'])
    .where('product.status', '=', 'on_sale')
    .where('product_variant.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('variant_id'))
    .where('product_variant.id', 'not in', (eb) => eb.selectFrom('product_wholesale').select('variant_id'))
    .orderBy('product_variant.id')
    .execute();
  const first = rows[0] as TestLine;
  const second = rows.find((row) => row.shopId !== first.shopId) as TestLine;
  for (const line of [first, second]) await setStock(app, line.variantId, stock);
  return [first, second];
}

export async function setStock(app: FastifyInstance, variantId: number, stock: number): Promise<void> {
  await app.db.updateTable('product_variant').set({ stock }).where('id', '=', variantId).execute();
}

export const stockOf = async (app: FastifyInstance, variantId: number) =>
  (await app.db.selectFrom('product_variant').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;

export const balanceOfUser = async (app: FastifyInstance, userId: number) =>
  (await app.db.selectFrom('wallet').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

/** Puts `quantity` of the line in the buyer's cart, as adding to the cart would; answers the cart line's id. */
export async function addToCart(app: FastifyInstance, buyer: Buyer, line: TestLine, quantity = 1): Promise<number> {
  const row = await app.db
    .insertInto('cart_item')
    .values({ user_id: buyer.id, product_id: line.productId, variant_id: line.variantId, quantity, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let placed = 0;

/** A key no other placing in this test run has used. */
export const newIdempotencyKey = () => `place-${process.pid}-${Date.now()}-${++placed}`;

/** The "buy now" fields for `quantity` of one line, as the product page sends them. */
export const buyNowOf = (line: TestLine, quantity = 1) => ({ product_id: line.productId, variant_id: line.variantId, quantity });

/**
 * Places the buyer's order through `POST /api/checkout/onepage/place`, agreed, to the buyer's
 * address, with a fresh idempotency key and, paying from the wallet, the test PIN (each
 * overridable in `fields`); answers the envelope.
 * @example const body = await placeFor(t.app, buyer, 'cod', buyNowOf(line, 2)); body.data.orders[0].id
 */
export async function placeFor(app: FastifyInstance, buyer: Buyer, payment_method: string, fields: Record<string, string | number>) {
  const pin: Record<string, string> = payment_method === 'wallet' ? { pin: TEST_PIN } : {};
  const body = { address_id: buyer.addressId, payment_method, agree: 1, idempotency_key: newIdempotencyKey(), ...pin, ...fields };
  return (await postForm(app, '/api/checkout/onepage/place', body, buyer.headers)).json();
}

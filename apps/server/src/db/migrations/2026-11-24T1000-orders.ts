/**
 * Buying: addresses, the cart's selection, wallets and their ledger, shipping options, coupons,
 * checkouts, orders split by shop with their lines, and card payments. Frozen once merged.
 *
 * - Money is integer US cents. `wallet.balance` and `wallet.frozen` never go below zero (checks),
 *   and change only together with a `wallet_ledger` row in the same transaction: `amount` is
 *   signed (income > 0, expense < 0), `balance_after` the balance it left.
 * - `checkout` is one placement: its `idempotency_key` is unique per user, so the same key sent
 *   twice finds the first checkout's orders instead of charging again.
 * - `orders` (`order` is an SQL keyword) keep what they were sold at: the address, prices, the
 *   shop's commission rate, shipping and tax are copied, so later edits never change them.
 *   Times: `pay_time` paid, `deliver_time` shipped, `delivery_time` delivered, `success_time`
 *   completed (receipt confirmed), `cancel_time` cancelled.
 * - `coupon.shop_id` null is the mall's. `claimed` and `used` only grow by conditional updates
 *   (`claimed < quantity`); `coupon_claim` is one buyer's claim, spent by one order (a shop's
 *   coupon) or one checkout (the mall's). `orders.discount` is all that was taken off the order,
 *   `mall_discount` the mall coupon's share of it (the mall pays that part, not the seller).
 * - `card_payment` keeps what the provider answered (its reference, brand, last four digits),
 *   never the card's number or code.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);
  const money = (name: string, table: ReturnType<Kysely<any>['schema']['createTable']>) => table.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));

  await db.schema
    .createTable('address')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('address_user_idx').on('address').columns(['user_id', 'is_default']).execute();

  await db.schema
    .alterTable('cart_item')
    .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('wallet')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('frozen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('wallet_balance_check', sql`balance >= 0`)
    .addCheckConstraint('wallet_frozen_check', sql`frozen >= 0`)
    .execute();

  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('frozen_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_ledger_user_idx').on('wallet_ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('shipping_option')
    .addColumn('id', idType, id)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // Names as the seller wrote them per language (JSON, `en` the fallback).
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('free_above', 'bigint')
    .addColumn('days_min', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('days_max', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('shipping_option_shop_code_uq').on('shipping_option').columns(['shop_id', 'code']).unique().execute();

  await db.schema
    .createTable('coupon')
    .addColumn('id', idType, id)
    .addColumn('shop_id', 'integer', (c) => c.references('shop.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Cents off (`amount`) or basis points off (`percent`, 1000 = 10 %).
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('max_discount', 'bigint')
    .addColumn('min_spend', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('coupon_claimed_check', sql`claimed <= quantity and used <= claimed`)
    .execute();
  await db.schema.createIndex('coupon_shop_idx').on('coupon').columns(['shop_id', 'ends_at']).execute();

  await db.schema
    .createTable('coupon_claim')
    .addColumn('id', idType, id)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupon.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // Spent: on `order_id` (a shop's coupon) or across `checkout_id`'s orders (the mall's).
    .addColumn('order_id', 'integer')
    .addColumn('checkout_id', 'integer')
    .addColumn('used_at', 'text')
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_claim_uq').on('coupon_claim').columns(['coupon_id', 'user_id']).unique().execute();
  await db.schema.createIndex('coupon_claim_user_idx').on('coupon_claim').columns(['user_id', 'used_at']).execute();

  await db.schema
    .createTable('checkout')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('checkout_key_uq').on('checkout').columns(['user_id', 'idempotency_key']).unique().execute();

  let orders = db.schema
    .createTable('orders')
    .addColumn('id', idType, id)
    .addColumn('order_sn', 'text', (c) => c.notNull().unique())
    .addColumn('checkout_id', 'integer', (c) => c.notNull().references('checkout.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid'))
    .addColumn('delivery_status', 'text', (c) => c.notNull().defaultTo('to_ship'))
    .addColumn('num', 'integer', (c) => c.notNull());
  for (const column of ['subtotal', 'shipping_fee', 'tax', 'discount', 'mall_discount', 'actual_pay', 'commission']) orders = money(column, orders);
  await orders
    .addColumn('shipping_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('shipping_days_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_days_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arrival_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('log_sn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pay_time', 'text')
    .addColumn('deliver_time', 'text')
    .addColumn('delivery_time', 'text')
    .addColumn('success_time', 'text')
    .addColumn('cancel_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_shop_idx').on('orders').columns(['shop_id', 'id']).execute();
  // The seller dashboard's sales per day.
  await db.schema.createIndex('orders_shop_paid_idx').on('orders').columns(['shop_id', 'pay_time']).execute();
  await db.schema.createIndex('orders_checkout_idx').on('orders').columns(['checkout_id']).execute();
  // The background sweeps: unpaid card orders past their time, shipped orders past theirs.
  await db.schema.createIndex('orders_unpaid_idx').on('orders').columns(['payment_status', 'payment_method', 'created_at']).execute();
  await db.schema.createIndex('orders_shipped_idx').on('orders').columns(['delivery_status', 'deliver_time']).execute();

  await db.schema
    .createTable('order_item')
    .addColumn('id', idType, id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    // The product's names per language when sold (JSON), so the order reads in the buyer's language.
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('deal_item_id', 'integer')
    .addColumn('commented', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_item_order_idx').on('order_item').columns(['order_id']).execute();

  await db.schema
    .createTable('card_payment')
    .addColumn('id', idType, id)
    .addColumn('checkout_id', 'integer', (c) => c.notNull().references('checkout.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
    // The orders this attempt paid for (JSON ids): a checkout's or one order's later payment.
    .addColumn('order_ids', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last4', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_payment_ref_idx').on('card_payment').columns(['provider', 'provider_ref']).execute();
  await db.schema.createIndex('card_payment_checkout_idx').on('card_payment').columns(['checkout_id']).execute();

  // A review of an order's line may carry the buyer's pictures (JSON list of upload paths).
  await db.schema
    .alterTable('review')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['card_payment', 'order_item', 'orders', 'checkout', 'coupon_claim', 'coupon', 'shipping_option', 'wallet_ledger', 'wallet', 'address']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('cart_item').dropColumn('selected').execute();
}

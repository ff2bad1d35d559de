/**
 * Kysely only: what the account's download and deletion read and write. Both concern every table
 * that holds the user's data, so this file reads other modules' tables directly (as users/queries
 * reads `media`): a download or an erasure that went through twenty services would be twenty
 * places to forget one.
 */
import type { Executor } from '../../db/database';

const num = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** Orders neither completed nor cancelled. */
export const countOpenOrders = async (db: Executor, userId: number) =>
  num(
    await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('delivery_status', 'not in', ['completed', 'cancelled'])
      .executeTakeFirst(),
  );

/** Refund and return requests still being decided. */
export const countOpenRefunds = async (db: Executor, userId: number) =>
  num(
    await db
      .selectFrom('refund_request')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('state', 'in', ['pending', 'awaiting_goods', 'goods_sent', 'escalated'])
      .executeTakeFirst(),
  );

export const countPending = async (db: Executor, table: 'recharge' | 'withdrawal', userId: number) =>
  num(
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('state', '=', 'pending')
      .executeTakeFirst(),
  );

export const walletOf = (db: Executor, userId: number) =>
  db.selectFrom('wallet').select(['balance', 'frozen']).where('user_id', '=', userId).executeTakeFirst();

/** The user's shop unless the operator refused it: open, waiting or suspended, it has obligations. */
export const ownShop = (db: Executor, userId: number) =>
  db.selectFrom('shop').select(['id', 'name', 'status']).where('user_id', '=', userId).where('status', '!=', 'rejected').executeTakeFirst();

/** The export's reads: the user's own rows, with only the columns that are the user's to see. */
export const exportReads = {
  user: (db: Executor, userId: number) =>
    db
      .selectFrom('user')
      .select(['id', 'firstname', 'email', 'email_verified', 'phone', 'phone_verified', 'avatar', 'invitation_code', 'lang', 'created_at', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  addresses: (db: Executor, userId: number) =>
    db
      .selectFrom('address')
      .select(['id', 'first_name', 'email', 'phone', 'country', 'state', 'city', 'postcode', 'address', 'is_default', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  orders: (db: Executor, userId: number) =>
    db
      .selectFrom('orders')
      .innerJoin('shop', 'shop.id', 'orders.shop_id')
      .select([
        'orders.id',
        'orders.order_sn',
        'shop.name as shop_name',
        'orders.payment_method',
        'orders.payment_status',
        'orders.delivery_status',
        'orders.subtotal',
        'orders.shipping_fee',
        'orders.tax',
        'orders.discount',
        'orders.mall_discount',
        'orders.actual_pay',
        'orders.refunded_amount',
        'orders.shipping_names',
        'orders.log_sn',
        'orders.remark',
        'orders.customer_name',
        'orders.email',
        'orders.phone',
        'orders.country',
        'orders.state',
        'orders.city',
        'orders.postcode',
        'orders.address',
        'orders.created_at',
        'orders.pay_time',
        'orders.deliver_time',
        'orders.delivery_time',
        'orders.success_time',
        'orders.cancel_time',
      ])
      .where('orders.user_id', '=', userId)
      .orderBy('orders.id')
      .execute(),
  orderItems: (db: Executor, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('order_item')
          .select(['order_id', 'product_id', 'sku', 'names', 'options', 'price', 'quantity'])
          .where('order_id', 'in', orderIds)
          .orderBy('id')
          .execute(),
  refunds: (db: Executor, userId: number) =>
    db
      .selectFrom('refund_request')
      .select(['id', 'order_id', 'type', 'quantity', 'amount', 'reason', 'description', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  reviews: (db: Executor, userId: number) =>
    db
      .selectFrom('review')
      .select(['id', 'product_id', 'rating', 'comment', 'images', 'hidden', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ledger: (db: Executor, userId: number) =>
    db
      .selectFrom('wallet_ledger')
      .select(['id', 'kind', 'amount', 'balance_after', 'frozen_change', 'frozen_after', 'reference', 'remark', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  topups: (db: Executor, userId: number) =>
    db
      .selectFrom('recharge')
      .select(['id', 'wallet_name', 'amount', 'actual_amount', 'transaction_id', 'state', 'remark', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  withdrawals: (db: Executor, userId: number) =>
    db
      .selectFrom('withdrawal')
      .select(['id', 'amount', 'fee', 'method', 'destination', 'state', 'remark', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  tickets: (db: Executor, userId: number) =>
    db
      .selectFrom('ticket')
      .select(['id', 'shop_id', 'order_id', 'subject', 'state', 'created_at', 'closed_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  /** The conversations' messages, without who on the shop's or mall's side wrote them. */
  ticketMessages: (db: Executor, ticketIds: number[]) =>
    ticketIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('ticket_message')
          .select(['ticket_id', 'side', 'body', 'images', 'created_at'])
          .where('ticket_id', 'in', ticketIds)
          .orderBy('id')
          .execute(),
  wishlist: (db: Executor, userId: number) =>
    db.selectFrom('wishlist_item').select(['product_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
};

/**
 * Erases the user's personal data and closes the account: the row keeps its id (orders, ledger and
 * journal refer to it, and the books keep them), with name, phone, photo and password gone and the
 * address replaced by `deleted-<id>@invalid`; address book, payment details, codes, sessions, sign-in
 * records, cart, wishlist and newsletter subscription are removed.
 */
export async function anonymiseUser(db: Executor, user: { id: number; email: string }, now: string): Promise<void> {
  await db
    .updateTable('user')
    .set({
      firstname: '',
      email: `deleted-${user.id}@invalid`,
      email_verified: '',
      phone: '',
      phone_verified: '',
      avatar: '',
      password_hash: '',
      status: 'disabled',
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute();
  for (const table of [
    'address',
    'payment_settings',
    'access_token',
    'password_reset',
    'phone_code',
    'email_code',
    'sign_in',
    'login_failure',
    'login_streak',
    'cart_item',
    'wishlist_item',
    'compare_item',
  ] as const)
    await db.deleteFrom(table).where('user_id', '=', user.id).execute();
  await db.deleteFrom('newsletter_subscriber').where('email', '=', user.email).execute();
}

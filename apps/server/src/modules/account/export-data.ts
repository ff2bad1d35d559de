/**
 * The user's data as one JSON document (`GET /customer/info/export_data`): profile, address book,
 * orders with their lines, refund requests, reviews, wallet (balance, ledger, top-ups, withdrawals),
 * support conversations and wishlist. Only the user's own rows and only what is theirs to see: no
 * password hash or codes, no staff or other buyers' ids, payout details masked as the API shows them.
 * @example const doc = await exportData(db, userId) // { exported_at, profile: {…}, orders: [{ order_sn, items: […] }], … }
 */
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { exportReads as read, walletOf } from './queries';

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export async function exportData(db: Db, userId: number) {
  const user = await read.user(db, userId);
  const [addresses, orders, refunds, reviews, wallet, ledger, topups, withdrawals, tickets, wishlist] = await Promise.all([
    read.addresses(db, userId),
    read.orders(db, userId),
    read.refunds(db, userId),
    read.reviews(db, userId),
    walletOf(db, userId),
    read.ledger(db, userId),
    read.topups(db, userId),
    read.withdrawals(db, userId),
    read.tickets(db, userId),
    read.wishlist(db, userId),
  ]);
  const [items, messages] = await Promise.all([
    read.orderItems(
      db,
      orders.map((o) => o.id),
    ),
    read.ticketMessages(
      db,
      tickets.map((t) => t.id),
    ),
  ]);
  const { email_verified, phone_verified, ...profile } = user;
  return {
    exported_at: nowIso(),
    /** Amounts are integer US cents. */
    money_unit: 'USD cents',
    profile: {
      ...profile,
      email_verified: email_verified !== '' && email_verified === user.email,
      phone_verified: phone_verified !== '' && phone_verified === user.phone,
    },
    addresses,
    orders: orders.map((order) => ({
      ...order,
      items: items
        .filter((i) => i.order_id === order.id)
        .map(({ order_id, names, options, ...item }) => ({ ...item, names: parsed(names), options: parsed(options) })),
    })),
    refunds,
    reviews: reviews.map((review) => ({ ...review, images: parsed(review.images) })),
    wallet: {
      balance: wallet?.balance ?? 0,
      frozen: wallet?.frozen ?? 0,
      transactions: ledger,
      top_ups: topups,
      withdrawals: withdrawals.map((w) => ({ ...w, destination: parsed(w.destination) })),
    },
    tickets: tickets.map((ticket) => ({
      ...ticket,
      messages: messages.filter((m) => m.ticket_id === ticket.id).map(({ ticket_id, images, ...m }) => ({ ...m, images: parsed(images) })),
    })),
    wishlist,
  };
}

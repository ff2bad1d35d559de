/**
 * One order as an operator sees it: the order with its lines and address, the buyer, where a
 * cancelled order's money is, its refund requests, its timeline (its own timestamps, refund
 * requests and the operators' record, oldest first), the operators' notes, and every journal entry
 * that moved its money with the postings that name it.
 */

import type { Lang } from '@agora/contract/locale';
import type { AdminOrderDetail, OrderNote } from '@agora/contract/orders-admin';
import type { Executor } from '../../db/database';
import { checkoutSettings } from '../checkout/settings';
import { findOrder, type OrderRow, SHIPPED } from '../orders/queries';
import { itemsShown, orderView } from '../orders/view';

export async function notesOf(db: Executor, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .selectFrom('order_note')
    .leftJoin('user', 'user.id', 'order_note.author_id')
    .select(['order_note.id', 'order_note.kind', 'order_note.body', 'order_note.created_at', 'user.id as author_id', 'user.firstname', 'user.email'])
    .where('order_note.order_id', '=', orderId)
    .orderBy('order_note.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    created_at: row.created_at,
    author: row.author_id === null ? null : { id: row.author_id, firstname: row.firstname ?? '', email: row.email ?? '' },
  }));
}

async function ledgerOf(db: Executor, orderId: number): Promise<AdminOrderDetail['ledger']> {
  const rows = await db
    .selectFrom('posting')
    .innerJoin('journal_entry', 'journal_entry.id', 'posting.entry_id')
    .select([
      'journal_entry.id',
      'journal_entry.reference',
      'journal_entry.kind',
      'journal_entry.created_at',
      'posting.account',
      'posting.type',
      'posting.amount',
    ])
    .where('posting.order_id', '=', orderId)
    .orderBy('journal_entry.id')
    .orderBy('posting.id')
    .execute();
  const entries: AdminOrderDetail['ledger'] = [];
  for (const row of rows) {
    let entry = entries.at(-1);
    if (entry?.id !== row.id) {
      entry = { id: row.id, reference: row.reference, kind: row.kind, created_at: row.created_at, postings: [] };
      entries.push(entry);
    }
    entry.postings.push({ account: row.account, type: row.type, amount: Number(row.amount) });
  }
  return entries;
}

function moneyBack(row: OrderRow, ledger: AdminOrderDetail['ledger']): AdminOrderDetail['money_back'] {
  if (row.delivery_status !== 'cancelled' || row.payment_status !== 'paid' || row.payment_method === 'cod') return null;
  const amount = Number(row.actual_pay);
  if (row.payment_method === 'wallet') return { amount, to: 'wallet', state: 'done' };
  const returned = ledger.some((entry) => entry.reference === `card-returned:cancel:order:${row.id}`);
  return { amount, to: 'card', state: returned ? 'done' : row.card_refund_failed ? 'failed' : 'owed' };
}

function timelineOf(row: OrderRow, notes: OrderNote[], refunds: AdminOrderDetail['refunds']): AdminOrderDetail['timeline'] {
  const events: AdminOrderDetail['timeline'] = [];
  const add = (at: string | null, kind: AdminOrderDetail['timeline'][number]['kind'], text = '', author: string | null = null) => {
    if (at) events.push({ at, kind, text, author });
  };
  add(row.created_at, 'placed', row.remark);
  add(row.pay_time, 'paid', row.payment_method);
  add(row.deliver_time, 'shipped', [row.arrival_method, row.log_sn].filter(Boolean).join(' '));
  add(row.delivery_time, 'delivered');
  add(row.success_time, 'completed');
  const mallCancelled = notes.some((note) => note.kind === 'cancel');
  if (!mallCancelled) add(row.cancel_time, 'cancelled', row.cancel_remark);
  add(row.settled_at, 'settled');
  for (const refund of refunds) add(refund.created_at, 'refund', `${refund.type} #${refund.id}: ${refund.state}`);
  const kinds = { note: 'note', cancel: 'mall_cancel', deliver: 'mall_deliver' } as const;
  for (const note of notes) add(note.created_at, kinds[note.kind], note.body, note.author?.firstname ?? null);
  // Oldest first; at the same moment, in the order added (the order's own steps before the notes).
  return events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.i - b.i)
    .map(({ event }) => event);
}

/** The order's detail for the console, or null when there is no such order. */
export async function adminOrderDetail(db: Executor, lang: Lang, id: number): Promise<AdminOrderDetail | null> {
  const row = await findOrder(db, id);
  if (!row) return null;
  const [items, buyer, notes, ledger, refunds, settings] = await Promise.all([
    itemsShown(db, [row.id], lang),
    db.selectFrom('user').select(['id', 'email', 'firstname']).where('id', '=', row.user_id).executeTakeFirstOrThrow(),
    notesOf(db, row.id),
    ledgerOf(db, row.id),
    db.selectFrom('refund_request').select(['id', 'type', 'state', 'amount', 'created_at']).where('order_id', '=', row.id).orderBy('id').execute(),
    checkoutSettings(db),
  ]);
  const refundList = refunds.map((refund) => ({ ...refund, amount: Number(refund.amount) }));
  const refunded = Number(row.refunded_amount);
  return {
    order: orderView(row, items, lang, settings.card_pay_minutes),
    buyer,
    card_refund_failed: Boolean(row.card_refund_failed),
    settled_at: row.settled_at,
    refunded_amount: refunded,
    money_back: moneyBack(row, ledger),
    refunds: refundList,
    timeline: timelineOf(row, notes, refundList),
    notes,
    ledger,
    actions: { cancel: row.delivery_status === 'to_ship' && refunded === 0, deliver: SHIPPED.includes(row.delivery_status) },
  };
}

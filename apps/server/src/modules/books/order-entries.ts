/**
 * An order's money in the books. Paying an order puts what the buyer paid into the shop's clearing
 * (its sale: goods less the shop's coupon, plus shipping), the tax to remit, and the mall's coupon
 * (the mall's expense makes up what the buyer did not pay); cancelling a paid order takes the same
 * back out to where the money came from. Settling and refunds move the clearing on
 * (earnings/settle-order.ts, refunds/pay-back.ts). Every posting names its order, so the audit
 * follows each order's money from the buyer to the seller, the mall and back.
 */
import type { Executor } from '../../db/database';
import type { Result } from '../../lib/errors';
import { saleOf } from '../earnings/amounts';
import { accounts } from './accounts';
import { type Posted, type Posting, post } from './journal';

export interface OrderMoneyRow {
  id: number;
  shop_id: number;
  subtotal: number;
  discount: number;
  mall_discount: number;
  shipping_fee: number;
  tax: number;
  actual_pay: number;
}

const MONEY = ['subtotal', 'discount', 'mall_discount', 'shipping_fee', 'tax', 'actual_pay', 'commission'] as const;
type Money = (typeof MONEY)[number];

/** The row with its money columns as numbers (PostgreSQL answers bigint columns as strings). */
export function orderMoney<T extends Partial<Record<Money, number | string>>>(row: T): Omit<T, Money> & { [K in Money & keyof T]: number } {
  const out: Record<string, unknown> = { ...row };
  for (const column of MONEY) if (column in row) out[column] = Number(row[column]);
  return out as Omit<T, Money> & { [K in Money & keyof T]: number };
}

/** Where a payment came from, or where a cancelled order's money goes back to. */
export type MoneySource = { wallet: { userId: number; reference: string } } | 'card' | 'cod';

/** What paying `order` puts into the books (they sum to its `actual_pay`). */
export function orderShares(order: OrderMoneyRow, sign: 1 | -1 = 1): Posting[] {
  const sale = saleOf({ ...order, commission: 0 });
  return [
    { account: accounts.shopPending(order.shop_id), amount: sign * sale, orderId: order.id },
    { account: accounts.tax, amount: sign * order.tax, orderId: order.id },
    { account: accounts.coupons, amount: -sign * order.mall_discount, orderId: order.id },
  ];
}

/** Pays the orders from one source in one entry; a wallet short of their total refuses with 2000022. */
export function postPayment(trx: Executor, reference: string, source: MoneySource, orders: OrderMoneyRow[]): Promise<Result<Posted>> {
  const total = orders.reduce((sum, order) => sum + order.actual_pay, 0);
  const shares = orders.flatMap((order) => orderShares(order));
  if (typeof source === 'object') {
    return post(trx, {
      reference,
      kind: 'payment',
      wallets: [
        {
          userId: source.wallet.userId,
          amount: -total,
          kind: 'order_payment',
          reference: source.wallet.reference,
          orders: orders.map((order) => ({ orderId: order.id, amount: -order.actual_pay })),
        },
      ],
      postings: shares,
    });
  }
  const from = (order: OrderMoneyRow) => (source === 'card' ? accounts.card : accounts.shopCod(order.shop_id));
  return post(trx, {
    reference,
    kind: 'payment',
    postings: [...orders.map((order) => ({ account: from(order), amount: -order.actual_pay, orderId: order.id })), ...shares],
  });
}

/** A paid order cancelled whole: its money leaves the clearing, tax and coupon, back to the wallet or owed back to the card. */
export function postCancellation(trx: Executor, order: OrderMoneyRow & { user_id: number }, paidBy: 'wallet' | 'card'): Promise<Result<Posted>> {
  const reference = `cancel:order:${order.id}`;
  const shares = orderShares(order, -1);
  if (paidBy === 'wallet') {
    return post(trx, {
      reference,
      kind: 'cancellation',
      wallets: [{ userId: order.user_id, amount: order.actual_pay, kind: 'order_refund', reference: `order:${order.id}`, orderId: order.id }],
      postings: shares,
    });
  }
  return post(trx, {
    reference,
    kind: 'cancellation',
    postings: [...shares, { account: accounts.cardRefundsDue, amount: order.actual_pay, orderId: order.id }],
  });
}

/**
 * The provider took back card money owed to a buyer (`reference` names what was owed: a cancel, a
 * refund request, a charge that found its orders no longer payable). Posted once per reference.
 */
export function postCardReturned(trx: Executor, reference: string, parts: { orderId: number | null; amount: number }[]): Promise<Result<Posted>> {
  return post(trx, {
    reference: `card-returned:${reference}`,
    kind: 'card_refund',
    postings: parts.flatMap((part) => [
      { account: accounts.cardRefundsDue, amount: -part.amount, orderId: part.orderId },
      { account: accounts.card, amount: part.amount, orderId: part.orderId },
    ]),
  });
}

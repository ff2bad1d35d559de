/**
 * The books, checked: every wallet's balance and frozen part equal their ledger, and every record
 * that moved money has its ledger row for the right amount: a wallet checkout's payment, an order
 * paid later from the wallet, a card payment behind every card-paid order, the refund of every
 * cancelled wallet-paid order, a settled order's sale, commission and referral rows, and each
 * top-up and withdrawal's rows, and every refunded request's money back (a wallet row, or the card
 * that paid) with a settled order's seller rows net of its refunds. References follow `checkout:<id>`,
 * `order:<id>`, `recharge:<id>`, `withdrawal:<id>`, `refund:<id>`. Read-only; `npm run audit:ledger` runs it, so does the test suite.
 */
import type { Executor } from '../../db/database';
import { saleOf } from '../earnings/amounts';
import { unbalancedWallets } from '../wallet/queries';

export interface AuditProblem {
  /** What does not match: `wallet`, `checkout`, `order`, `recharge`, `withdrawal`, `refund`. */
  kind: string;
  id: number;
  detail: string;
}

export interface AuditResult {
  checked_at: string;
  wallets: number;
  problems: AuditProblem[];
}

/** Sum of one kind of ledger row per reference, as a map reference → {amount, frozen}. */
async function ledgerByReference(db: Executor, kinds: string[]) {
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['reference', 'kind', 'user_id', (eb) => eb.fn.sum<number>('amount').as('amount'), (eb) => eb.fn.sum<number>('frozen_change').as('frozen')])
    .where('kind', 'in', kinds)
    .groupBy(['reference', 'kind', 'user_id'])
    .execute();
  const sums = new Map<string, { amount: number; frozen: number; userId: number }>();
  for (const row of rows) sums.set(`${row.kind} ${row.reference}`, { amount: Number(row.amount), frozen: Number(row.frozen), userId: row.user_id });
  return sums;
}

export async function auditLedger(db: Executor, now = new Date()): Promise<AuditResult> {
  const problems: AuditProblem[] = [];
  const add = (kind: string, id: number, detail: string) => problems.push({ kind, id, detail });

  for (const wallet of await unbalancedWallets(db)) {
    add('wallet', wallet.userId, `balance ${wallet.balance} vs ledger ${wallet.ledger}; frozen ${wallet.frozen} vs ledger ${wallet.frozenLedger}`);
  }
  const negative = await db
    .selectFrom('wallet')
    .select('user_id')
    .where((eb) => eb.or([eb('balance', '<', 0), eb('frozen', '<', 0)]))
    .execute();
  for (const row of negative) add('wallet', row.user_id, 'negative balance or frozen amount');

  const ledger = await ledgerByReference(db, [
    'order_payment',
    'order_refund',
    'sale',
    'commission',
    'affiliate',
    'recharge',
    'withdraw_freeze',
    'withdraw_paid',
    'withdraw_release',
  ]);
  const sumOf = (kind: string, reference: string) => ledger.get(`${kind} ${reference}`);

  // A wallet checkout paid all its orders at once: one payment row for their total.
  const checkouts = await db
    .selectFrom('checkout')
    .innerJoin('orders', 'orders.checkout_id', 'checkout.id')
    .select(['checkout.id', (eb) => eb.fn.sum<number>('orders.actual_pay').as('total')])
    .where('checkout.payment_method', '=', 'wallet')
    .groupBy('checkout.id')
    .execute();
  for (const checkout of checkouts) {
    const paid = sumOf('order_payment', `checkout:${checkout.id}`);
    if (!paid || -paid.amount !== Number(checkout.total))
      add('checkout', checkout.id, `wallet payment ${paid ? -paid.amount : 'missing'} for orders of ${checkout.total}`);
  }

  const orders = await db
    .selectFrom('orders')
    .innerJoin('checkout', 'checkout.id', 'orders.checkout_id')
    .select([
      'orders.id',
      'orders.checkout_id',
      'orders.payment_method',
      'orders.payment_status',
      'orders.delivery_status',
      'orders.actual_pay',
      'orders.commission',
      'orders.subtotal',
      'orders.discount',
      'orders.mall_discount',
      'orders.shipping_fee',
      'orders.refunded_amount',
      'orders.refunded_sale',
      'orders.refunded_commission',
      'orders.settled_at',
      'orders.affiliate_user_id',
      'orders.affiliate_amount',
      'checkout.payment_method as checkout_method',
    ])
    .where('orders.payment_status', '=', 'paid')
    .execute();
  const money = (order: (typeof orders)[number]) => ({
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    mall_discount: Number(order.mall_discount),
    shipping_fee: Number(order.shipping_fee),
    commission: Number(order.commission),
  });
  const requests = await db
    .selectFrom('refund_request')
    .innerJoin('orders', 'orders.id', 'refund_request.order_id')
    .select([
      'refund_request.id',
      'refund_request.order_id',
      'refund_request.user_id',
      'refund_request.amount',
      'refund_request.state',
      'refund_request.refund_to',
      'orders.payment_method',
    ])
    .execute();
  const refundsOfOrder = new Map<number, number[]>();
  const refundedOf = new Map<number, number>();
  for (const request of requests) {
    const back = sumOf('order_refund', `refund:${request.id}`);
    if (request.state !== 'refunded') {
      if (back) add('refund', request.id, `${request.state} but ${back.amount} was paid back`);
      continue;
    }
    refundsOfOrder.set(request.order_id, [...(refundsOfOrder.get(request.order_id) ?? []), request.id]);
    refundedOf.set(request.order_id, (refundedOf.get(request.order_id) ?? 0) + Number(request.amount));
    if (request.payment_method === 'card') {
      if (request.refund_to !== 'card' || back) add('refund', request.id, 'a card-paid order refunded other than to the card');
    } else if (!back || back.amount !== Number(request.amount) || back.userId !== request.user_id)
      add('refund', request.id, `wallet refund ${back?.amount ?? 'missing'} for ${request.amount}`);
  }
  const cardCheckouts = [...new Set(orders.filter((o) => o.payment_method === 'card').map((o) => o.checkout_id))];
  const cardPaid = new Set<number>();
  if (cardCheckouts.length) {
    const charges = await db
      .selectFrom('card_payment')
      .select('order_ids')
      .where('status', '=', 'succeeded')
      .where('checkout_id', 'in', cardCheckouts)
      .execute();
    for (const charge of charges) for (const id of JSON.parse(charge.order_ids) as number[]) cardPaid.add(id);
  }
  for (const order of orders) {
    const ref = `order:${order.id}`;
    if (order.payment_method === 'wallet' && order.checkout_method !== 'wallet') {
      const paid = sumOf('order_payment', ref);
      if (!paid || -paid.amount !== order.actual_pay) add('order', order.id, `wallet payment ${paid ? -paid.amount : 'missing'} for ${order.actual_pay}`);
    }
    if (order.payment_method === 'card' && !cardPaid.has(order.id)) add('order', order.id, 'paid by card without a succeeded card payment');
    if ((refundedOf.get(order.id) ?? 0) !== Number(order.refunded_amount) || Number(order.refunded_amount) > Number(order.actual_pay))
      add('order', order.id, `refunded ${order.refunded_amount} for requests of ${refundedOf.get(order.id) ?? 0}`);
    if (order.payment_method === 'wallet' && order.delivery_status === 'cancelled') {
      const refunded = sumOf('order_refund', ref);
      if (!refunded || refunded.amount !== order.actual_pay) add('order', order.id, `wallet refund ${refunded?.amount ?? 'missing'} for ${order.actual_pay}`);
    }
    if (order.settled_at) {
      if (!sumOf('sale', ref)) add('order', order.id, 'settled without a sale row');
      // Refunds reverse part of the sale and commission: at settling (less credited) or after it (their own rows).
      const refunds = refundsOfOrder.get(order.id) ?? [];
      const afterwards = (kind: string) => refunds.reduce((sum, id) => sum + (sumOf(kind, `refund:${id}`)?.amount ?? 0), 0);
      const sale = (sumOf('sale', ref)?.amount ?? 0) + afterwards('sale');
      const expectedSale = saleOf(money(order)) - Number(order.refunded_sale);
      if (sale !== expectedSale) add('order', order.id, `sale rows ${sale} for ${expectedSale}`);
      const commission = -((sumOf('commission', ref)?.amount ?? 0) + afterwards('commission'));
      const expectedCommission = Number(order.commission) - Number(order.refunded_commission);
      if (commission !== expectedCommission) add('order', order.id, `commission rows ${commission} for ${expectedCommission}`);
      if (order.affiliate_user_id !== null) {
        const share = sumOf('affiliate', ref);
        if (!share || share.amount !== order.affiliate_amount || share.userId !== order.affiliate_user_id)
          add('order', order.id, `referral row ${share?.amount ?? 'missing'} for ${order.affiliate_amount}`);
      }
    }
  }

  const recharges = await db.selectFrom('recharge').select(['id', 'user_id', 'actual_amount']).where('state', '=', 'completed').execute();
  for (const recharge of recharges) {
    const credit = sumOf('recharge', `recharge:${recharge.id}`);
    if (!credit || credit.amount !== Number(recharge.actual_amount) || credit.userId !== recharge.user_id)
      add('recharge', recharge.id, `credit ${credit?.amount ?? 'missing'} for ${recharge.actual_amount}`);
  }

  const withdrawals = await db.selectFrom('withdrawal').select(['id', 'amount', 'state']).execute();
  for (const withdrawal of withdrawals) {
    const ref = `withdrawal:${withdrawal.id}`;
    const frozen = sumOf('withdraw_freeze', ref)?.frozen ?? 0;
    const out = -(sumOf('withdraw_paid', ref)?.frozen ?? 0);
    const back = -(sumOf('withdraw_release', ref)?.frozen ?? 0);
    const expected = { pending: [withdrawal.amount, 0, 0], completed: [withdrawal.amount, withdrawal.amount, 0] }[
      withdrawal.state as 'pending' | 'completed'
    ] ?? [withdrawal.amount, 0, withdrawal.amount];
    if (frozen !== expected[0] || out !== expected[1] || back !== expected[2])
      add('withdrawal', withdrawal.id, `${withdrawal.state}: frozen ${frozen}, paid out ${out}, released ${back} for ${withdrawal.amount}`);
  }

  const wallets = await db
    .selectFrom('wallet')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { checked_at: now.toISOString(), wallets: Number(wallets.n), problems };
}

/** Keeps the last result where the admin console reads it. */
export async function saveAuditResult(db: Executor, result: AuditResult): Promise<void> {
  const value = JSON.stringify({ ...result, problems: result.problems.slice(0, 200), problem_count: result.problems.length });
  await db
    .insertInto('website_config')
    .values({ key: 'ledger_audit_last', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

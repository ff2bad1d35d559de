/**
 * The books, checked: every wallet's balance and frozen part equal their ledger, and every record
 * that moved money has its ledger row for the right amount: a wallet checkout's payment, an order
 * paid later from the wallet, a card payment behind every card-paid order, the refund of every
 * cancelled wallet-paid order, a settled order's sale, commission and referral rows, and each
 * top-up and withdrawal's rows. References follow `checkout:<id>`, `order:<id>`, `recharge:<id>`,
 * `withdrawal:<id>`. Read-only; `npm run audit:ledger` runs it, so does the test suite.
 */
import type { Executor } from '../../db/database';
import { unbalancedWallets } from '../wallet/queries';

export interface AuditProblem {
  /** What does not match: `wallet`, `checkout`, `order`, `recharge`, `withdrawal`. */
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
      'orders.settled_at',
      'orders.affiliate_user_id',
      'orders.affiliate_amount',
      'checkout.payment_method as checkout_method',
    ])
    .where('orders.payment_status', '=', 'paid')
    .execute();
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
    if (order.payment_method === 'wallet' && order.delivery_status === 'cancelled') {
      const refunded = sumOf('order_refund', ref);
      if (!refunded || refunded.amount !== order.actual_pay) add('order', order.id, `wallet refund ${refunded?.amount ?? 'missing'} for ${order.actual_pay}`);
    }
    if (order.settled_at) {
      if (!sumOf('sale', ref)) add('order', order.id, 'settled without a sale row');
      const commission = sumOf('commission', ref);
      if (order.commission > 0 && (!commission || -commission.amount !== order.commission))
        add('order', order.id, `commission row ${commission ? -commission.amount : 'missing'} for ${order.commission}`);
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

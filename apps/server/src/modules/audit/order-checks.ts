/**
 * Every order's money, followed through the books: what the buyer paid came in once, by the way the
 * order says, and is exactly the seller's share + the commission + the tax + the mall's coupon
 * share (negative: the mall's gift) + what is still held + what was refunded; each account's part
 * matches the order's recorded terms; a sale is credited only on a payment in; every refunded
 * request posted its parts; every succeeded card charge paid its orders or gave the money back.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { orderMoney } from '../books/order-entries';
import { saleOf } from '../earnings/amounts';
import type { Breach } from './breach';

type Sums = Map<string, number>;

/** Per order: the sum of its postings by `<entry kind>:<account type>`. */
async function orderPostings(db: Executor) {
  const rows = await sql<{ order_id: number; kind: string; type: string; total: number | string }>`
    select p.order_id, e.kind, p.type, sum(p.amount) as total
    from posting p join journal_entry e on e.id = p.entry_id
    where p.order_id is not null
    group by p.order_id, e.kind, p.type`.execute(db);
  const byOrder = new Map<number, Sums>();
  for (const row of rows.rows) {
    const sums = byOrder.get(row.order_id) ?? new Map();
    sums.set(`${row.kind}:${row.type}`, Number(row.total));
    byOrder.set(row.order_id, sums);
  }
  return byOrder;
}

const of = (sums: Sums | undefined, kinds: string[], types: string[]) =>
  kinds.reduce((total, kind) => total + types.reduce((sum, type) => sum + (sums?.get(`${kind}:${type}`) ?? 0), 0), 0);
const ALL = ['payment', 'settlement', 'cancellation', 'refund', 'card_refund'];

export async function checkOrders(db: Executor, add: Breach): Promise<void> {
  const [byOrder, orders, requests, settlements] = await Promise.all([
    orderPostings(db),
    db
      .selectFrom('orders')
      .select([
        'id',
        'payment_method',
        'payment_status',
        'delivery_status',
        'subtotal',
        'discount',
        'mall_discount',
        'shipping_fee',
        'tax',
        'actual_pay',
        'commission',
        'settled_at',
        'affiliate_amount',
        'refunded_amount',
        'refunded_sale',
        'refunded_commission',
        'refunded_tax',
        'refunded_mall_discount',
      ])
      .execute(),
    db.selectFrom('refund_request').select(['order_id', 'amount', 'refund_to']).where('state', '=', 'refunded').execute(),
    db.selectFrom('journal_entry').select('reference').where('reference', 'like', 'settle:order:%').execute(),
  ]);
  const settledInBooks = new Set(settlements.map((row) => Number(row.reference.slice('settle:order:'.length))));
  const refundedOf = new Map<number, { all: number; toWallet: number }>();
  for (const request of requests) {
    const sum = refundedOf.get(request.order_id) ?? { all: 0, toWallet: 0 };
    sum.all += Number(request.amount);
    if (request.refund_to === 'wallet') sum.toWallet += Number(request.amount);
    refundedOf.set(request.order_id, sum);
  }

  for (const row of orders) {
    const order = orderMoney(row);
    const sums = byOrder.get(order.id);
    const pay = order.actual_pay;
    const paid = order.payment_status === 'paid';
    const cancelled = order.delivery_status === 'cancelled';
    const live = paid && !cancelled;
    const settled = order.settled_at !== null;
    const say = (detail: string) => add('order', order.id, detail);

    // Money in: once, the order's whole price, by the way the order says it was paid.
    const paidIn = of(sums, ['payment'], ['shop_pending', 'tax', 'coupons']);
    if (paidIn !== (paid ? pay : 0))
      say(paidIn > pay && paid ? `paid more than once: ${paidIn} in for ${pay}` : `${paid ? 'paid' : 'unpaid'} but ${paidIn} came in for ${pay}`);
    const by = {
      wallet: -of(sums, ['payment'], ['wallet']),
      card: -of(sums, ['payment'], ['card', 'card_refunds_due']),
      cod: -of(sums, ['payment'], ['shop_cod']),
    };
    for (const [method, amount] of Object.entries(by)) {
      const expected = paid && order.payment_method === method ? pay : 0;
      if (amount !== expected) say(`${amount} paid by ${method}, expected ${expected}`);
    }

    // Each account's share, as the order's terms and its refunds say.
    const sale = saleOf(order);
    const expect = (what: string, actual: number, expected: number) => actual !== expected && say(`${what} ${actual}, expected ${expected}`);
    expect('held for the shop', of(sums, ALL, ['shop_pending']), live && !settled ? sale - Number(order.refunded_sale) : 0);
    expect('tax', of(sums, ALL, ['tax']), live ? order.tax - Number(order.refunded_tax) : 0);
    expect('mall coupon', of(sums, ALL, ['coupons']), live ? -(order.mall_discount - Number(order.refunded_mall_discount)) : 0);
    expect('commission', of(sums, ALL, ['commission']), live && settled ? order.commission - Number(order.refunded_commission) : 0);
    expect('cash held by the seller', of(sums, ALL, ['shop_cod']), order.payment_method === 'cod' && paid && !settled ? -pay : 0);
    if (settled !== settledInBooks.has(order.id)) say(settled ? 'settled without a settlement entry' : 'a settlement entry for an order not settled');
    if (settled && paidIn !== pay) say(`sale credited without a payment in (${paidIn} in for ${pay})`);

    // The whole: buyer paid = seller's share + commission + tax + mall coupon + still held + refunded.
    const refunds = refundedOf.get(order.id) ?? { all: 0, toWallet: 0 };
    const cancelledBack = cancelled && paid ? pay : 0;
    if (refunds.all !== Number(order.refunded_amount)) say(`refunded ${order.refunded_amount} for requests of ${refunds.all}`);
    const refunded = refunds.all + cancelledBack;
    const sellerShare =
      of(sums, ['settlement', 'refund', 'cancellation'], ['wallet']) -
      Number(order.affiliate_amount) +
      (order.payment_method === 'cod' && settled ? pay : 0) -
      refunds.toWallet -
      (cancelled && paid && order.payment_method === 'wallet' ? pay : 0);
    const commission = of(sums, ALL, ['commission']);
    const tax = of(sums, ALL, ['tax']);
    const coupon = of(sums, ALL, ['coupons']);
    const held = of(sums, ALL, ['shop_pending']);
    const out = sellerShare + commission + tax + coupon + held + refunded;
    if (paidIn !== out)
      say(
        `buyer paid ${paidIn} but seller's share ${sellerShare} + commission ${commission} + tax ${tax} + mall coupon ${coupon} + held ${held} + refunded ${refunded} = ${out}`,
      );
  }
}

/** Every refunded request posted its parts, and nothing else did; each part as the request records it. */
export async function checkRefunds(db: Executor, add: Breach): Promise<void> {
  const [requests, postings] = await Promise.all([
    db
      .selectFrom('refund_request')
      .select(['id', 'state', 'amount', 'sale_amount', 'tax_amount', 'mall_coupon_amount', 'refund_to', 'card_refund_failed'])
      .execute(),
    sql<{ reference: string; type: string; total: number | string }>`
      select e.reference, p.type, sum(p.amount) as total
      from posting p join journal_entry e on e.id = p.entry_id
      where e.kind in ('refund', 'card_refund') and (e.reference like 'refund:%' or e.reference like 'card-returned:refund:%')
      group by e.reference, p.type`.execute(db),
  ]);
  const sums = new Map<string, number>();
  const entries = new Set<string>();
  for (const row of postings.rows) {
    sums.set(`${row.reference} ${row.type}`, Number(row.total));
    entries.add(row.reference);
  }
  for (const request of requests) {
    const reference = `refund:${request.id}`;
    const say = (detail: string) => add('refund', request.id, detail);
    const sum = (type: string) => sums.get(`${reference} ${type}`) ?? 0;
    if (request.state !== 'refunded') {
      if (entries.has(reference)) say(`${request.state} but it was paid back`);
      continue;
    }
    if (!entries.has(reference) && Number(request.amount) > 0) {
      say('refunded without its entry');
      continue;
    }
    const amount = Number(request.amount);
    if (amount !== Number(request.sale_amount) + Number(request.tax_amount) - Number(request.mall_coupon_amount))
      say(`gave back ${amount}, not its sale ${request.sale_amount} + tax ${request.tax_amount} − mall coupon ${request.mall_coupon_amount}`);
    if (sum('tax') !== -Number(request.tax_amount)) say(`tax back ${-sum('tax')} for ${request.tax_amount}`);
    if (sum('coupons') !== Number(request.mall_coupon_amount)) say(`mall coupon back ${sum('coupons')} for ${request.mall_coupon_amount}`);
    const toCard = request.refund_to === 'card';
    if (sum('card_refunds_due') !== (toCard ? amount : 0)) say(`owed to the card ${sum('card_refunds_due')}, expected ${toCard ? amount : 0}`);
    if (toCard && !request.card_refund_failed && amount > 0 && !entries.has(`card-returned:${reference}`))
      say('paid back to the card without the card taking it');
  }
}

/** Every succeeded card charge paid its orders (once each) or gave their money back to the card. */
export async function checkCardCharges(db: Executor, add: Breach): Promise<void> {
  const [charges, postings] = await Promise.all([
    db.selectFrom('card_payment').select(['id', 'amount', 'status']).execute(),
    sql<{ reference: string; type: string; total: number | string }>`
      select e.reference, p.type, sum(p.amount) as total
      from posting p join journal_entry e on e.id = p.entry_id
      where e.reference like 'pay:card:%' or e.reference like 'card-returned:card:%'
      group by e.reference, p.type`.execute(db),
  ]);
  const sums = new Map<string, number>();
  for (const row of postings.rows) sums.set(`${row.reference} ${row.type}`, Number(row.total));
  const entries = new Set(postings.rows.map((row) => row.reference));
  for (const charge of charges) {
    const reference = `pay:card:${charge.id}`;
    const say = (detail: string) => add('card_payment', charge.id, detail);
    if (charge.status !== 'succeeded') {
      if (entries.has(reference)) say(`${charge.status} but its money was posted`);
      continue;
    }
    if (!entries.has(reference)) {
      say('succeeded without its entry: money taken that no order received');
      continue;
    }
    const taken = -(sums.get(`${reference} card`) ?? 0);
    if (taken !== Number(charge.amount)) say(`took ${charge.amount} but posted ${taken}`);
    const owed = sums.get(`${reference} card_refunds_due`) ?? 0;
    const returned = sums.get(`card-returned:card:${charge.id} card`) ?? 0;
    if (owed !== returned) say(`${owed} taken for orders it could not pay, ${returned} given back to the card`);
  }
}

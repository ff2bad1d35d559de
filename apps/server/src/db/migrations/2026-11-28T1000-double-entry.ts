/**
 * Double-entry books (modules/books): every money movement becomes a journal entry whose postings
 * sum to zero. Frozen once merged.
 *
 * - `journal_entry.reference` is unique: a retried or racing step posts at most once.
 * - `posting.account` is the account's code (`user:5:wallet`, `shop:2:pending`, `mall:card`, …),
 *   `type` its kind, `owner_id` its user or shop, `order_id` the order the money belongs to.
 * - `orders.refunded_tax` and `refunded_mall_discount`, `refund_request.tax_amount` and
 *   `mall_coupon_amount`: the tax a refund gave back and the mall's coupon share it kept, so a
 *   refund's parts always balance (amount = sale + tax − mall coupon).
 * - `orders.paying_until`: a card charge holds the order until then, so a second one cannot start.
 * - `checkout.answer_code`: what the first placement answered when it was not 200 (a declined card).
 * - `wallet.balance` may go below zero (a seller owing the mall: cash on delivery, a refund the mall
 *   decided): its check constraint goes; the frozen part keeps its own. Every debit that may not
 *   owe is still a conditional update (`balance >= amount`), and the audit names a negative balance
 *   of anyone without a shop.
 *
 * Existing money is replayed into the books from what earlier versions recorded: each wallet
 * statement row becomes the wallet posting of its entry, with the counter-postings its kind implies
 * (a payment's order shares, a top-up's transfer in, a payout, an adjustment); card payments, card
 * cancellations and refunds, and cash on delivery, which earlier versions kept out of any ledger,
 * get their entries from the orders, charges and requests. Earlier versions credited a cash-on-
 * delivery order's whole sale to the seller although the buyer's cash was already theirs: the
 * replayed settlement charges that cash to the seller's wallet (a `cod_cash` statement row dated
 * now), so such a seller may be left owing the mall. Anything the replay cannot explain is posted
 * against operator adjustments with a memo, and the audit then names it.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType, isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('journal_entry')
    .addColumn('id', idType, id)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('journal_entry_kind_idx').on('journal_entry').columns(['kind', 'id']).execute();
  await db.schema
    .createTable('posting')
    .addColumn('id', idType, id)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entry.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posting_entry_idx').on('posting').column('entry_id').execute();
  await db.schema.createIndex('posting_account_idx').on('posting').columns(['account', 'amount']).execute();
  await db.schema.createIndex('posting_order_idx').on('posting').columns(['order_id', 'type']).execute();
  await db.schema.createIndex('posting_type_idx').on('posting').columns(['type', 'owner_id']).execute();

  for (const column of ['refunded_tax', 'refunded_mall_discount'])
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema.alterTable('orders').addColumn('paying_until', 'text').execute();
  for (const column of ['tax_amount', 'mall_coupon_amount'])
    await db.schema
      .alterTable('refund_request')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema.alterTable('checkout').addColumn('answer_code', 'integer').execute();
  await letBalancesOwe(db);

  await replay(db);
}

/** Drops `wallet_balance_check`; SQLite cannot drop a constraint, so its table is made again without it. */
async function letBalancesOwe(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table wallet drop constraint if exists wallet_balance_check`.execute(db);
    return;
  }
  await db.schema
    .createTable('wallet_next')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('frozen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('wallet_frozen_check', sql`frozen >= 0`)
    .execute();
  await sql`insert into wallet_next (user_id, balance, frozen, updated_at) select user_id, balance, frozen, updated_at from wallet`.execute(db);
  await db.schema.dropTable('wallet').execute();
  await db.schema.alterTable('wallet_next').renameTo('wallet').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkout').dropColumn('answer_code').execute();
  for (const column of ['mall_coupon_amount', 'tax_amount']) await db.schema.alterTable('refund_request').dropColumn(column).execute();
  for (const column of ['paying_until', 'refunded_mall_discount', 'refunded_tax']) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('posting').execute();
  await db.schema.dropTable('journal_entry').execute();
}

// ——— The replay ———————————————————————————————————————————————————————————————————————————————

interface Leg {
  account: string;
  type: string;
  owner: number | null;
  order: number | null;
  amount: number;
}
interface NewEntry {
  reference: string;
  kind: string;
  memo?: string;
  at: string;
  legs: Leg[];
}

const wallet = (user: number, amount: number, order: number | null = null): Leg => ({
  account: `user:${user}:wallet`,
  type: 'wallet',
  owner: user,
  order,
  amount,
});
const frozen = (user: number, amount: number): Leg => ({ account: `user:${user}:frozen`, type: 'frozen', owner: user, order: null, amount });
const shopLeg = (shop: number, kind: 'pending' | 'cod', amount: number, order: number): Leg => ({
  account: `shop:${shop}:${kind}`,
  type: `shop_${kind}`,
  owner: shop,
  order,
  amount,
});
const mallNames: Record<string, string> = {
  card: 'card',
  card_refunds_due: 'card-refunds-due',
  commission: 'commission',
  coupons: 'coupons',
  affiliate: 'affiliate',
  tax: 'tax',
  top_ups: 'top-ups',
  payouts: 'payouts',
  withdrawal_fees: 'withdrawal-fees',
  adjustments: 'adjustments',
};
const mall = (type: string, amount: number, order: number | null = null): Leg => ({ account: `mall:${mallNames[type]}`, type, owner: null, order, amount });

interface OrderRow {
  id: number;
  shop_id: number;
  user_id: number;
  checkout_id: number;
  payment_method: string;
  payment_status: string;
  delivery_status: string;
  subtotal: number;
  discount: number;
  mall_discount: number;
  shipping_fee: number;
  tax: number;
  actual_pay: number;
  settled_at: string | null;
  card_refund_failed: number;
  created_at: string;
  pay_time: string | null;
}

/** What paying the order put into the books (its sale to the shop's clearing, the tax, the mall's coupon). */
const shares = (order: OrderRow, sign = 1): Leg[] => [
  shopLeg(order.shop_id, 'pending', sign * (order.subtotal - order.discount + order.mall_discount + order.shipping_fee), order.id),
  mall('tax', sign * order.tax, order.id),
  mall('coupons', -sign * order.mall_discount, order.id),
];

const numbers = <T extends object>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const key of keys) (out as any)[key] = Number(row[key]);
  return out;
};

async function replay(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const orders = (
    await db
      .selectFrom('orders')
      .select([
        'id',
        'shop_id',
        'user_id',
        'checkout_id',
        'payment_method',
        'payment_status',
        'delivery_status',
        'subtotal',
        'discount',
        'mall_discount',
        'shipping_fee',
        'tax',
        'actual_pay',
        'settled_at',
        'card_refund_failed',
        'created_at',
        'pay_time',
      ])
      .execute()
  ).map((row) => numbers(row as OrderRow, ['subtotal', 'discount', 'mall_discount', 'shipping_fee', 'tax', 'actual_pay']));
  if (orders.length === 0 && !(await db.selectFrom('wallet_ledger').select('id').limit(1).executeTakeFirst())) return;
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  const ordersOfCheckout = new Map<number, OrderRow[]>();
  for (const order of orders) ordersOfCheckout.set(order.checkout_id, [...(ordersOfCheckout.get(order.checkout_id) ?? []), order]);
  const ownerOfShop = new Map((await db.selectFrom('shop').select(['id', 'user_id']).execute()).map((row) => [row.id as number, row.user_id as number]));
  const ledger = (
    await db.selectFrom('wallet_ledger').select(['id', 'user_id', 'kind', 'amount', 'frozen_change', 'reference', 'created_at']).orderBy('id').execute()
  ).map((row) =>
    numbers(row as { id: number; user_id: number; kind: string; amount: number; frozen_change: number; reference: string; created_at: string }, [
      'amount',
      'frozen_change',
    ]),
  );
  const rowsOf = new Map<string, typeof ledger>();
  for (const row of ledger) rowsOf.set(row.reference, [...(rowsOf.get(row.reference) ?? []), row]);
  const used = new Set<number>();
  const take = (reference: string, kinds: string[]) => {
    const rows = (rowsOf.get(reference) ?? []).filter((row) => kinds.includes(row.kind) && !used.has(row.id));
    for (const row of rows) used.add(row.id);
    return rows;
  };
  const entries: NewEntry[] = [];
  const corrections: { user: number; amount: number; reference: string }[] = [];

  // Payments from the wallet: a checkout's (all its orders) or one order's later.
  for (const row of ledger.filter((r) => r.kind === 'order_payment')) {
    if (used.has(row.id)) continue;
    used.add(row.id);
    const [what, ref] = row.reference.split(':');
    const paidOrders = what === 'checkout' ? (ordersOfCheckout.get(Number(ref)) ?? []) : [orderOf.get(Number(ref))].filter((o): o is OrderRow => !!o);
    const legs = paidOrders.flatMap((order) => [wallet(row.user_id, -order.actual_pay, order.id), ...shares(order)]);
    const explained = paidOrders.reduce((sum, order) => sum + order.actual_pay, 0);
    if (explained !== -row.amount) legs.push(wallet(row.user_id, row.amount + explained), mall('adjustments', -(row.amount + explained)));
    entries.push({ reference: `pay:${row.reference}`, kind: 'payment', at: row.created_at, legs });
  }

  // Card charges: the first success for an order paid it; anything else is owed back to the card.
  const paidByCard = new Set<number>();
  const charges = await db
    .selectFrom('card_payment')
    .select(['id', 'order_ids', 'amount', 'created_at'])
    .where('status', '=', 'succeeded')
    .orderBy('id')
    .execute();
  for (const charge of charges) {
    const legs: Leg[] = [];
    let explained = 0;
    for (const orderId of JSON.parse(charge.order_ids) as number[]) {
      const order = orderOf.get(orderId);
      if (!order) continue;
      explained += order.actual_pay;
      if (order.payment_method === 'card' && order.payment_status === 'paid' && !paidByCard.has(order.id)) {
        paidByCard.add(order.id);
        legs.push(mall('card', -order.actual_pay, order.id), ...shares(order));
      } else legs.push(mall('card', -order.actual_pay, order.id), mall('card_refunds_due', order.actual_pay, order.id));
    }
    const rest = Number(charge.amount) - explained;
    if (rest !== 0) legs.push(mall('card', -rest), mall('card_refunds_due', rest));
    entries.push({ reference: `pay:card:${charge.id}`, kind: 'payment', at: charge.created_at, legs });
  }

  // Cash on delivery taken at the door.
  for (const order of orders.filter((o) => o.payment_method === 'cod' && o.payment_status === 'paid')) {
    entries.push({
      reference: `pay:cod:order:${order.id}`,
      kind: 'payment',
      at: order.pay_time ?? order.created_at,
      legs: [shopLeg(order.shop_id, 'cod', -order.actual_pay, order.id), ...shares(order)],
    });
  }

  // Paid orders cancelled whole: back to the wallet (its statement row), or owed back to the card.
  for (const order of orders.filter((o) => o.delivery_status === 'cancelled' && o.payment_status === 'paid')) {
    const back = take(`order:${order.id}`, ['order_refund']);
    const toWallet = back.reduce((sum, row) => sum + row.amount, 0);
    const legs = [...shares(order, -1), ...back.map((row) => wallet(row.user_id, row.amount, order.id))];
    if (order.payment_method === 'card') legs.push(mall('card_refunds_due', order.actual_pay - toWallet, order.id));
    else if (toWallet !== order.actual_pay) legs.push(mall('adjustments', order.actual_pay - toWallet, order.id));
    const at = back[0]?.created_at ?? order.created_at;
    entries.push({ reference: `cancel:order:${order.id}`, kind: 'cancellation', at, legs });
    if (order.payment_method === 'card' && !order.card_refund_failed && order.actual_pay > 0)
      entries.push(cardReturned(`cancel:order:${order.id}`, order.id, order.actual_pay, at));
  }

  // Refund requests paid back, oldest first, each split into its sale, commission, tax and mall coupon.
  const requests = await db
    .selectFrom('refund_request')
    .innerJoin('order_item', 'order_item.id', 'refund_request.order_item_id')
    .select([
      'refund_request.id',
      'refund_request.order_id',
      'refund_request.user_id',
      'refund_request.quantity',
      'refund_request.amount',
      'refund_request.sale_amount',
      'refund_request.commission_amount',
      'refund_request.card_refund_failed',
      'refund_request.refunded_at',
      'order_item.price',
    ])
    .where('refund_request.state', '=', 'refunded')
    .orderBy('refund_request.refunded_at')
    .orderBy('refund_request.id')
    .execute();
  const taxBack = new Map<number, { tax: number; coupon: number }>();
  for (const request of requests) {
    const order = orderOf.get(request.order_id);
    if (!order) continue;
    const reference = `refund:${request.id}`;
    const amount = Number(request.amount);
    const sale = Number(request.sale_amount);
    const commission = Number(request.commission_amount);
    const before = taxBack.get(order.id) ?? { tax: 0, coupon: 0 };
    const lineShare = order.subtotal > 0 ? Math.round((Number(request.price) * request.quantity * order.tax) / order.subtotal) : 0;
    const tax = Math.max(0, Math.min(order.tax - before.tax, lineShare));
    const coupon = sale + tax - amount;
    taxBack.set(order.id, { tax: before.tax + tax, coupon: before.coupon + coupon });
    await db.updateTable('refund_request').set({ tax_amount: tax, mall_coupon_amount: coupon }).where('id', '=', request.id).execute();
    const at = request.refunded_at ?? now;
    const legs: Leg[] = [mall('tax', -tax, order.id), mall('coupons', coupon, order.id)];
    const seller = take(reference, ['sale', 'commission']);
    if (seller.length) {
      legs.push(...seller.map((row) => wallet(row.user_id, row.amount, order.id)), mall('commission', -commission, order.id));
      const net = seller.reduce((sum, row) => sum + row.amount, 0);
      if (net !== commission - sale) legs.push(mall('adjustments', -(net - (commission - sale)), order.id));
    } else legs.push(shopLeg(order.shop_id, 'pending', -sale, order.id));
    const buyer = take(reference, ['order_refund']);
    if (buyer.length) {
      legs.push(...buyer.map((row) => wallet(row.user_id, row.amount, order.id)));
      const paid = buyer.reduce((sum, row) => sum + row.amount, 0);
      if (paid !== amount) legs.push(mall('adjustments', amount - paid, order.id));
    } else legs.push(mall('card_refunds_due', amount, order.id));
    entries.push({ reference, kind: 'refund', at, legs });
    if (!buyer.length && !request.card_refund_failed && amount > 0) entries.push(cardReturned(reference, order.id, amount, at));
  }
  for (const [orderId, back] of taxBack) {
    await db.updateTable('orders').set({ refunded_tax: back.tax, refunded_mall_discount: back.coupon }).where('id', '=', orderId).execute();
  }

  // Settlements: the seller's sale and commission, the referrer's share; cash on delivery charged to the seller.
  for (const order of orders.filter((o) => o.settled_at !== null)) {
    const rows = take(`order:${order.id}`, ['sale', 'commission', 'affiliate']);
    const legs: Leg[] = [];
    for (const row of rows) {
      legs.push(wallet(row.user_id, row.amount, order.id));
      if (row.kind === 'sale') legs.push(shopLeg(order.shop_id, 'pending', -row.amount, order.id));
      if (row.kind === 'commission') legs.push(mall('commission', -row.amount, order.id));
      if (row.kind === 'affiliate') legs.push(mall('affiliate', -row.amount, order.id));
    }
    const owner = ownerOfShop.get(order.shop_id);
    if (order.payment_method === 'cod' && owner !== undefined) {
      legs.push(wallet(owner, -order.actual_pay, order.id), shopLeg(order.shop_id, 'cod', order.actual_pay, order.id));
      corrections.push({ user: owner, amount: -order.actual_pay, reference: `order:${order.id}` });
    }
    entries.push({ reference: `settle:order:${order.id}`, kind: 'settlement', at: order.settled_at as string, legs });
  }

  // Top-ups, withdrawals, adjustments, and anything else a statement holds.
  const withdrawals = new Map(
    (await db.selectFrom('withdrawal').select(['id', 'amount', 'fee']).execute()).map((row) => [
      row.id as number,
      { amount: Number(row.amount), fee: Number(row.fee) },
    ]),
  );
  for (const row of ledger) {
    if (used.has(row.id)) continue;
    used.add(row.id);
    const legs = [wallet(row.user_id, row.amount), frozen(row.user_id, row.frozen_change)];
    const withdrawalId = Number(row.reference.split(':')[1]);
    if (row.kind === 'recharge' && row.reference.startsWith('recharge:')) {
      entries.push({ reference: row.reference, kind: 'top_up', at: row.created_at, legs: [...legs, mall('top_ups', -row.amount)] });
    } else if (row.kind.startsWith('withdraw_') && row.reference.startsWith('withdrawal:')) {
      const step = { withdraw_freeze: 'freeze', withdraw_paid: 'paid', withdraw_release: 'release' }[row.kind] ?? row.kind;
      const out = -(row.amount + row.frozen_change);
      const fee = step === 'paid' ? Math.min(out, withdrawals.get(withdrawalId)?.fee ?? 0) : 0;
      const mallLegs = step === 'paid' ? [mall('payouts', out - fee), mall('withdrawal_fees', fee)] : out !== 0 ? [mall('adjustments', out)] : [];
      // One entry per step, as the live code posts them; a step an earlier version recorded twice keeps its row id.
      const reference = entries.some((e) => e.reference === `${row.reference}:${step}`) ? `${row.reference}:${step}:${row.id}` : `${row.reference}:${step}`;
      entries.push({ reference, kind: 'withdrawal', at: row.created_at, legs: [...legs, ...mallLegs] });
    } else {
      const memo = row.kind === 'adjustment' ? '' : `migration: a ${row.kind} statement row the replay could not place`;
      entries.push({
        reference: `adjust:ledger:${row.id}`,
        kind: 'adjustment',
        memo,
        at: row.created_at,
        legs: [...legs, mall('adjustments', -(row.amount + row.frozen_change))],
      });
    }
  }

  for (const entry of entries) await insertEntry(db, entry);
  for (const correction of corrections) await chargeCashToSeller(db, correction, now);
}

function cardReturned(reference: string, orderId: number, amount: number, at: string): NewEntry {
  return {
    reference: `card-returned:${reference}`,
    kind: 'card_refund',
    at,
    legs: [mall('card_refunds_due', -amount, orderId), mall('card', amount, orderId)],
  };
}

async function insertEntry(db: Kysely<any>, entry: NewEntry): Promise<void> {
  const legs = entry.legs.filter((leg) => leg.amount !== 0);
  const sum = legs.reduce((total, leg) => total + leg.amount, 0);
  if (sum !== 0) throw new Error(`migration: entry ${entry.reference} does not balance (${sum})`);
  const row = await db
    .insertInto('journal_entry')
    .values({ reference: entry.reference, kind: entry.kind, memo: entry.memo ?? '', created_by: null, created_at: entry.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!legs.length) return;
  await db
    .insertInto('posting')
    .values(
      legs.map((leg) => ({
        entry_id: row.id,
        account: leg.account,
        type: leg.type,
        owner_id: leg.owner,
        order_id: leg.order,
        amount: leg.amount,
        created_at: entry.at,
      })),
    )
    .execute();
}

/** The cash a cash-on-delivery seller already held, charged to their wallet as the replayed settlement says. */
async function chargeCashToSeller(db: Kysely<any>, correction: { user: number; amount: number; reference: string }, now: string) {
  await db
    .insertInto('wallet')
    .values({ user_id: correction.user, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const updated = await db
    .updateTable('wallet')
    .set({ balance: sql`balance + ${correction.amount}`, updated_at: now })
    .where('user_id', '=', correction.user)
    .returning(['balance', 'frozen'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('wallet_ledger')
    .values({
      user_id: correction.user,
      kind: 'cod_cash',
      amount: correction.amount,
      frozen_change: 0,
      balance_after: updated.balance,
      frozen_after: updated.frozen,
      reference: correction.reference,
      remark: '',
      created_by: null,
      created_at: now,
    })
    .execute();
}

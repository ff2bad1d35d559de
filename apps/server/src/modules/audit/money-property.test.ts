/**
 * Money under many actors at once: several actors take random money steps (money-steps.ts) at the
 * same time on the same buyers, orders and wallets, through the services the routes call. Many
 * steps are refused on the way (short balances, wrong states, a step another actor took a moment
 * before): that is part of the point. Afterwards the audit finds nothing, the books sum to zero,
 * and the wallets hold exactly what the records say came in and went out. `npm run bench` runs it
 * longer (MONEY_ACTORS, MONEY_STEPS) and reports the steps and breaches.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { readBooks } from '../books/trial-balance';
import { auditLedger } from './ledger-audit';
import { moneyWorld, runActor } from './money-steps';

const ACTORS = Number(process.env.MONEY_ACTORS ?? 6);
/** Steps in all, shared out between the actors. */
const STEPS = Number(process.env.MONEY_STEPS ?? 1800);

describe.each(dialects())('money under random operations on %s', (dialect) => {
  const t = useTestApp(dialect);

  it(`${ACTORS} actors taking ${STEPS} random steps at once leave the books balanced and the wallets holding what the records say`, async () => {
    const db = t.app.db;
    const world = await moneyWorld(t.app, dialect);
    const started = Date.now();
    await Promise.all(Array.from({ length: ACTORS }, (_, actor) => runActor(world, (dialect === 'sqlite' ? 7 : 8) * 100 + actor, Math.ceil(STEPS / ACTORS))));
    const done = world.done;

    // Enough of everything happened for the check to mean something.
    for (const name of [
      'top-up:ok',
      'review top-up:ok',
      'order by wallet:ok',
      'order by card:ok',
      'order by cod:ok',
      'adjust:ok',
      'cancel order:ok',
      'receipt:ok',
      'withdraw:ok',
      'review withdrawal:ok',
      'ask refund:ok',
      'review refund:ok',
    ])
      expect(done.get(name) ?? 0, name).toBeGreaterThan(3);
    // Only a declined card leaves an order to pay again (a fifth of card orders), so these are fewer.
    for (const name of ['pay again by wallet:ok', 'pay again by card:ok']) expect(done.get(name) ?? 0, name).toBeGreaterThan(1);
    expect(done.get('withdraw:refused') ?? 0).toBeGreaterThan(0);

    const problems = (await auditLedger(db)).problems;
    const books = await readBooks(db);
    if (process.env.MONEY_REPORT)
      console.log(
        `money property on ${dialect}: ${ACTORS} actors, ${[...done.values()].reduce((a, b) => a + b, 0)} steps taken in ${((Date.now() - started) / 1000).toFixed(1)} s, ${problems.length} breaches, books total ${books.total}\n${[
          ...done,
        ]
          .sort()
          .map(([name, n]) => `  ${name} ${n}`)
          .join('\n')}`,
      );
    expect(problems).toEqual([]);
    expect(books.total).toBe(0);

    // The whole mall: wallets hold what came in (adjustments, top-ups credited) less what went out
    // (withdrawals paid), less what buyers spent from wallets net of cancellations and refunds to
    // wallets, plus what settled orders paid their sellers (net of commission and of what refunds
    // took back, and of the cash they took at the door) and referrers: read from the records, not the ledger.
    const one = async <T>(query: Promise<{ n: T }[]>) => Number((await query)[0]?.n ?? 0);
    const held = await one(db.selectFrom('wallet').select(sql<number>`coalesce(sum(balance + frozen), 0)`.as('n')).execute());
    const adjustments = await one(
      db.selectFrom('wallet_ledger').select(sql<number>`coalesce(sum(amount), 0)`.as('n')).where('kind', '=', 'adjustment').execute(),
    );
    // The mall's coupons are the mall's gift: wallets paid the orders less them, and sellers got them made up.
    const topUps = await one(db.selectFrom('recharge').select(sql<number>`coalesce(sum(actual_amount), 0)`.as('n')).where('state', '=', 'completed').execute());
    const withdrawn = await one(db.selectFrom('withdrawal').select(sql<number>`coalesce(sum(amount), 0)`.as('n')).where('state', '=', 'completed').execute());
    const walletOrders = db.selectFrom('orders').where('payment_method', '=', 'wallet').where('payment_status', '=', 'paid');
    const spent = await one(walletOrders.select(sql<number>`coalesce(sum(actual_pay), 0)`.as('n')).execute());
    const refunded = await one(walletOrders.select(sql<number>`coalesce(sum(actual_pay), 0)`.as('n')).where('delivery_status', '=', 'cancelled').execute());
    const toWallets = await one(
      db
        .selectFrom('refund_request')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('n'))
        .where('state', '=', 'refunded')
        .where('refund_to', '=', 'wallet')
        .execute(),
    );
    const settled = db.selectFrom('orders').where('settled_at', 'is not', null);
    const sellers = await one(
      settled
        .select(sql<number>`coalesce(sum(subtotal - discount + mall_discount + shipping_fee - commission - refunded_sale + refunded_commission), 0)`.as('n'))
        .execute(),
    );
    const referrers = await one(settled.select(sql<number>`coalesce(sum(affiliate_amount), 0)`.as('n')).execute());
    // Cash on delivery was the seller's at the door: settling charges it against the sale.
    const cashAtDoor = await one(settled.select(sql<number>`coalesce(sum(actual_pay), 0)`.as('n')).where('payment_method', '=', 'cod').execute());
    expect(cashAtDoor).toBeGreaterThan(0);
    expect(done.get('goods received:ok') ?? 0).toBeGreaterThan(0);
    expect(held).toBe(adjustments + topUps - withdrawn - spent + refunded + toWallets + sellers - cashAtDoor + referrers);
  }, 240_000);
});

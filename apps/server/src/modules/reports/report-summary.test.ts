/**
 * The dashboard reconciles with the books to the cent: after real activity (orders placed by
 * wallet, card and cash, paid, cancelled, delivered and settled, refunds asked and paid, through
 * the services the routes call; audit/money-steps.ts), every money figure equals an independent
 * sum over the postings, and what the activity added equals what the order, refund and user rows
 * say; days and months add up to the totals, and the shop-sales export to the same figures.
 */
import type { ReportSummary } from '@agora/contract/reports';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { moneyWorld, runActor } from '../audit/money-steps';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

describe.each(dialects())('the reports dashboard on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url, headers })).json();

  it('reconciles every figure with the postings and with the order, refund and user rows, to the cent', async () => {
    const db = t.app.db;
    const finance = await loginStaff(t.app, 'finance');
    const summary = async (): Promise<ReportSummary> => {
      const answer = await get('/api/admin/report/summary', finance);
      expect(answer.code).toBe(200);
      return answer.data;
    };
    const before = await summary();
    expect(before.days).toHaveLength(30);
    expect(before.to).toBe(new Date().toISOString().slice(0, 10));

    const world = await moneyWorld(t.app, `report-${dialect}`, 6);
    await Promise.all([runActor(world, 4101, 220), runActor(world, 4102, 220)]);
    const after = await summary();
    const ids = world.ids;

    // Enough happened for the comparison to mean something.
    const one = async (query: Promise<{ n: unknown }[]>) => Number((await query)[0]?.n ?? 0);
    const worldOrders = () => db.selectFrom('orders').where('user_id', 'in', ids);
    const paid = await one(worldOrders().select(sql<string>`coalesce(sum(actual_pay), 0)`.as('n')).where('payment_status', '=', 'paid').execute());
    const cancelled = await one(
      worldOrders()
        .select(sql<string>`coalesce(sum(actual_pay), 0)`.as('n'))
        .where('payment_status', '=', 'paid')
        .where('delivery_status', '=', 'cancelled')
        .execute(),
    );
    const refunded = await one(
      db
        .selectFrom('refund_request')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
        .where('user_id', 'in', ids)
        .where('state', '=', 'refunded')
        .execute(),
    );
    const settled = worldOrders().where('settled_at', 'is not', null);
    const commission = await one(settled.select(sql<string>`coalesce(sum(commission - refunded_commission), 0)`.as('n')).execute());
    expect(paid).toBeGreaterThan(0);
    expect(cancelled).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    expect(commission).toBeGreaterThan(0);

    // What the activity added, against the rows.
    const added = (key: keyof ReportSummary['totals']) => after.totals[key] - before.totals[key];
    expect(added('sales')).toBe(paid);
    expect(added('cancelled')).toBe(cancelled);
    expect(added('refunds')).toBe(refunded);
    expect(added('commission')).toBe(commission);
    expect(added('orders')).toBe(await one(worldOrders().select(sql<string>`count(*)`.as('n')).execute()));
    expect(added('new_users')).toBe(ids.length);

    // Every money figure against a sum over the postings written another way: what left the
    // buyers' side (wallets, cards, cash at the door) less the card money given back, and the
    // commission account by its code.
    const start = after.from;
    const posted = (kinds: string[]) =>
      db
        .selectFrom('posting')
        .innerJoin('journal_entry', 'journal_entry.id', 'posting.entry_id')
        .where('journal_entry.kind', 'in', kinds)
        .where('posting.created_at', '>=', start);
    const fromBuyers = await one(
      posted(['payment'])
        .select(sql<string>`coalesce(sum(posting.amount), 0)`.as('n'))
        .where('posting.type', 'in', ['wallet', 'card', 'shop_cod', 'card_refunds_due'])
        .execute(),
    );
    expect(after.totals.sales).toBe(-fromBuyers);
    const backFromCancels = await one(
      posted(['cancellation'])
        .select(sql<string>`coalesce(sum(posting.amount), 0)`.as('n'))
        .where('posting.type', 'in', ['wallet', 'card_refunds_due'])
        .execute(),
    );
    expect(after.totals.cancelled).toBe(backFromCancels);
    const commissionPosted = await one(
      db
        .selectFrom('posting')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
        .where('account', '=', 'mall:commission')
        .where('created_at', '>=', start)
        .execute(),
    );
    expect(after.totals.commission).toBe(commissionPosted);
    const refundsPaid = await one(
      db
        .selectFrom('refund_request')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
        .where('state', '=', 'refunded')
        .where('refunded_at', '>=', start)
        .execute(),
    );
    expect(after.totals.refunds).toBe(refundsPaid);

    // Days and months add up to the totals.
    for (const key of ['sales', 'orders', 'new_users', 'commission', 'refunds', 'cancelled'] as const) {
      expect(
        after.days.reduce((sum, d) => sum + d[key], 0),
        key,
      ).toBe(after.totals[key]);
      expect(
        after.months.reduce((sum, m) => sum + m[key], 0),
        key,
      ).toBe(after.totals[key]);
    }

    // The shop-sales export says the same, shop by shop summed.
    const csv = (await t.app.inject({ method: 'GET', url: '/api/admin/report/export?kind=shop-sales', headers: finance })).body.replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('month,shop_id,shop_name,currency,sales_cents,cancelled_cents,refunds_cents,commission_cents');
    const column = (name: string) => header!.split(',').indexOf(name);
    const sum = (name: string) => lines.reduce((total, line) => total + Number(line.split(',').at(column(name) - header!.split(',').length)), 0);
    expect(sum('sales_cents')).toBe(after.totals.sales);
    expect(sum('cancelled_cents')).toBe(after.totals.cancelled);
    expect(sum('refunds_cents')).toBe(after.totals.refunds);
    expect(sum('commission_cents')).toBe(after.totals.commission);

    // The orders export: one line per order placed in the range.
    const orders = (await t.app.inject({ method: 'GET', url: '/api/admin/report/export?kind=orders', headers: await loginAdmin(t.app) })).body;
    expect(orders.trim().split('\r\n')).toHaveLength(after.totals.orders + 1);
  }, 240_000);
});

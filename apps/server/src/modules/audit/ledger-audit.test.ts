import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { buyers, buyNowOf, linesFromTwoShops, placeFor } from '../checkout/test-checkout';
import { adminHeaders } from '../seller/test-seller';
import { auditLedger } from './ledger-audit';

describe.each(dialects())('the ledger audit on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('finds the demo’s books balanced: its wallets, checkouts, paid-later and cancelled orders', async () => {
    const result = await auditLedger(t.app.db);
    expect(result.wallets).toBeGreaterThanOrEqual(3);
    expect(result.problems).toEqual([]);
  });

  it('sums the mall’s money by month; what wallets hold now is the last month’s end', async () => {
    const admin = await adminHeaders(t.app);
    const months = (await t.app.inject({ url: '/api/admin/money/summary?months=3', headers: admin })).json().data as {
      month: string;
      held_in_wallets: number;
      card_payments: number;
    }[];
    expect(months.map((m) => m.month)).toEqual(
      [0, 1, 2].map((back) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 2 + back, 1)).toISOString().slice(0, 7)),
    );
    const wallets = await t.app.db.selectFrom('wallet').select(['balance', 'frozen']).execute();
    expect(months.at(-1)?.held_in_wallets).toBe(wallets.reduce((sum, w) => sum + Number(w.balance) + Number(w.frozen), 0));
    const cards = await t.app.db
      .selectFrom('card_payment')
      .select('amount')
      .where('status', '=', 'succeeded')
      .where('created_at', '>=', `${months[0]!.month}-01`)
      .execute();
    expect(months.reduce((sum, m) => sum + m.card_payments, 0)).toBe(cards.reduce((sum, c) => sum + Number(c.amount), 0));
  });
});

describe.each(dialects())('the ledger audit on %s, against tampered rows', (dialect) => {
  const t = useTestApp(dialect);

  it('names a wallet whose balance left its ledger, and a checkout whose payment row is gone', async () => {
    const [buyer] = await buyers(t.app, 1, 100_000);
    const [line] = await linesFromTwoShops(t.app, 100);
    const placed = await placeFor(t.app, buyer!, 'wallet', buyNowOf(line));
    expect(placed.code).toBe(200);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);

    await t.app.db.deleteFrom('wallet_ledger').where('reference', '=', `checkout:${placed.data.checkout_id}`).execute();
    const entry = await t.app.db
      .selectFrom('journal_entry')
      .select('id')
      .where('reference', '=', `pay:checkout:${placed.data.checkout_id}`)
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('posting').where('entry_id', '=', entry.id).where('type', '=', 'wallet').execute();
    await t.app.db.updateTable('wallet').set({ frozen: 7 }).where('user_id', '=', buyer!.id).execute();
    const orderId = placed.data.orders[0].id as number;
    const problems = (await auditLedger(t.app.db)).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'wallet', id: buyer!.id }),
        expect.objectContaining({ kind: 'account', id: buyer!.id }),
        expect.objectContaining({ kind: 'entry', id: entry.id }),
        expect.objectContaining({ kind: 'order', id: orderId, detail: expect.stringContaining('paid by wallet') }),
      ]),
    );

    // The admin console reads what the last run found.
    const admin = await adminHeaders(t.app);
    const ran = (await t.app.inject({ method: 'POST', url: '/api/admin/audit/ledger', headers: admin })).json();
    expect(ran.data.problem_count).toBe(problems.length);
    const last = (await t.app.inject({ url: '/api/admin/audit/ledger', headers: admin })).json();
    expect(last.data.problems).toEqual(ran.data.problems);
  });
});

// Tampering leaves the books broken: each such test has a database of its own.
describe.each(dialects())('the ledger audit on %s, against money the probe created', (dialect) => {
  const t = useTestApp(dialect);

  it('names money created from nothing, an order paid twice and a card charge no order received, though every wallet equals its ledger', async () => {
    const [buyer] = await buyers(t.app, 1, 100_000);
    const [line] = await linesFromTwoShops(t.app, 100);
    const unpaid = await placeFor(t.app, buyer!, 'cod', buyNowOf(line));
    const paid = await placeFor(t.app, buyer!, 'wallet', buyNowOf(line));
    expect([unpaid.code, paid.code]).toEqual([200, 200]);
    const unpaidId = unpaid.data.orders[0].id as number;
    const paidId = paid.data.orders[0].id as number;
    const { post } = await import('../books/journal');
    const { accounts } = await import('../books/accounts');
    const { orderMoney, postPayment } = await import('../books/order-entries');
    const { inTransaction } = await import('../../db/transaction');
    const rowOf = (id: number) => t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    // A sale credited to the seller for an order nobody paid: balanced, every wallet equal to its rows.
    const seller = await t.app.db.selectFrom('shop').select('user_id').where('id', '=', line!.shopId).executeTakeFirstOrThrow();
    const unpaidRow = await rowOf(unpaidId);
    await t.app.db
      .updateTable('orders')
      .set({ delivery_status: 'completed', payment_status: 'paid', settled_at: new Date().toISOString() })
      .where('id', '=', unpaidId)
      .execute();
    await inTransaction(t.app.db, (trx) =>
      post(trx, {
        reference: `settle:order:${unpaidId}`,
        kind: 'settlement',
        wallets: [{ userId: seller.user_id, amount: Number(unpaidRow.actual_pay), kind: 'sale', reference: `order:${unpaidId}`, orderId: unpaidId }],
        postings: [{ account: accounts.shopPending(line!.shopId), amount: -Number(unpaidRow.actual_pay), orderId: unpaidId }],
      }),
    );
    // The wallet order paid a second time.
    const paidRow = orderMoney(await rowOf(paidId));
    await inTransaction(t.app.db, (trx) => postPayment(trx, `pay:again:${paidId}`, { wallet: { userId: buyer!.id, reference: `order:${paidId}` } }, [paidRow]));
    // A card charge that succeeded with nothing posted.
    const charge = await t.app.db
      .insertInto('card_payment')
      .values({
        checkout_id: paid.data.checkout_id,
        user_id: buyer!.id,
        order_ids: JSON.stringify([paidId]),
        provider: 'sandbox',
        amount: 999,
        status: 'succeeded',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const { unbalancedWallets } = await import('../wallet/queries');
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    const problems = (await auditLedger(t.app.db)).problems;
    const about = (kind: string, id: number) => problems.filter((p) => p.kind === kind && p.id === id).map((p) => p.detail);
    expect(about('order', unpaidId)).toEqual(expect.arrayContaining([expect.stringContaining('sale credited without a payment in')]));
    expect(about('order', paidId)).toEqual(expect.arrayContaining([expect.stringContaining('paid more than once')]));
    expect(about('card_payment', charge.id)).toEqual([expect.stringContaining('no order received')]);
    expect(problems.filter((p) => !['order', 'card_payment'].includes(p.kind))).toEqual([]);
  });
});

describe('npm run audit:ledger', () => {
  it('exits 0 on balanced books and 1 naming the wallet whose balance has no ledger', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../../db/database');
    const { migrateToLatest } = await import('../../db/migrate');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agora-audit-'));
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const run = () => {
      try {
        return {
          code: 0,
          out: execFileSync('npx', ['tsx', 'apps/server/src/modules/audit/audit-cli.ts'], {
            env,
            encoding: 'utf8',
            cwd: path.resolve(import.meta.dirname, '../../../../..'),
          }),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, out: failed.stdout };
      }
    };
    try {
      const { db } = openDatabase({ dataDir: dir });
      await migrateToLatest(db);
      await db.destroy();
      const balanced = run();
      expect([balanced.code, balanced.out]).toEqual([0, expect.stringContaining('0 mismatches')]);
      const { db: again } = openDatabase({ dataDir: dir });
      await again
        .insertInto('user')
        .values({
          firstname: 'A',
          email: 'a@example.test',
          phone: '+15551234567',
          password_hash: 'x',
          invitation_code: 'AUDIT1',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const user = await again.selectFrom('user').select('id').executeTakeFirstOrThrow();
      await again.insertInto('wallet').values({ user_id: user.id, balance: 500, updated_at: '2026-01-01T00:00:00.000Z' }).execute();
      await again.destroy();
      const tampered = run();
      expect(tampered.code).toBe(1);
      expect(tampered.out).toContain(`wallet ${user.id}`);
      // Its statement and its account in the books both say 0.
      expect(tampered.out).toMatch(/2 mismatches\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

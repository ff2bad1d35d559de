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

  it('names a wallet whose balance left its ledger, and a checkout whose payment row is gone', async () => {
    const [buyer] = await buyers(t.app, 1, 100_000);
    const [line] = await linesFromTwoShops(t.app, 100);
    const placed = await placeFor(t.app, buyer!, 'wallet', buyNowOf(line));
    expect(placed.code).toBe(200);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);

    await t.app.db.deleteFrom('wallet_ledger').where('reference', '=', `checkout:${placed.data.checkout_id}`).execute();
    await t.app.db.updateTable('wallet').set({ frozen: 7 }).where('user_id', '=', buyer!.id).execute();
    const problems = (await auditLedger(t.app.db)).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'wallet', id: buyer!.id }),
        expect.objectContaining({ kind: 'checkout', id: placed.data.checkout_id }),
      ]),
    );

    // The admin console reads what the last run found.
    const admin = await adminHeaders(t.app);
    const ran = (await t.app.inject({ method: 'POST', url: '/api/admin/audit/ledger', headers: admin })).json();
    expect(ran.data.problem_count).toBe(problems.length);
    const last = (await t.app.inject({ url: '/api/admin/audit/ledger', headers: admin })).json();
    expect(last.data.problems).toEqual(ran.data.problems);
    await t.app.db.deleteFrom('wallet_ledger').where('user_id', '=', buyer!.id).execute();
    await t.app.db.deleteFrom('wallet').where('user_id', '=', buyer!.id).execute();
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
      expect(tampered.out).toMatch(/1 mismatch\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

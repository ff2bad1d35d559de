import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { buyers } from '../checkout/test-checkout';
import { adminHeaders } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { TEST_PIN } from '../wallet/test-pin';
import { givePaymentSettings, walletOf } from './test-withdrawals';

describe.each(dialects())('withdrawal races over real connections on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const post = (path: string, headers: Record<string, string>, fields: Record<string, string | number>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    }).then((r) => r.json() as Promise<{ code: number; data: { id: number; state: string } | null }>);

  it('20 withdrawals at once that together exceed the balance: only those it covers succeed, balance + frozen unchanged', async () => {
    const [user] = await buyers(t.app, 1, 10_000);
    await givePaymentSettings(t.app, user!.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/customer/info/withdraw', user!.headers, { amount: 1_500, method: 'bank', pin: TEST_PIN })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === ErrorCode.balanceInsufficient)).toHaveLength(14);
    expect(await walletOf(t.app, user!.id)).toEqual({ balance: 1_000, frozen: 9_000 });
    const rows = await t.app.db.selectFrom('withdrawal').select(['id', 'state']).where('user_id', '=', user!.id).execute();
    expect(rows.map((r) => r.id).sort()).toEqual(answers.flatMap((a) => (a.code === 200 ? [a.data!.id] : [])).sort());
    const freezes = await t.app.db
      .selectFrom('wallet_ledger')
      .select('reference')
      .where('user_id', '=', user!.id)
      .where('kind', '=', 'withdraw_freeze')
      .execute();
    expect(freezes.map((f) => f.reference).sort()).toEqual(rows.map((r) => `withdrawal:${r.id}`).sort());
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 60_000);

  it('an owner’s cancel racing an operator’s approval: exactly one wins, the money moves once', async () => {
    const admin = await adminHeaders(t.app);
    const users = await buyers(t.app, 8, 20_000);
    for (const user of users) await givePaymentSettings(t.app, user.id);
    const ids = await Promise.all(
      users.map((user) => post('/api/customer/info/withdraw', user.headers, { amount: 5_000, method: 'bank', pin: TEST_PIN }).then((a) => a.data!.id)),
    );
    const outcomes = await Promise.all(
      users.map((user, i) =>
        Promise.all([
          post('/api/customer/info/withdraw_cancel', user.headers, { id: ids[i]! }),
          post('/api/admin/withdraw/review', admin, { id: ids[i]!, approve: 1 }),
        ]),
      ),
    );
    for (const [i, [cancel, approve]] of outcomes.entries()) {
      const user = users[i]!;
      expect([cancel.code, approve.code].filter((c) => c === 200)).toHaveLength(1);
      const row = await t.app.db.selectFrom('withdrawal').select('state').where('id', '=', ids[i]!).executeTakeFirstOrThrow();
      if (cancel.code === 200) {
        expect(approve.code).toBe(ErrorCode.auditFailed);
        expect(row.state).toBe('cancelled');
        expect(await walletOf(t.app, user.id)).toEqual({ balance: 20_000, frozen: 0 });
      } else {
        expect(cancel.code).toBe(ErrorCode.dataOperationFailed);
        expect(row.state).toBe('completed');
        expect(await walletOf(t.app, user.id)).toEqual({ balance: 15_000, frozen: 0 });
      }
    }
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 60_000);
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { logIn } from '../notices/test-notices';
import { unbalancedWallets } from '../wallet/queries';
import { DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';

describe.each(dialects())('the demo’s top-ups on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('gives the wallet types receiving details and rates, and the demo buyers top-ups in every state with their own receipt pictures', async () => {
    const types = await t.app.db.selectFrom('wallet_type').select(['code', 'receive_address', 'rate_micros']).execute();
    for (const type of types) expect(type.receive_address, type.code).not.toBe('');
    expect(types.find((w) => w.code === 'ETH')?.rate_micros).toBe(290);

    const rows = await t.app.db.selectFrom('recharge').selectAll().execute();
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['pending', 'completed', 'failed']));
    for (const buyer of DEMO_BUYERS) {
      const headers = await logIn(t.app, buyer.email, DEMO_PASSWORDS.buyer);
      const list = (await t.app.inject({ url: '/api/customer/info/recharge_list', headers })).json().data;
      expect(list.total, buyer.email).toBeGreaterThanOrEqual(2);
      // Dated back over a day: the buyer can still submit the full allowance today.
      const info = (await t.app.inject({ url: '/api/customer/info/recharge_info?wallet_code=USDT-TRC20', headers })).json().data;
      expect(info.submissions_left).toBe(5);
      for (const recharge of list.list) {
        expect(fs.existsSync(path.join(t.dataDir, 'media', recharge.voucher)), recharge.voucher).toBe(true);
        if (recharge.state === 'failed') expect(recharge.remark).not.toBe('');
      }
    }
    for (const row of rows) {
      const media = await t.app.db.selectFrom('media').select('user_id').where('path', '=', row.voucher).executeTakeFirstOrThrow();
      expect(media.user_id).toBe(row.user_id);
      const ledger = await t.app.db.selectFrom('wallet_ledger').select(['kind', 'amount', 'user_id']).where('reference', '=', `recharge:${row.id}`).execute();
      expect(ledger).toEqual(row.state === 'completed' ? [{ kind: 'recharge', amount: row.actual_amount, user_id: row.user_id }] : []);
      const notice = await t.app.db
        .selectFrom('notice')
        .select(['state', 'is_read'])
        .where('type', '=', 500)
        .where('ref_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(notice).toEqual({ state: { pending: 0, completed: 1, failed: -1 }[row.state as 'pending'], is_read: 1 });
    }
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});

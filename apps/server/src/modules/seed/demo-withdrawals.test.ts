import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { logIn } from '../notices/test-notices';
import { adminHeaders } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';

describe.each(dialects())('the demo’s withdrawals on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('gives every demo buyer payment settings, one withdrawal paid and pending ones (one flagged), their notices read', async () => {
    for (const buyer of DEMO_BUYERS) {
      const headers = await logIn(t.app, buyer.email, DEMO_PASSWORDS.buyer);
      const settings = (await t.app.inject({ url: '/api/customer/info/payment_settings', headers })).json().data;
      expect(settings.methods).toContain('bank');
      expect(settings.methods.length).toBeGreaterThanOrEqual(2);
    }
    const rows = await t.app.db.selectFrom('withdrawal').select(['state', 'flagged']).orderBy('id').execute();
    expect(rows.filter((r) => r.state === 'completed')).toHaveLength(1);
    expect(rows.filter((r) => r.state === 'pending').map((r) => r.flagged)).toEqual([0, 1]);
    const queue = (await t.app.inject({ url: '/api/admin/withdraw/list?state=pending', headers: await adminHeaders(t.app) })).json().data;
    expect(queue.list[0]).toMatchObject({ flagged: 1, user: { email: DEMO_BUYERS[1]!.email }, details_changed: false });
    const unread = await t.app.db.selectFrom('notice').select('id').where('type', '=', 400).where('is_read', '=', 0).execute();
    expect(unread).toEqual([]);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});

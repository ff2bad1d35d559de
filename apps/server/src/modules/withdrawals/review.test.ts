import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { registerBuyer } from '../notices/test-notices';
import { adminHeaders } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { TEST_PIN } from '../wallet/test-pin';
import { BANK, givePaymentSettings, ledgerOf, noticesOf, payee, TRC20, walletOf } from './test-withdrawals';

interface Listed {
  id: number;
  state: string;
  flagged: number;
  user: { id: number };
  details: Record<string, string> | null;
  details_changed: boolean;
}

describe.each(dialects())('the operators’ withdrawal review on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await adminHeaders(t.app);
  });
  const withdraw = async (headers: Record<string, string>, amount: number, method = 'bank') =>
    (await postForm(t.app, '/api/customer/info/withdraw', { amount, method, pin: TEST_PIN }, headers)).json().data.id as number;
  const review = async (body: Record<string, string | number>) => (await postForm(t.app, '/api/admin/withdraw/review', body, admin)).json();
  const list = async (query = '') => (await t.app.inject({ url: `/api/admin/withdraw/list?page_size=100&${query}`, headers: admin })).json();

  it('is for operators only', async () => {
    const buyer = await registerBuyer(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/withdraw/list'],
      ['POST', '/api/admin/withdraw/review'],
      ['GET', '/api/admin/withdraw/settings'],
      ['POST', '/api/admin/withdraw/settings'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: buyer.headers })).json().code, url).toBe(ErrorCode.noPermission);
    }
  });

  it('lists pending ones first, flagged at the top, with the user and the details unmasked', async () => {
    const calm = await payee(t.app, 50_000);
    const hasty = await payee(t.app, 50_000, { daysAgo: 0 });
    const calmId = await withdraw(calm.headers, 2_000);
    const hastyId = await withdraw(hasty.headers, 3_000, 'USDT-TRC20');
    const decided = await withdraw(calm.headers, 1_500);
    await review({ id: decided, approve: 1 });

    const body = await list();
    expect(body.code).toBe(200);
    const rows = body.data.list as Listed[];
    const states = rows.map((r) => (r.state === 'pending' ? (r.flagged ? 0 : 1) : 2));
    expect(states).toEqual([...states].sort());
    expect(rows.findIndex((r) => r.id === hastyId)).toBeLessThan(rows.findIndex((r) => r.id === calmId));
    expect(rows.findIndex((r) => r.id === calmId)).toBeLessThan(rows.findIndex((r) => r.id === decided));
    expect(rows.find((r) => r.id === hastyId)).toMatchObject({
      user: { id: hasty.id, email: hasty.email },
      flagged: 1,
      amount: 3_000,
      fee: 30,
      destination: { address: '****6aRf' },
      details: { address: TRC20 },
      details_changed: false,
    });
    expect(rows.find((r) => r.id === calmId)).toMatchObject({ flagged: 0, details: BANK, state: 'pending', reviewed_by: null });
    expect(rows.find((r) => r.id === decided)).toMatchObject({ state: 'completed', reviewed_by: expect.any(Number), reviewed_at: expect.any(String) });

    // Details changed after the request: the operator sees the new ones and that they differ.
    await t.app.db.updateTable('payment_settings').set({ account_number: '9999000011' }).where('user_id', '=', calm.id).execute();
    expect(((await list()).data.list as Listed[]).find((r) => r.id === calmId)).toMatchObject({
      details: { account_number: '9999000011' },
      details_changed: true,
    });

    const pending = (await list('state=pending')).data;
    expect((pending.list as Listed[]).every((r) => r.state === 'pending')).toBe(true);
    expect(pending.total).toBe(await countOf('pending'));
    expect((await list('state=completed')).data.list.map((r: Listed) => r.id)).toContain(decided);
    expect((await list('state=nope')).code).toBe(ErrorCode.invalidParameter);
  });
  const countOf = async (state: 'pending') =>
    Number(
      (
        await t.app.db
          .selectFrom('withdrawal')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', state)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('approval pays the frozen amount out: state completed, ledger row, notice state 1; a second decision answers 2000007', async () => {
    const user = await payee(t.app, 30_000);
    const id = await withdraw(user.headers, 10_000);
    expect(await review({ id, approve: 1, remark: 'Sent, ref 8841' })).toMatchObject({ code: 200, data: { id, state: 'completed' } });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 20_000, frozen: 0 });
    const adminId = (await t.app.db.selectFrom('withdrawal').select('reviewed_by').where('id', '=', id).executeTakeFirstOrThrow()).reviewed_by;
    expect(await ledgerOf(t.app, `withdrawal:${id}`)).toEqual([
      { kind: 'withdraw_freeze', amount: -10_000, frozen_change: 10_000, created_by: null },
      { kind: 'withdraw_paid', amount: 0, frozen_change: -10_000, created_by: adminId },
    ]);
    expect((await noticesOf(t.app, user.id)).filter((n) => n.ref_id === id)).toMatchObject([{ type: 400, state: 1, template: 'withdrawalPaid', is_read: 0 }]);
    expect(await review({ id, approve: 1 })).toMatchObject({ code: ErrorCode.auditFailed });
    expect(await review({ id, approve: 0, remark: 'Too late' })).toMatchObject({ code: ErrorCode.auditFailed });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 20_000, frozen: 0 });
    const mine = (await t.app.inject({ url: '/api/customer/info/withdraw_list', headers: user.headers })).json().data.list[0];
    expect(mine).toMatchObject({ id, state: 'completed', remark: 'Sent, ref 8841' });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('rejection needs a remark, returns the money to the balance, and tells the user why', async () => {
    const user = await payee(t.app, 30_000);
    const id = await withdraw(user.headers, 10_000, 'USDT-TRC20');
    expect(await review({ id, approve: 0 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'remark' });
    expect(await review({ id, approve: 0, remark: '   ' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'remark', reason: 'required' });
    expect(await review({ id, approve: 2, remark: 'x' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'approve' });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 20_000, frozen: 10_000 });
    expect(await review({ id, approve: 0, remark: 'Address not on TRC20' })).toMatchObject({ data: { id, state: 'failed' } });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 30_000, frozen: 0 });
    expect((await ledgerOf(t.app, `withdrawal:${id}`)).map((r) => [r.kind, r.amount, r.frozen_change])).toEqual([
      ['withdraw_freeze', -10_000, 10_000],
      ['withdraw_release', 10_000, -10_000],
    ]);
    const [notice] = (await noticesOf(t.app, user.id)).filter((n) => n.ref_id === id);
    expect(notice).toMatchObject({ state: -1, template: 'withdrawalRejected' });
    expect(JSON.parse(notice!.params)).toEqual({ amount_cents: 10000, reason: 'Address not on TRC20' });
    expect(await review({ id, approve: 1 })).toMatchObject({ code: ErrorCode.auditFailed });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('answers 2000007 for a cancelled one and 2000019 for none', async () => {
    const user = await payee(t.app, 30_000);
    const id = await withdraw(user.headers, 5_000);
    await postForm(t.app, '/api/customer/info/withdraw_cancel', { id }, user.headers);
    expect(await review({ id, approve: 1 })).toMatchObject({ code: ErrorCode.auditFailed });
    expect(await review({ id: 2_000_000_000, approve: 1 })).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 30_000, frozen: 0 });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('reads and changes the settings, keeping a field not sent and refusing values out of range', async () => {
    const settings = async () => (await t.app.inject({ url: '/api/admin/withdraw/settings', headers: admin })).json();
    const save = async (body: Record<string, string | number>) => (await postForm(t.app, '/api/admin/withdraw/settings', body, admin)).json();
    expect((await settings()).data).toEqual({ withdraw_min: 1000, withdraw_fee_bps: 100 });
    expect((await save({ withdraw_fee_bps: 250 })).data).toEqual({ withdraw_min: 1000, withdraw_fee_bps: 250 });
    expect((await save({ withdraw_min: 500 })).data).toEqual({ withdraw_min: 500, withdraw_fee_bps: 250 });
    expect(await save({ withdraw_fee_bps: 5001 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'withdraw_fee_bps' });
    expect(await save({ withdraw_fee_bps: -1 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'withdraw_fee_bps' });
    expect(await save({ withdraw_min: 0 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'withdraw_min' });
    expect((await settings()).data).toEqual({ withdraw_min: 500, withdraw_fee_bps: 250 });
    const user = await payee(t.app, 10_000);
    expect((await postForm(t.app, '/api/customer/info/withdraw', { amount: 500, method: 'bank', pin: TEST_PIN }, user.headers)).json().data.fee).toBe(13);
    await save({ withdraw_min: 1000, withdraw_fee_bps: 100 });
    await givePaymentSettings(t.app, user.id);
  });
});

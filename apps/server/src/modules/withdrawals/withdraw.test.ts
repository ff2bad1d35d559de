import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { registerBuyer } from '../notices/test-notices';
import { adminHeaders } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { TEST_PIN } from '../wallet/test-pin';
import { BANK, givePaymentSettings, ledgerOf, noticesOf, payee, walletOf } from './test-withdrawals';

describe.each(dialects())('withdrawals on %s', (dialect) => {
  const t = useTestApp(dialect);
  const withdraw = async (headers: Record<string, string>, body: Record<string, string | number>) =>
    (await postForm(t.app, '/api/customer/info/withdraw', { pin: TEST_PIN, ...body }, headers)).json();
  const cancel = async (headers: Record<string, string>, id: number) => (await postForm(t.app, '/api/customer/info/withdraw_cancel', { id }, headers)).json();

  it('freezes the amount with its ledger row, keeps the fee and the masked destination, and sends a notice of type 400, state 0', async () => {
    const user = await payee(t.app, 50_000);
    const body = await withdraw(user.headers, { amount: 12_345, method: 'bank' });
    expect(body.code).toBe(200);
    const id = body.data.id as number;
    expect(body.data).toEqual({
      id,
      amount: 12_345,
      fee: 123,
      method: 'bank',
      destination: { bank_name: '****Bank', account_name: '**** Tan', account_number: '****5678', routing_number: '****0021' },
      state: 'pending',
      remark: '',
      created_at: expect.any(String),
    });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 50_000 - 12_345, frozen: 12_345 });
    expect(await ledgerOf(t.app, `withdrawal:${id}`)).toEqual([{ kind: 'withdraw_freeze', amount: -12_345, frozen_change: 12_345, created_by: null }]);
    const row = await t.app.db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, flagged: 0, state: 'pending' });
    const [notice] = await noticesOf(t.app, user.id);
    expect(notice).toMatchObject({ type: 400, state: 0, template: 'withdrawalSubmitted', ref_id: id });
    expect(JSON.parse(notice!.params)).toEqual({ amount_cents: 12345 });
    const rendered = (await t.app.inject({ url: '/api/customer/user/notices', headers: { ...user.headers, lang: 'es' } })).json();
    expect(rendered.data.list[0]).toMatchObject({ type: 400, state: 0, ref_id: id, title: 'Solicitud de retiro recibida' });
    expect(rendered.data.list[0].content).toContain('$123.45');
    // The amount is kept in cents and listed, so the reader's app shows it in the reader's currency.
    expect(rendered.data.list[0]).toMatchObject({ money: [{ text: '$123.45', cents: 12_345 }], info: false });

    const wallet = await withdraw(user.headers, { amount: 5_000, method: 'USDT-TRC20' });
    expect(wallet.data).toMatchObject({ method: 'USDT-TRC20', fee: 50, destination: { address: '****6aRf' } });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('flags a withdrawal asked for within 24 hours of a change of the payment settings', async () => {
    const user = await payee(t.app, 50_000, { daysAgo: 0 });
    const fresh = await withdraw(user.headers, { amount: 2_000, method: 'bank' });
    await givePaymentSettings(t.app, user.id, 1.01);
    const old = await withdraw(user.headers, { amount: 2_000, method: 'bank' });
    const flags = await t.app.db.selectFrom('withdrawal').select(['id', 'flagged']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(flags).toEqual([
      { id: fresh.data.id, flagged: 1 },
      { id: old.data.id, flagged: 0 },
    ]);
  });

  it('refuses below the minimum naming amount, and follows the operator’s minimum and fee', async () => {
    const user = await payee(t.app, 50_000);
    expect(await withdraw(user.headers, { amount: 999, method: 'bank' })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'amount',
      reason: 'withdrawMin',
      params: { min: 1000, usd: '$10.00' },
    });
    expect((await withdraw(user.headers, { amount: 1000, method: 'bank' })).data).toMatchObject({ amount: 1000, fee: 10 });
    const admin = await adminHeaders(t.app);
    expect((await postForm(t.app, '/api/admin/withdraw/settings', { withdraw_min: 2500, withdraw_fee_bps: 0 }, admin)).json().data).toEqual({
      withdraw_min: 2500,
      withdraw_fee_bps: 0,
    });
    expect(await withdraw(user.headers, { amount: 2499, method: 'bank' })).toMatchObject({ field: 'amount', params: { min: 2500 } });
    expect((await withdraw(user.headers, { amount: 2500, method: 'bank' })).data.fee).toBe(0);
    await postForm(t.app, '/api/admin/withdraw/settings', { withdraw_min: 1000, withdraw_fee_bps: 100 }, admin);
    expect(await withdraw(user.headers, { amount: 0, method: 'bank' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'amount' });
    expect(await withdraw(user.headers, { method: 'bank' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'amount' });
    expect(await withdraw(user.headers, { amount: 1000 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'method' });
  });

  it('refuses a method the settings hold nothing for, naming method', async () => {
    const user = await payee(t.app, 50_000);
    expect(await withdraw(user.headers, { amount: 2000, method: 'DOGE' })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'method',
      reason: 'invalid',
    });
    expect(await withdraw(user.headers, { amount: 2000, method: 'BTC' })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'method',
      reason: 'noPayoutDetails',
    });
    const bare = await payee(t.app, 50_000, { settings: false });
    expect(await withdraw(bare.headers, { amount: 2000, method: 'bank' })).toMatchObject({ field: 'method', reason: 'noPayoutDetails' });
    // Bank details without the account number are not enough.
    await postForm(
      t.app,
      '/api/customer/info/payment_settings',
      { password: bare.password, bank_name: BANK.bank_name, account_name: BANK.account_name },
      bare.headers,
    );
    expect(await withdraw(bare.headers, { amount: 2000, method: 'bank' })).toMatchObject({ field: 'method', reason: 'noPayoutDetails' });
    expect(await walletOf(t.app, bare.id)).toEqual({ balance: 50_000, frozen: 0 });
    expect(await t.app.db.selectFrom('withdrawal').select('id').where('user_id', 'in', [user.id, bare.id]).execute()).toEqual([]);
  });

  it('refuses more than the balance with 2000022, leaving no record, notice or ledger row', async () => {
    const user = await payee(t.app, 5_000);
    expect(await withdraw(user.headers, { amount: 5_001, method: 'bank' })).toMatchObject({ code: ErrorCode.balanceInsufficient, field: 'amount' });
    const nobody = await payee(t.app, 0);
    expect((await withdraw(nobody.headers, { amount: 1_000, method: 'bank' })).code).toBe(ErrorCode.balanceInsufficient);
    expect(await t.app.db.selectFrom('withdrawal').select('id').where('user_id', 'in', [user.id, nobody.id]).execute()).toEqual([]);
    expect((await noticesOf(t.app, user.id)).filter((n) => n.type === 400)).toEqual([]);
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 5_000, frozen: 0 });
    expect((await withdraw(user.headers, { amount: 5_000, method: 'bank' })).code).toBe(200);
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 0, frozen: 5_000 });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('lists the caller’s own withdrawals newest first, paged and by state', async () => {
    const user = await payee(t.app, 50_000);
    const other = await payee(t.app, 50_000);
    const ids: number[] = [];
    for (const amount of [1000, 2000, 3000]) ids.push((await withdraw(user.headers, { amount, method: 'bank' })).data.id);
    await withdraw(other.headers, { amount: 4000, method: 'bank' });
    await cancel(user.headers, ids[0]!);
    const list = async (query: string) => (await t.app.inject({ url: `/api/customer/info/withdraw_list?${query}`, headers: user.headers })).json().data;
    const all = await list('');
    expect(all).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(all.list.map((w: { id: number }) => w.id)).toEqual([...ids].reverse());
    expect(Object.keys(all.list[0]).sort()).toEqual(['amount', 'created_at', 'destination', 'fee', 'id', 'method', 'remark', 'state'].sort());
    expect(await list('page=2&page_size=2')).toMatchObject({ total: 3, page: 2, page_size: 2, list: [{ id: ids[0] }] });
    expect(await list('state=cancelled')).toMatchObject({ total: 1, list: [{ id: ids[0], state: 'cancelled' }] });
    expect((await t.app.inject({ url: '/api/customer/info/withdraw_list?state=paid', headers: user.headers })).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'state',
    });
    expect((await t.app.inject({ url: '/api/customer/info/withdraw_list' })).json().code).toBe(ErrorCode.tokenExpired);
  });

  it('lets the owner cancel a pending one: frozen back to the balance, ledger row, notice -1; once only, and only their own', async () => {
    const user = await payee(t.app, 20_000);
    const stranger = await registerBuyer(t.app);
    const id = (await withdraw(user.headers, { amount: 8_000, method: 'USDT-TRC20' })).data.id as number;
    expect(await cancel(stranger.headers, id)).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect(await cancel(user.headers, 2_000_000_000)).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    const cancelled = await cancel(user.headers, id);
    expect(cancelled.data).toMatchObject({ id, state: 'cancelled' });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 20_000, frozen: 0 });
    expect(await ledgerOf(t.app, `withdrawal:${id}`)).toEqual([
      { kind: 'withdraw_freeze', amount: -8_000, frozen_change: 8_000, created_by: null },
      { kind: 'withdraw_release', amount: 8_000, frozen_change: -8_000, created_by: null },
    ]);
    const notices = (await noticesOf(t.app, user.id)).filter((n) => n.ref_id === id);
    expect(notices).toMatchObject([{ type: 400, state: -1, template: 'withdrawalCancelled', is_read: 0 }]);
    expect(await cancel(user.headers, id)).toMatchObject({ code: ErrorCode.dataOperationFailed, field: 'id', reason: 'withdrawalDecided' });
    expect(await walletOf(t.app, user.id)).toEqual({ balance: 20_000, frozen: 0 });
    // Decided by the operator: no longer the owner's to cancel.
    const paid = (await withdraw(user.headers, { amount: 3_000, method: 'bank' })).data.id as number;
    await postForm(t.app, '/api/admin/withdraw/review', { id: paid, approve: 1 }, await adminHeaders(t.app));
    expect((await cancel(user.headers, paid)).code).toBe(ErrorCode.dataOperationFailed);
    expect(await cancel(user.headers, 0)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id' });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});

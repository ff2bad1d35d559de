import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { balanceOfUser } from '../checkout/test-checkout';
import { adminHeaders } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { postOver, submit, type VoucherBuyer, voucherBuyers, WALLET } from './test-topups';

describe.each(dialects())('reviewing top-ups on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await adminHeaders(t.app);
  });
  const review = (fields: Record<string, string | number>, headers = admin) =>
    postForm(t.app, '/api/admin/recharge/review', fields, headers).then((r) => r.json());
  const adminList = (query = '') => t.app.inject({ url: `/api/admin/recharge/list${query}`, headers: admin }).then((r) => r.json());
  const noticeOf = (refId: number) =>
    t.app.db
      .selectFrom('notice')
      .select(['state', 'template', 'params', 'is_read'])
      .where('type', '=', 500)
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
  const ledgerOf = (id: number) => t.app.db.selectFrom('wallet_ledger').selectAll().where('reference', '=', `recharge:${id}`).execute();
  const pending = async (buyer: VoucherBuyer, amount = 2500) => (await submit(t.app, buyer, { amount })).data.id as number;

  it('lists top-ups for operators with the user and voucher: the pending queue oldest first, others newest first', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    const first = await pending(buyer!);
    const second = await pending(buyer!);
    const queue = (await adminList('?state=pending&page_size=100')).data;
    const ids = queue.list.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = queue.list.find((r: { id: number }) => r.id === second);
    const user = await t.app.db.selectFrom('user').select(['email', 'firstname']).where('id', '=', buyer!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user: { id: buyer!.id, ...user }, voucher: buyer!.voucher, state: 'pending', reviewed_by: null, amount: 2500 });
    const all = (await adminList()).data;
    expect(all.list[0].id).toBeGreaterThan(all.list[1].id);
    expect(all.total).toBeGreaterThanOrEqual(queue.total);
    expect((await adminList('?state=nope')).code).toBe(ErrorCode.invalidParameter);
    expect((await t.app.inject({ url: '/api/admin/recharge/list', headers: buyer!.headers })).json().code).toBe(ErrorCode.noPermission);
    expect((await review({ id: first, approve: 1 }, buyer!.headers)).code).toBe(ErrorCode.noPermission);
  });

  it('approves: credits the amount with its ledger row, the notice to success; a second review answers 2000007', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    const id = await pending(buyer!);
    const body = await review({ id, approve: 1 });
    expect(body.code).toBe(200);
    const adminId = (await t.app.db.selectFrom('user').select('id').where('email', '=', 'admin@agora.test').executeTakeFirstOrThrow()).id;
    expect(body.data).toMatchObject({ id, state: 'completed', actual_amount: 2500, reviewed_by: adminId });
    expect(body.data.reviewed_at).toBeTruthy();
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(2500);
    const ledger = await ledgerOf(id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ user_id: buyer!.id, kind: 'recharge', amount: 2500, balance_after: 2500 });
    expect(await noticeOf(id)).toEqual({
      state: 1,
      template: 'rechargeApproved',
      params: JSON.stringify({ amount_cents: 2500, wallet: 'USDT (TRC20)' }),
      is_read: 0,
    });
    for (const again of [
      { id, approve: 1 },
      { id, approve: 0, remark: 'late' },
    ] as Record<string, string | number>[])
      expect((await review(again)).code).toBe(ErrorCode.auditFailed);
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(2500);
    const mine = (await t.app.inject({ url: '/api/customer/info/recharge_list', headers: buyer!.headers })).json().data.list[0];
    expect(mine).toMatchObject({ id, state: 'completed', actual_amount: 2500 });
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('approves with the amount actually received, and a remark', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    const id = await pending(buyer!, 5000);
    const body = await review({ id, approve: 1, actual_amount: 4870, remark: 'Network fee deducted' });
    expect(body.data).toMatchObject({ state: 'completed', amount: 5000, actual_amount: 4870, remark: 'Network fee deducted' });
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(4870);
    expect((await ledgerOf(id))[0]).toMatchObject({ amount: 4870, remark: 'Network fee deducted' });
    expect(JSON.parse((await noticeOf(id)).params).amount_cents).toBe(4870);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('rejects only with a remark: failed, nothing credited, the notice to failure with the reason', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    const id = await pending(buyer!);
    const bare = await review({ id, approve: 0 });
    expect([bare.code, bare.field]).toEqual([ErrorCode.missingParameter, 'remark']);
    const body = await review({ id, approve: 0, remark: 'No payment with this transaction ID' });
    expect(body.data).toMatchObject({ state: 'failed', actual_amount: null, remark: 'No payment with this transaction ID' });
    expect(await ledgerOf(id)).toEqual([]);
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(0);
    expect(await noticeOf(id)).toEqual({
      state: -1,
      template: 'rechargeRejected',
      params: JSON.stringify({ amount_cents: 2500, wallet: 'USDT (TRC20)', reason: 'No payment with this transaction ID' }),
      is_read: 0,
    });
    expect((await review({ id, approve: 1 })).code).toBe(ErrorCode.auditFailed);
  });

  it('refuses an unknown id (2000019) and bad values', async () => {
    const unknown = await review({ id: 2_000_000_000, approve: 1 });
    expect([unknown.code, unknown.field]).toEqual([ErrorCode.noData, 'id']);
    expect((await review({ id: 1, approve: 2 })).field).toBe('approve');
    expect((await review({ id: 1, approve: 1, actual_amount: 0 })).field).toBe('actual_amount');
  });

  it('keeps the settings: defaults, saved values used by submissions, bad values refused', async () => {
    const get = () => t.app.inject({ url: '/api/admin/recharge/settings', headers: admin }).then((r) => r.json());
    expect((await get()).data).toEqual({ min_amount: 1000, recharge_per_day: 5 });
    const saved = (await postForm(t.app, '/api/admin/recharge/settings', { min_amount: 2000, recharge_per_day: 2 }, admin)).json();
    expect(saved.data).toEqual({ min_amount: 2000, recharge_per_day: 2 });
    expect((await get()).data).toEqual({ min_amount: 2000, recharge_per_day: 2 });
    const [buyer] = await voucherBuyers(t.app, 1);
    const low = await submit(t.app, buyer!, { amount: 1500 });
    expect([low.field, low.params]).toEqual(['amount', { num: '$20.00', min: 2000 }]);
    expect((await submit(t.app, buyer!, { amount: 2000 })).code).toBe(200);
    expect((await submit(t.app, buyer!, { amount: 2000 })).code).toBe(200);
    expect((await submit(t.app, buyer!, { amount: 2000 })).code).toBe(ErrorCode.rechargeLimit);
    for (const bad of [
      { min_amount: 0, recharge_per_day: 5 },
      { min_amount: 1000, recharge_per_day: 0 },
    ]) {
      expect((await postForm(t.app, '/api/admin/recharge/settings', bad, admin)).json().code).toBe(ErrorCode.invalidParameter);
    }
    expect((await postForm(t.app, '/api/admin/recharge/settings', { min_amount: 1000, recharge_per_day: 5 }, admin)).json().code).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/recharge/settings', headers: buyer!.headers })).json().code).toBe(ErrorCode.noPermission);
  });

  it('adds and edits wallet types: rate as a decimal (kept in millionths), code upper-cased and unique, disabled ones refused to buyers', async () => {
    const save = (fields: Record<string, string | number>) => postForm(t.app, '/api/admin/wallet-types/save', fields, admin).then((r) => r.json());
    const added = await save({
      name: 'Thai baht bank transfer',
      code: 'bank-thb',
      receive_address: 'Kasikorn 123-4-56789-0\nAgora Co., Ltd.',
      rate: '35.125',
      sort: 9,
    });
    expect(added.data).toMatchObject({ name: 'Thai baht bank transfer', code: 'BANK-THB', rate: 35.125, enabled: 1, sort: 9 });
    const row = await t.app.db.selectFrom('wallet_type').select('rate_micros').where('id', '=', added.data.id).executeTakeFirstOrThrow();
    expect(Number(row.rate_micros)).toBe(35_125_000);
    const listed = (await t.app.inject({ url: '/api/admin/wallet-types', headers: admin })).json().data;
    expect(listed.list.find((w: { code: string }) => w.code === 'BANK-THB')).toEqual(added.data);
    expect(listed.total).toBe(listed.list.length);

    const [buyer] = await voucherBuyers(t.app, 1);
    const info = () => t.app.inject({ url: '/api/customer/info/recharge_info?wallet_code=BANK-THB', headers: buyer!.headers }).then((r) => r.json());
    expect((await info()).data).toMatchObject({
      wallet_name: 'Thai baht bank transfer',
      rate: 35.125,
      receive_address: 'Kasikorn 123-4-56789-0\nAgora Co., Ltd.',
    });
    const before = (await submit(t.app, buyer!, { wallet_code: 'BANK-THB' })).data;
    expect(before.rate).toBe(35.125);

    const edited = await save({ id: added.data.id, name: 'THB transfer', code: 'BANK-THB', rate: 36, enabled: 0 });
    expect(edited.data).toMatchObject({ name: 'THB transfer', rate: 36, enabled: 0, receive_address: '' });
    expect((await info()).code).toBe(ErrorCode.invalidCurrency);
    expect((await submit(t.app, buyer!, { wallet_code: 'BANK-THB' })).code).toBe(ErrorCode.invalidCurrency);
    // A top-up keeps the rate and name it was submitted at.
    const kept = (await t.app.inject({ url: '/api/customer/info/recharge_list', headers: buyer!.headers })).json().data.list[0];
    expect(kept).toMatchObject({ id: before.id, rate: 35.125, wallet_name: 'Thai baht bank transfer' });

    const taken = await save({ name: 'Again', code: 'btc', rate: 1 });
    expect([taken.code, taken.field, taken.reason]).toEqual([ErrorCode.invalidParameter, 'code', 'taken']);
    const renamedOnto = await save({ id: added.data.id, name: 'THB', code: WALLET, rate: 1 });
    expect([renamedOnto.code, renamedOnto.field]).toEqual([ErrorCode.invalidParameter, 'code']);
    expect((await save({ id: 2_000_000_000, name: 'X', code: 'XX', rate: 1 })).code).toBe(ErrorCode.noData);
    for (const bad of [
      { name: 'X', code: 'X', rate: 1 },
      { name: 'X', code: 'A B', rate: 1 },
      { name: 'X', code: 'XY', rate: 0 },
      { name: '', code: 'XY', rate: 1 },
    ]) {
      expect((await save(bad)).code, JSON.stringify(bad)).not.toBe(200);
    }
    expect((await t.app.inject({ url: '/api/admin/wallet-types', headers: buyer!.headers })).json().code).toBe(ErrorCode.noPermission);
  });

  it('names a wallet type in the reader’s language when the console gave one, else by its stored name; translations not sent are kept', async () => {
    const save = (fields: Record<string, string | number>) => postForm(t.app, '/api/admin/wallet-types/save', fields, admin).then((r) => r.json());
    const added = await save({ name: 'Bank transfer (THB)', name_th: 'โอนผ่านธนาคาร (THB)', name_jp: '銀行振込（THB）', code: 'BANK-TH2', rate: 35 });
    expect(added.data).toMatchObject({ name: 'Bank transfer (THB)', name_th: 'โอนผ่านธนาคาร (THB)', name_jp: '銀行振込（THB）', name_vn: '' });
    const [buyer] = await voucherBuyers(t.app, 1);
    const nameIn = async (lang: string) => {
      const headers = { ...buyer!.headers, lang };
      const wallets = (await t.app.inject({ method: 'POST', url: '/api/customer/index/get_wallets', headers })).json().data.list;
      const info = (await t.app.inject({ url: '/api/customer/info/recharge_info?wallet_code=BANK-TH2', headers })).json().data;
      const settings = (await t.app.inject({ url: '/api/customer/info/payment_settings', headers })).json().data;
      const names = [
        wallets.find((w: { code: string }) => w.code === 'BANK-TH2').name,
        info.wallet_name,
        settings.wallets.find((w: { code: string }) => w.code === 'BANK-TH2').name,
      ];
      return [...new Set(names)];
    };
    expect(await nameIn('th')).toEqual(['โอนผ่านธนาคาร (THB)']);
    expect(await nameIn('jp')).toEqual(['銀行振込（THB）']);
    expect(await nameIn('vn')).toEqual(['Bank transfer (THB)']);
    expect(await nameIn('en')).toEqual(['Bank transfer (THB)']);
    // An edit without the translations keeps them; one sent empty clears it.
    const edited = await save({ id: added.data.id, name: 'Bank transfer (THB)', code: 'BANK-TH2', rate: 35, name_jp: '' });
    expect(edited.data).toMatchObject({ name_th: 'โอนผ่านธนาคาร (THB)', name_jp: '' });
    expect(await nameIn('jp')).toEqual(['Bank transfer (THB)']);
  });

  describe('races over real connections', () => {
    let base = '';
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    it('two operators approving one top-up at once: credited once, the other 2000007 (ten top-ups)', async () => {
      const second = await adminHeaders(t.app);
      const racers = await voucherBuyers(t.app, 10);
      const ids = await Promise.all(racers.map((buyer) => pending(buyer, 3000)));
      const answers = await Promise.all(
        ids.flatMap((id) => [
          postOver(base, '/api/admin/recharge/review', admin, { id, approve: 1 }),
          postOver(base, '/api/admin/recharge/review', second, { id, approve: 1 }),
        ]),
      );
      for (let n = 0; n < ids.length; n++) {
        expect([answers[2 * n]!.code, answers[2 * n + 1]!.code].sort()).toEqual([200, ErrorCode.auditFailed]);
        expect(await ledgerOf(ids[n]!)).toHaveLength(1);
        expect(await balanceOfUser(t.app, racers[n]!.id)).toBe(3000);
      }
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);

    it('an approval and a rejection at once: one decides, the money follows that decision', async () => {
      const second = await adminHeaders(t.app);
      const racers = await voucherBuyers(t.app, 6);
      const ids = await Promise.all(racers.map((buyer) => pending(buyer, 1500)));
      const answers = await Promise.all(
        ids.flatMap((id) => [
          postOver(base, '/api/admin/recharge/review', admin, { id, approve: 1 }),
          postOver(base, '/api/admin/recharge/review', second, { id, approve: 0, remark: 'Not received' }),
        ]),
      );
      for (let n = 0; n < ids.length; n++) {
        const codes = [answers[2 * n]!.code, answers[2 * n + 1]!.code];
        expect([...codes].sort()).toEqual([200, ErrorCode.auditFailed]);
        const row = await t.app.db.selectFrom('recharge').select('state').where('id', '=', ids[n]!).executeTakeFirstOrThrow();
        expect(row.state).toBe(codes[0] === 200 ? 'completed' : 'failed');
        expect(await balanceOfUser(t.app, racers[n]!.id)).toBe(row.state === 'completed' ? 1500 : 0);
        expect((await noticeOf(ids[n]!)).state).toBe(row.state === 'completed' ? 1 : -1);
      }
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);
  });
});

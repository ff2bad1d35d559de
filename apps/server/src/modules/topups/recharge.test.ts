import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { uploadsOf } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { fullWidth, newTxId, postOver, sameIdVariants, submit, type VoucherBuyer, voucherBuyers, WALLET } from './test-topups';

describe.each(dialects())('top-ups on %s', (dialect) => {
  const t = useTestApp(dialect);
  const noticeOf = (refId: number) =>
    t.app.db.selectFrom('notice').select(['user_id', 'state', 'template', 'params']).where('type', '=', 500).where('ref_id', '=', refId).execute();
  const info = (buyer: VoucherBuyer, code = WALLET) =>
    t.app.inject({ url: `/api/customer/info/recharge_info?wallet_code=${code}`, headers: buyer.headers }).then((r) => r.json());
  const list = (buyer: VoucherBuyer, query = '') =>
    t.app.inject({ url: `/api/customer/info/recharge_list${query}`, headers: buyer.headers }).then((r) => r.json());

  it('takes a top-up: the record, pending, at the wallet type’s rate, the voucher stored bare, and a notice under audit', async () => {
    await t.app.db.updateTable('wallet_type').set({ rate_micros: 1_002_500, receive_address: 'TQ1demoAddress' }).where('code', '=', WALLET).execute();
    const [buyer] = await voucherBuyers(t.app, 1);
    const before = (await info(buyer!)).data;
    expect(before).toEqual({
      wallet_code: WALLET,
      wallet_name: 'USDT (TRC20)',
      receive_address: 'TQ1demoAddress',
      rate: 1.0025,
      min_amount: 1000,
      recharge_per_day: 5,
      submissions_left: 5,
    });
    const txId = newTxId();
    const body = await submit(t.app, buyer!, { amount: 2500, transaction_id: ` ${txId} `, voucher: `${t.app.config.MEDIA_BASE_URL}/${buyer!.voucher}` });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      amount: 2500,
      actual_amount: null,
      wallet_code: WALLET,
      wallet_name: 'USDT (TRC20)',
      transaction_id: txId,
      voucher: buyer!.voucher,
      state: 'pending',
      remark: '',
      rate: 1.0025,
      reviewed_at: null,
    });
    const notices = await noticeOf(body.data.id);
    expect(notices).toEqual([
      { user_id: buyer!.id, state: 0, template: 'rechargeSubmitted', params: JSON.stringify({ amount_cents: 2500, wallet: 'USDT (TRC20)' }) },
    ]);
    expect((await info(buyer!)).data.submissions_left).toBe(4);
    const page = (await list(buyer!)).data;
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(page.list[0]).toEqual(body.data);
    // Nothing is credited before review.
    expect(await t.app.db.selectFrom('wallet_ledger').select('id').where('user_id', '=', buyer!.id).execute()).toEqual([]);
  });

  it('refuses below the minimum naming amount, with the minimum in the message and in cents', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    const body = await submit(t.app, buyer!, { amount: 999 });
    expect([body.code, body.field, body.reason, body.params]).toEqual([ErrorCode.invalidParameter, 'amount', 'minTopUp', { num: '$10.00', min: 1000 }]);
    expect(body.message).toContain('$10.00');
    const jp = (
      await postForm(
        t.app,
        '/api/customer/info/recharge',
        { wallet_code: WALLET, amount: 5, transaction_id: newTxId(), voucher: buyer!.voucher },
        { ...buyer!.headers, lang: 'jp' },
      )
    ).json();
    expect(jp.message).toContain('最低入金額は$10.00です');
    expect((await submit(t.app, buyer!, { amount: 1000 })).code).toBe(200);
    expect((await submit(t.app, buyer!, { amount: 0 })).field).toBe('amount');
  });

  it('refuses an unknown or disabled wallet type (2000029), a voucher not the caller’s own, missing fields and guests', async () => {
    const [buyer, other] = await voucherBuyers(t.app, 2);
    for (const code of ['NOPE', 'usdt-trc20']) {
      const body = await submit(t.app, buyer!, { wallet_code: code });
      expect([body.code, body.field]).toEqual([ErrorCode.invalidCurrency, 'wallet_code']);
      expect((await info(buyer!, code)).code).toBe(ErrorCode.invalidCurrency);
    }
    await t.app.db.updateTable('wallet_type').set({ enabled: 0 }).where('code', '=', 'BTC').execute();
    expect((await submit(t.app, buyer!, { wallet_code: 'BTC' })).code).toBe(ErrorCode.invalidCurrency);
    expect((await info(buyer!, 'BTC')).code).toBe(ErrorCode.invalidCurrency);
    await t.app.db.updateTable('wallet_type').set({ enabled: 1 }).where('code', '=', 'BTC').execute();
    expect((await submit(t.app, buyer!, { wallet_code: 'BTC' })).code).toBe(200);

    for (const voucher of [other!.voucher, 'https://evil.example/x.png', 'catalog/product/1-0.webp']) {
      const body = await submit(t.app, buyer!, { voucher });
      expect([body.code, body.field, body.reason]).toEqual([ErrorCode.invalidParameter, 'voucher', 'notOwnUpload']);
    }
    const missing = (
      await postForm(t.app, '/api/customer/info/recharge', { wallet_code: WALLET, amount: 2000, voucher: buyer!.voucher }, buyer!.headers)
    ).json();
    expect([missing.code, missing.field]).toEqual([ErrorCode.missingParameter, 'transaction_id']);
    const guest = (
      await postForm(t.app, '/api/customer/info/recharge', { wallet_code: WALLET, amount: 2000, transaction_id: newTxId(), voucher: buyer!.voucher })
    ).json();
    expect(guest.code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject({ url: '/api/customer/info/recharge_list' })).json().code).toBe(ErrorCode.tokenExpired);
  });

  it('refuses a transaction id anyone used (2000028)', async () => {
    const [first, second] = await voucherBuyers(t.app, 2);
    const txId = newTxId();
    expect((await submit(t.app, first!, { transaction_id: txId })).code).toBe(200);
    for (const buyer of [first!, second!]) {
      const body = await submit(t.app, buyer, { transaction_id: txId });
      expect([body.code, body.field, body.reason]).toEqual([ErrorCode.rechargeTxExists, 'transaction_id', 'taken']);
    }
  });

  it('refuses the same transaction id in another case, in full-width, with spaces or invisible characters inside (2000028): one top-up pending', async () => {
    const [first, second] = await voucherBuyers(t.app, 2);
    const txId = newTxId();
    const accepted = await submit(t.app, first!, { transaction_id: txId });
    expect(accepted.code).toBe(200);
    for (const [variant, typed] of Object.entries(sameIdVariants(txId))) {
      for (const buyer of [first!, second!]) {
        const body = await submit(t.app, buyer, { transaction_id: typed });
        expect([body.code, body.field, body.reason], variant).toEqual([ErrorCode.rechargeTxExists, 'transaction_id', 'taken']);
      }
    }
    const pending = await t.app.db
      .selectFrom('recharge')
      .select(['id', 'transaction_id'])
      .where('user_id', 'in', [first!.id, second!.id])
      .where('state', '=', 'pending')
      .execute();
    expect(pending).toEqual([{ id: accepted.data.id, transaction_id: txId }]);
  });

  it('keeps the transaction id as typed for operators, compares its normal form, and finds it again typed plainly', async () => {
    const [buyer, other] = await voucherBuyers(t.app, 2);
    const txId = newTxId();
    const typed = `${fullWidth(txId.toUpperCase())}\u200B`;
    const body = await submit(t.app, buyer!, { transaction_id: `  ${typed} ` });
    expect([body.code, body.data.transaction_id]).toEqual([200, typed]);
    const row = await t.app.db.selectFrom('recharge').select(['transaction_id', 'transaction_key']).where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ transaction_id: typed, transaction_key: txId });
    expect((await submit(t.app, other!, { transaction_id: txId })).code).toBe(ErrorCode.rechargeTxExists);
  });

  it('refuses a transaction id with nothing visible in it (1000008 naming transaction_id)', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    for (const typed of ['\u200B', ' \u200B\u200D ', '\u00AD\u2060', '\u3164', '   ', '\u3000']) {
      const body = await submit(t.app, buyer!, { transaction_id: typed });
      expect([body.code, body.field], JSON.stringify(typed)).toEqual([ErrorCode.invalidParameter, 'transaction_id']);
    }
    expect(await t.app.db.selectFrom('recharge').select('id').where('user_id', '=', buyer!.id).execute()).toEqual([]);
  });

  it('allows the set number of submissions in a rolling 24 hours (2000030), refused ones not counted', async () => {
    const [buyer] = await voucherBuyers(t.app, 1);
    expect((await submit(t.app, buyer!, { amount: 1 })).code).toBe(ErrorCode.invalidParameter);
    for (let n = 0; n < 5; n++) expect((await submit(t.app, buyer!)).code).toBe(200);
    const sixth = await submit(t.app, buyer!);
    expect(sixth.code).toBe(ErrorCode.rechargeLimit);
    expect((await info(buyer!)).data.submissions_left).toBe(0);
    // The oldest turns a day old: one more may be submitted.
    const oldest = await t.app.db.selectFrom('recharge').select('id').where('user_id', '=', buyer!.id).orderBy('id').executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('recharge')
      .set({ created_at: new Date(Date.now() - DAY - 60_000).toISOString() })
      .where('id', '=', oldest.id)
      .execute();
    expect((await info(buyer!)).data.submissions_left).toBe(1);
    expect((await submit(t.app, buyer!)).code).toBe(200);
    expect((await submit(t.app, buyer!)).code).toBe(ErrorCode.rechargeLimit);
  });

  it('lists the caller’s own top-ups, newest first, paged and by state', async () => {
    const [buyer, other] = await voucherBuyers(t.app, 2);
    const ids: number[] = [];
    for (const amount of [1100, 1200, 1300]) ids.push((await submit(t.app, buyer!, { amount })).data.id);
    await submit(t.app, other!);
    await t.app.db.updateTable('recharge').set({ state: 'failed', remark: 'No such payment' }).where('id', '=', ids[0]!).execute();
    const page = (await list(buyer!, '?page=1&page_size=2')).data;
    expect(page.total).toBe(3);
    expect(page.list.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await list(buyer!, '?page=2&page_size=2')).data.list.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const failed = (await list(buyer!, '?state=failed')).data;
    expect(failed.list).toHaveLength(1);
    expect(failed.list[0]).toMatchObject({ id: ids[0], state: 'failed', remark: 'No such payment', amount: 1100 });
    expect((await list(buyer!, '?state=pending')).data.total).toBe(2);
    const bad = await list(buyer!, '?state=cancelled');
    expect([bad.code, bad.field]).toEqual([ErrorCode.invalidParameter, 'state']);
  });

  describe('races over real connections', () => {
    let base = '';
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    const send = (buyer: VoucherBuyer, fields: Record<string, string | number>) =>
      postOver(base, '/api/customer/info/recharge', buyer.headers, { wallet_code: WALLET, amount: 2000, voucher: buyer.voucher, ...fields });

    it('one transaction id from two users at once: one accepted, the other 2000028 (ten rounds)', async () => {
      for (let round = 0; round < 10; round++) {
        const pair = await voucherBuyers(t.app, 2);
        const txId = newTxId();
        const codes = (await Promise.all(pair.map((buyer) => send(buyer, { transaction_id: txId })))).map((a) => a.code).sort();
        expect(codes).toEqual([200, ErrorCode.rechargeTxExists]);
        const rows = await t.app.db.selectFrom('recharge').select('user_id').where('transaction_id', '=', txId).execute();
        expect(rows).toHaveLength(1);
      }
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);

    it('five variants of one transaction id at once, from five users or from one: exactly one accepted (five rounds)', async () => {
      const refusedFour = [200, ...Array(4).fill(ErrorCode.rechargeTxExists)];
      for (let round = 0; round < 5; round++) {
        const five = await voucherBuyers(t.app, 5);
        const variants = Object.values(sameIdVariants(newTxId()));
        const codes = (await Promise.all(five.map((buyer, i) => send(buyer, { transaction_id: variants[i]! })))).map((a) => a.code);
        expect(codes.sort()).toEqual(refusedFour);
        const rows = await t.app.db
          .selectFrom('recharge')
          .select('id')
          .where(
            'user_id',
            'in',
            five.map((b) => b.id),
          )
          .execute();
        expect(rows).toHaveLength(1);

        const [one] = await voucherBuyers(t.app, 1);
        const mine = Object.values(sameIdVariants(newTxId()));
        const own = (await Promise.all(mine.map((typed) => send(one!, { transaction_id: typed })))).map((a) => a.code);
        expect(own.sort()).toEqual(refusedFour);
        expect(await t.app.db.selectFrom('recharge').select('id').where('user_id', '=', one!.id).execute()).toHaveLength(1);
      }
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);

    it('ten submissions at once from one user with five allowed: exactly five accepted', async () => {
      const [buyer] = await voucherBuyers(t.app, 1);
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(buyer!, { transaction_id: newTxId() })));
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === ErrorCode.rechargeLimit)).toHaveLength(5);
      const rows = await t.app.db.selectFrom('recharge').select('id').where('user_id', '=', buyer!.id).execute();
      expect(rows).toHaveLength(5);
      const notices = await t.app.db.selectFrom('notice').select('id').where('user_id', '=', buyer!.id).where('type', '=', 500).execute();
      expect(notices).toHaveLength(5);
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    }, 60_000);
  });

  it('keeps an uploaded voucher usable only by its owner even when named by URL', async () => {
    const [buyer, other] = await voucherBuyers(t.app, 2);
    const [mine] = await uploadsOf(t.app, buyer!.id);
    const body = await submit(t.app, other!, { voucher: `${t.app.config.MEDIA_BASE_URL}/${mine}` });
    expect([body.code, body.field]).toEqual([ErrorCode.invalidParameter, 'voucher']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { postAdjustment } from '../books/wallet-entries';
import { buyNowOf, linesFromTwoShops, placeFor } from '../checkout/test-checkout';
import { adminHeaders } from '../seller/test-seller';
import { newApplicant } from '../shops/test-applicant';
import { givePin, TEST_PIN } from '../wallet/test-pin';
import { givePaymentSettings } from '../withdrawals/test-withdrawals';

/** The code in the newest e-mail verification mail to `email` (other mails, a welcome or a receipt, may be newer). */
function verificationCode(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of fs
    .readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort()
    .reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    const code = /confirm this e-mail address is (\d{6})/.exec(raw)?.[1];
    if (code) return code;
  }
  throw new Error(`no verification mail to ${email}`);
}

/** A code that is not `code`. */
const notThe = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(dialects())('the account: e-mail proof, data download, deletion on %s', (dialect) => {
  const t = useTestApp(dialect);
  const post = async (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    (await postForm(t.app, `/api/customer/${url}`, body, headers)).json();

  async function registered() {
    const form = newBuyer();
    const data = (await postForm(t.app, '/api/customer/register/account', form)).json().data;
    return { form, id: data.user.id as number, headers: { 'access-token': data['access-token'] as string } };
  }

  it('mails a code on registering; wrong tries are limited; withdrawing and applying wait for the proof', async () => {
    const user = await registered();
    const first = verificationCode(t.dataDir, user.form.email);
    const info = async () => (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: user.headers })).json().data.user;
    expect(await info()).toMatchObject({ email_verified: false });

    // Withdrawing waits for it, before anything else is looked at.
    await postAdjustment(t.app.db, { userId: user.id, amount: 5_000, remark: 'test', createdBy: null });
    expect(await post('info/withdraw', { amount: 2_000, method: 'bank' }, user.headers)).toMatchObject({
      code: ErrorCode.dataOperationFailed,
      field: 'email',
      reason: 'emailNotVerified',
    });
    // Asking again at once waits out the 60 s.
    expect((await post('info/send_email_code', {}, user.headers)).code).toBe(ErrorCode.tooManyRequests);
    // Five wrong tries use the code up: the right one no longer works.
    for (let i = 0; i < 5; i += 1) expect((await post('info/verify_email', { code: notThe(first) }, user.headers)).code).toBe(ErrorCode.captchaFailed);
    expect(await post('info/verify_email', { code: first }, user.headers)).toMatchObject({ code: ErrorCode.captchaFailed, reason: 'noTriesLeft' });
    expect(await info()).toMatchObject({ email_verified: false });

    // A minute later a new code comes, stored hashed, and proves the address.
    await t.app.db
      .updateTable('email_code')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(await post('info/send_email_code', {}, user.headers)).toMatchObject({ code: 200, data: { email: user.form.email, resend_after: 60 } });
    const second = verificationCode(t.dataDir, user.form.email);
    const rows = await t.app.db.selectFrom('email_code').select('code_hash').where('user_id', '=', user.id).execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash) && !r.code_hash.includes(second))).toBe(true);
    expect(await post('info/verify_email', { code: second }, user.headers)).toMatchObject({ code: 200, data: { email_verified: true } });
    expect(await info()).toMatchObject({ email_verified: true });
    expect(await post('info/send_email_code', {}, user.headers)).toMatchObject({ code: ErrorCode.dataOperationFailed, reason: 'alreadyVerified' });
    // The gate is open: the next refusal is the withdrawal's own (no payout details yet).
    expect(await post('info/withdraw', { amount: 2_000, method: 'bank' }, user.headers)).toMatchObject({ reason: 'noPayoutDetails' });

    // Applying for a shop waits for it too.
    const applicant = await newApplicant(t.app);
    const applicantId = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: applicant.headers })).json().data.user.id as number;
    await t.app.db.updateTable('user').set({ email_verified: '' }).where('id', '=', applicantId).execute();
    expect(await post('user/applyseller', applicant.form, applicant.headers)).toMatchObject({
      code: ErrorCode.sellerApplicationFailed,
      reason: 'emailNotVerified',
    });
    await t.app.db.updateTable('user').set({ email_verified: applicant.form.email }).where('id', '=', applicantId).execute();
    expect((await post('user/applyseller', applicant.form, applicant.headers)).code).toBe(200);
  });

  it('downloads the data without secrets, refuses deletion while anything is open, then erases the account', async () => {
    const user = await registered();
    const other = await registered();
    await postAdjustment(t.app.db, { userId: user.id, amount: 100_000, remark: 'test', createdBy: null });
    const address = await post(
      '../checkout/onepage/addressadd',
      {
        first_name: 'Mira Tan',
        email: user.form.email,
        phone: '+66812345678',
        country: 'TH',
        state: '10',
        city: 'Bang Kapi',
        postcode: '10240',
        address: '99/1 Soi 24',
        is_default: 1,
      },
      user.headers,
    );
    const [line] = await linesFromTwoShops(t.app, 50);
    await givePin(t.app.db, user.id);
    const placed = await placeFor(t.app, { id: user.id, headers: user.headers, addressId: address.data.id }, 'wallet', buyNowOf(line));
    expect(placed.code).toBe(200);
    const order = placed.data.orders[0] as { id: number; order_sn: string };
    await post('wishlist/add', { product_id: line.productId }, user.headers);

    const download = await t.app.inject({ url: '/api/customer/info/export_data', headers: user.headers });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="agora-data-\d+-[\d-]+\.json"$/);
    const data = download.json();
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['profile', 'addresses', 'orders', 'reviews', 'wallet', 'tickets', 'wishlist']));
    expect(data.profile).toMatchObject({ id: user.id, email: user.form.email, email_verified: false });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders).toMatchObject([{ order_sn: order.order_sn, items: [{ quantity: 1 }] }]);
    expect(data.wishlist).toMatchObject([{ product_id: line.productId }]);
    expect(data.wallet.transactions.length).toBeGreaterThan(0);
    expect(download.body).not.toMatch(/password|scrypt\$|code_hash|created_by|commission/);
    expect(download.body).not.toContain(other.form.email);

    const remove = (password = user.form.password as string) => post('info/delete_account', { password }, user.headers);
    expect(await remove('not-my-password')).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'password' });
    const refusal = async (reason: string, params?: Record<string, unknown>) =>
      expect(await remove()).toMatchObject({ code: ErrorCode.dataOperationFailed, reason, ...(params ? { params } : {}) });
    await refusal('openOrders', { count: 1 });

    await t.app.db.updateTable('orders').set({ delivery_status: 'completed' }).where('id', '=', order.id).execute();
    const item = await t.app.db.selectFrom('order_item').select(['id']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const now = nowIso();
    const refund = await t.app.db
      .insertInto('refund_request')
      .values({
        order_id: order.id,
        order_item_id: item.id,
        user_id: user.id,
        shop_id: line.shopId,
        type: 'refund',
        quantity: 1,
        reason: 'damaged',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refusal('openRefunds', { count: 1 });
    await t.app.db.updateTable('refund_request').set({ state: 'rejected' }).where('id', '=', refund.id).execute();

    const walletType = await t.app.db.selectFrom('wallet_type').select(['id', 'name']).executeTakeFirstOrThrow();
    const topUp = await t.app.db
      .insertInto('recharge')
      .values({
        user_id: user.id,
        wallet_type_id: walletType.id,
        wallet_name: walletType.name,
        amount: 1_000,
        rate_micros: 1_000_000,
        transaction_id: `t-${user.id}`,
        transaction_key: `t-${user.id}`,
        voucher: '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refusal('pendingTopups', { count: 1 });
    await t.app.db.updateTable('recharge').set({ state: 'failed' }).where('id', '=', topUp.id).execute();

    const balance = (await t.app.db.selectFrom('wallet').select('balance').where('user_id', '=', user.id).executeTakeFirstOrThrow()).balance;
    await refusal('walletBalance', { amount: balance });
    await givePaymentSettings(t.app, user.id);
    const withdrawal = await post('info/withdraw', { amount: balance, method: 'bank', pin: TEST_PIN }, user.headers);
    expect(withdrawal.code).toBe(200);
    await refusal('pendingWithdrawals', { count: 1 });
    expect((await postForm(t.app, '/api/admin/withdraw/review', { id: withdrawal.data.id, approve: 1 }, await adminHeaders(t.app))).json().code).toBe(200);

    await t.app.db.updateTable('wallet').set({ frozen: 100 }).where('user_id', '=', user.id).execute();
    await refusal('frozenMoney', { amount: 100 });
    await t.app.db.updateTable('wallet').set({ frozen: 0 }).where('user_id', '=', user.id).execute();

    const shop = await t.app.db
      .insertInto('shop')
      .values({ user_id: user.id, name: `Shop of ${user.id}`, status: 'active', commission_bps: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refusal('activeShop', { shop: `Shop of ${user.id}` });
    await t.app.db.updateTable('shop').set({ status: 'rejected' }).where('id', '=', shop.id).execute();

    expect((await remove()).code).toBe(200);
    const row = await t.app.db.selectFrom('user').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: `deleted-${user.id}@invalid`, firstname: '', phone: '', password_hash: '', status: 'disabled' });
    expect(await t.app.db.selectFrom('address').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: user.headers })).json().code).toBe(ErrorCode.invalidToken);
    const login = await postForm(t.app, '/api/customer/login/account', { email: user.form.email, password: user.form.password as string });
    expect(login.json().code).toBe(ErrorCode.wrongCredentials);
    // The other account is untouched.
    expect((await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: other.headers })).json().code).toBe(200);
  });
});

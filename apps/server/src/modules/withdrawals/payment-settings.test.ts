import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { registerBuyer } from '../notices/test-notices';
import { BANK, noticesOf } from './test-withdrawals';

const URL = '/api/customer/info/payment_settings';

describe.each(dialects())('payment settings on %s', (dialect) => {
  const t = useTestApp(dialect);
  const read = async (headers: Record<string, string>) => (await t.app.inject({ url: URL, headers })).json();
  const save = async (headers: Record<string, string>, body: Record<string, string>) => (await postForm(t.app, URL, body, headers)).json();

  it('starts empty: every offered wallet type with its form field, nothing set, no method, never saved', async () => {
    const user = await registerBuyer(t.app);
    const body = await read(user.headers);
    expect(body.code).toBe(200);
    const offered = await t.app.db.selectFrom('wallet_type').select('code').where('enabled', '=', 1).orderBy('sort').execute();
    expect(body.data.wallets.map((w: { code: string }) => w.code)).toEqual(offered.map((w) => w.code));
    expect(body.data.wallets[0]).toEqual({ code: offered[0]!.code, name: expect.any(String), field: `wallet_${offered[0]!.code}`, address: '' });
    expect(body.data).toMatchObject({ bank_name: '', account_number: '', set: [], methods: [], updated_at: null, flagged_until: null });
  });

  it('saves with the account password and answers every value masked but its last four characters', async () => {
    const user = await registerBuyer(t.app);
    const body = await save(user.headers, {
      password: user.password,
      ...BANK,
      'wallet_USDT-TRC20': ' TXk9dQ1rM2pVbq8Zs4nH7yLc3wE5uJ6aRf ',
      wallet_BTC: 'bc1q',
    });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      bank_name: '****Bank',
      account_name: '**** Tan',
      account_number: '****5678',
      routing_number: '****0021',
      set: ['bank_name', 'account_name', 'account_number', 'routing_number', 'wallet_USDT-TRC20', 'wallet_BTC'],
      methods: ['bank', 'USDT-TRC20', 'BTC'],
    });
    const wallets = Object.fromEntries(body.data.wallets.map((w: { code: string; address: string }) => [w.code, w.address]));
    // Four characters or fewer are hidden whole.
    expect(wallets).toMatchObject({ 'USDT-TRC20': '****6aRf', BTC: '****', ETH: '' });
    expect(JSON.stringify(body.data)).not.toContain('0012345678');
    const saved = Date.parse(body.data.updated_at);
    expect(Math.abs(saved - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(body.data.flagged_until)).toBe(saved + DAY);
    expect(await read(user.headers)).toMatchObject({ data: body.data });

    const stored = await t.app.db.selectFrom('payment_settings').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...BANK });
    expect(JSON.parse(stored.wallets)).toEqual({ 'USDT-TRC20': 'TXk9dQ1rM2pVbq8Zs4nH7yLc3wE5uJ6aRf', BTC: 'bc1q' });
    expect(await noticesOf(t.app, user.id)).toEqual([{ type: 400, state: 1, template: 'paymentSettingsChanged', params: '{}', ref_id: null, is_read: 0 }]);
  });

  it('changes only the fields sent, clears one sent empty, and a save that changes nothing neither notifies nor touches the time', async () => {
    const user = await registerBuyer(t.app);
    await save(user.headers, { password: user.password, ...BANK, wallet_ETH: '0x52908400098527886E0F7030069857D2E4169EE7' });
    await t.app.db.updateTable('payment_settings').set({ updated_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();

    const same = await save(user.headers, { password: user.password, account_number: BANK.account_number });
    expect(same.data).toMatchObject({ updated_at: '2020-01-01T00:00:00.000Z', flagged_until: null });
    expect(await noticesOf(t.app, user.id)).toHaveLength(1);

    const changed = await save(user.headers, { password: user.password, routing_number: '', wallet_ETH: '' });
    expect(changed.data).toMatchObject({ bank_name: '****Bank', routing_number: '', set: ['bank_name', 'account_name', 'account_number'], methods: ['bank'] });
    expect(changed.data.updated_at).not.toBe('2020-01-01T00:00:00.000Z');
    expect(await noticesOf(t.app, user.id)).toHaveLength(2);
    // Without the account number the bank is no longer a method.
    expect((await save(user.headers, { password: user.password, account_number: '' })).data.methods).toEqual([]);
  });

  it('refuses a missing or wrong password as the profile’s password change does, saving nothing', async () => {
    const user = await registerBuyer(t.app);
    expect(await save(user.headers, { bank_name: 'X Bank' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'password' });
    expect(await save(user.headers, { password: 'not-my-password', bank_name: 'X Bank' })).toMatchObject({
      code: ErrorCode.accountDataWrong,
      field: 'password',
      reason: 'invalid',
    });
    // The profile answers the same code for a wrong current password.
    const profile = (
      await postForm(
        t.app,
        '/api/customer/info/update_user',
        { old_password: 'not-my-password', password: 'new-pass-123', confirm_password: 'new-pass-123' },
        user.headers,
      )
    ).json();
    expect(profile.code).toBe(ErrorCode.accountDataWrong);
    expect(await t.app.db.selectFrom('payment_settings').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await noticesOf(t.app, user.id)).toEqual([]);
  });

  it('refuses an unknown or disabled wallet type and malformed values, naming the field', async () => {
    const user = await registerBuyer(t.app);
    const password = user.password;
    expect(await save(user.headers, { password, wallet_DOGE: 'D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD' })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'wallet_DOGE',
    });
    await t.app.db.updateTable('wallet_type').set({ enabled: 0 }).where('code', '=', 'ETH').execute();
    expect(await save(user.headers, { password, wallet_ETH: '0x52908400098527886E0F7030069857D2E4169EE7' })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'wallet_ETH',
    });
    expect((await read(user.headers)).data.wallets.map((w: { code: string }) => w.code)).not.toContain('ETH');
    await t.app.db.updateTable('wallet_type').set({ enabled: 1 }).where('code', '=', 'ETH').execute();
    expect(await save(user.headers, { password, wallet_BTC: 'bc1q xyz' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'wallet_BTC' });
    expect(await save(user.headers, { password, account_number: '12#45' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'account_number' });
    expect(await save(user.headers, { password, bank_name: 'x'.repeat(101) })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'bank_name' });
    expect(await noticesOf(t.app, user.id)).toEqual([]);
  });

  it('asks each country for its own bank details: IBAN + BIC, US routing with its checksum, India IFSC, and clears what the country does not use', async () => {
    const user = await registerBuyer(t.app);
    const password = user.password;
    const holder = { bank_name: 'Harbour Bank', account_name: 'Mira Tan' };
    // A broken IBAN checksum (last digit changed), an IBAN of another country, a malformed BIC.
    expect(await save(user.headers, { password, country: 'de', ...holder, iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBADEFFXXX' })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'iban',
      reason: 'invalid',
    });
    expect(await save(user.headers, { password, country: 'FR', ...holder, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' })).toMatchObject({
      field: 'iban',
    });
    expect(await save(user.headers, { password, country: 'DE', ...holder, iban: 'DE89370400440532013000', bic: 'COBA' })).toMatchObject({ field: 'bic' });
    expect(await save(user.headers, { password, country: 'DE', ...holder, iban: 'DE89370400440532013000' })).toMatchObject({
      code: ErrorCode.missingParameter,
      field: 'bic',
      reason: 'required',
    });
    // An unknown country.
    expect(await save(user.headers, { password, country: 'ZZ', ...holder })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'country' });
    expect(await noticesOf(t.app, user.id)).toEqual([]);

    // Saved spaced and in lower case, stored plain; the routing number sent with it is not a German field and is dropped.
    const de = await save(user.headers, {
      password,
      country: 'DE',
      ...holder,
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      routing_number: '021000021',
    });
    expect(de.data).toMatchObject({ country: 'DE', iban: '****3000', bic: '****FXXX', routing_number: '', methods: ['bank'] });
    expect(await t.app.db.selectFrom('payment_settings').select(['iban', 'bic', 'routing_number']).where('user_id', '=', user.id).executeTakeFirst()).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      routing_number: '',
    });

    // Moving to the US: the IBAN and BIC are cleared, the routing number must pass the ABA checksum.
    const us = { password, country: 'US', account_number: '0012345678' };
    expect(await save(user.headers, { ...us, routing_number: '021000022' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'routing_number' });
    expect(await save(user.headers, { ...us, routing_number: '02100002' })).toMatchObject({ field: 'routing_number' });
    expect((await save(user.headers, { ...us, routing_number: '021000021' })).data).toMatchObject({
      iban: '',
      bic: '',
      routing_number: '****0021',
      methods: ['bank'],
    });

    // India: IFSC is four letters, a zero, six letters or digits.
    const india = { password, country: 'IN', account_number: '1234567890' };
    expect(await save(user.headers, { ...india, bank_code: 'SBIN1001234' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'bank_code' });
    expect(await save(user.headers, { ...india })).toMatchObject({ code: ErrorCode.missingParameter, field: 'bank_code' });
    expect((await save(user.headers, { ...india, bank_code: 'sbin0001234' })).data).toMatchObject({ country: 'IN', routing_number: '', bank_code: '****1234' });
    // Thailand: the SWIFT code is optional.
    expect((await save(user.headers, { password, country: 'TH', bank_code: '' })).data).toMatchObject({ country: 'TH', bank_code: '', methods: ['bank'] });
  });

  it('documents every withdrawal route with its fields and codes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const route of ['payment_settings', 'withdraw', 'withdraw_list', 'withdraw_cancel'])
      expect(Object.keys(doc.paths)).toContain(`/api/customer/info/${route}`);
    for (const route of ['list', 'review', 'settings']) expect(Object.keys(doc.paths)).toContain(`/api/admin/withdraw/${route}`);
    const settings = doc.paths['/api/customer/info/payment_settings'].post;
    expect(Object.keys(settings.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['password', 'bank_name', 'account_name', 'account_number', 'routing_number']),
    );
    expect(settings.description).toContain(String(ErrorCode.accountDataWrong));
    expect(doc.paths['/api/customer/info/withdraw'].post.description).toContain(String(ErrorCode.balanceInsufficient));
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: URL })).json().code).toBe(ErrorCode.tokenExpired);
    expect((await postForm(t.app, URL, { password: 'x', bank_name: 'Y' })).json().code).toBe(ErrorCode.tokenExpired);
  });
});

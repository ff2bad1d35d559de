import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

describe.each(dialects())('currencies in the console on %s', (dialect) => {
  const t = useTestApp(dialect);
  const offered = async () =>
    (await t.app.inject('/api/customer/index/get_currency')).json().data.list as {
      code: string;
      symbol: string;
      rate: number;
      name: string;
      decimals: number;
    }[];

  it('lists every currency for finance staff, with rates as decimals and the storefront order', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const body = (await t.app.inject({ url: '/api/admin/currency/list', headers: finance })).json();
    expect(body.code).toBe(200);
    expect(body.data.list[0]).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, decimals: 2, enabled: 1, sort: 0 });
    expect(body.data.list.find((c: { code: string }) => c.code === 'VND')).toMatchObject({ rate: 24850, decimals: 0, enabled: 1 });
    expect(body.data.list.find((c: { code: string }) => c.code === 'EUR')).toMatchObject({ rate: 0.92 });
    expect(body.data.total).toBe(body.data.list.length);
    // Content staff do not manage money.
    expect((await t.app.inject({ url: '/api/admin/currency/list', headers: await loginStaff(t.app, 'content') })).json().code).toBe(ErrorCode.noPermission);
  });

  it('re-rates a currency and the storefront’s list answers the new rate at once, revalidated on every load', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const saved = (await postForm(t.app, '/api/admin/currency/save', { code: 'eur', symbol: '€', rate: '0.875', enabled: 1, sort: 1 }, finance)).json();
    expect(saved).toMatchObject({ code: 200, data: { code: 'EUR', symbol: '€', rate: 0.875, enabled: 1, sort: 1 } });
    const answer = await t.app.inject('/api/customer/index/get_currency');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json().data.list.find((c: { code: string }) => c.code === 'EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      rate: 0.875,
      decimals: 2,
    });
    // Kept in millionths: an integer in the table.
    const row = await t.app.db.selectFrom('currency').select('rate_micros').where('code', '=', 'EUR').executeTakeFirstOrThrow();
    expect(Number(row.rate_micros)).toBe(875_000);
  });

  it('adds a currency last and offered, refuses the same code when adding, and hides a disabled one from buyers', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const added = (await postForm(t.app, '/api/admin/currency/save', { code: 'chf', symbol: 'Fr.', rate: '0.88', is_new: 1 }, finance)).json();
    expect(added).toMatchObject({ code: 200, data: { code: 'CHF', name: 'CHF', rate: 0.88, enabled: 1 } });
    const list = (await t.app.inject({ url: '/api/admin/currency/list', headers: finance })).json().data.list as { code: string; sort: number }[];
    expect(list.at(-1)?.code).toBe('CHF');
    expect((await offered()).map((c) => c.code)).toContain('CHF');

    expect((await postForm(t.app, '/api/admin/currency/save', { code: 'CHF', symbol: 'F', rate: 1, is_new: 1 }, finance)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'code',
    });
    // Editing without `enabled` or `sort` keeps them.
    expect((await postForm(t.app, '/api/admin/currency/save', { code: 'CHF', symbol: 'CHF', rate: '0.9' }, finance)).json().data).toMatchObject({
      enabled: 1,
      sort: list.at(-1)?.sort,
      symbol: 'CHF',
    });

    expect((await postForm(t.app, '/api/admin/currency/save', { code: 'CHF', symbol: 'CHF', rate: '0.9', enabled: 0 }, finance)).json().data.enabled).toBe(0);
    expect((await offered()).map((c) => c.code)).not.toContain('CHF');
  });

  it('answers each currency’s decimals to buyers, gives a new one its ISO default, keeps them unless sent, and refuses 4 or more', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const save = async (body: Record<string, string | number>) => (await postForm(t.app, '/api/admin/currency/save', body, finance)).json();
    const decimalsOf = async () => Object.fromEntries((await offered()).map((c) => [c.code, c.decimals]));
    expect(await decimalsOf()).toMatchObject({ USD: 2, EUR: 2, JPY: 0, VND: 0, IDR: 0, TWD: 0, THB: 2 });

    // Known to ISO 4217: Korean won and Kuwaiti dinar; unknown codes take 2.
    expect((await save({ code: 'KRW', symbol: '₩', rate: 1380, is_new: 1 })).data).toMatchObject({ code: 'KRW', decimals: 0 });
    expect((await save({ code: 'KWD', symbol: 'KD', rate: '0.307', is_new: 1 })).data).toMatchObject({ decimals: 3 });
    expect((await save({ code: 'XYZ', symbol: 'X', rate: 2, is_new: 1 })).data).toMatchObject({ decimals: 2 });
    expect((await save({ code: 'HUF', symbol: 'Ft', rate: 360, decimals: 0, is_new: 1 })).data).toMatchObject({ decimals: 0 });

    // The operator changes the yen to two decimals; an edit without `decimals` keeps them.
    expect((await save({ code: 'JPY', symbol: '¥', rate: '151.2', decimals: 2 })).data).toMatchObject({ decimals: 2 });
    expect((await save({ code: 'JPY', symbol: '¥', rate: '150' })).data).toMatchObject({ decimals: 2, rate: 150 });
    expect((await decimalsOf()).JPY).toBe(2);
    for (const decimals of ['4', '-1', '1.5', 'two']) {
      expect(await save({ code: 'JPY', symbol: '¥', rate: '150', decimals }), decimals).toMatchObject({ code: ErrorCode.invalidParameter, field: 'decimals' });
    }
    expect(await save({ code: 'JPY', symbol: '¥', rate: '151.2', decimals: 0 })).toMatchObject({ code: 200, data: { decimals: 0 } });
    const row = await t.app.db.selectFrom('currency').select('decimals').where('code', '=', 'JPY').executeTakeFirstOrThrow();
    expect(Number(row.decimals)).toBe(0);
    for (const code of ['KRW', 'KWD', 'XYZ', 'HUF']) await t.app.db.deleteFrom('currency').where('code', '=', code).execute();
  });

  it('follows the operators’ order', async () => {
    const finance = await loginStaff(t.app, 'finance');
    await postForm(t.app, '/api/admin/currency/save', { code: 'EUR', symbol: '€', rate: '0.92', sort: 2 }, finance);
    await postForm(t.app, '/api/admin/currency/save', { code: 'THB', symbol: '฿', rate: '35.6', sort: 0 }, finance);
    await postForm(t.app, '/api/admin/currency/save', { code: 'USD', symbol: '$', rate: 1, sort: 1 }, finance);
    expect((await offered()).slice(0, 2).map((c) => c.code)).toEqual(['THB', 'USD']);
    await postForm(t.app, '/api/admin/currency/save', { code: 'USD', symbol: '$', rate: 1, sort: 0 }, finance);
    await postForm(t.app, '/api/admin/currency/save', { code: 'THB', symbol: '฿', rate: '35.6', sort: 8 }, finance);
  });

  it('keeps USD offered at rate 1, and refuses bad codes, symbols and rates naming the field', async () => {
    const owner = await loginAdmin(t.app);
    const save = async (body: Record<string, string | number>) => (await postForm(t.app, '/api/admin/currency/save', body, owner)).json();
    expect(await save({ code: 'USD', symbol: '$', rate: 1, enabled: 0 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'enabled' });
    expect(await save({ code: 'USD', symbol: '$', rate: '1.1' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'rate' });
    expect(await save({ code: 'USD', symbol: 'US$', rate: 1 })).toMatchObject({ code: 200, data: { symbol: 'US$', enabled: 1, rate: 1 } });
    await save({ code: 'USD', symbol: '$', rate: 1 });

    expect(await save({ code: 'EU', symbol: '€', rate: 1 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'code' });
    expect(await save({ code: 'EUR1', symbol: '€', rate: 1 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'code' });
    expect(await save({ code: 'EUR', symbol: '', rate: 1 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'symbol' });
    expect(await save({ code: 'EUR', symbol: 'Euro sign', rate: 1 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'symbol' });
    for (const rate of ['0', '-1', 'abc', '0.0000001', '1e12']) {
      expect(await save({ code: 'EUR', symbol: '€', rate }), rate).toMatchObject({ code: ErrorCode.invalidParameter, field: 'rate' });
    }
    expect(await save({ code: 'EUR', symbol: '€' })).toMatchObject({ field: 'rate' });
    expect((await offered()).find((c) => c.code === 'USD')).toMatchObject({ symbol: '$', rate: 1 });
  });
});

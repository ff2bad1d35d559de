import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { buyers } from '../checkout/test-checkout';
import { orderRow, placeOrder, sellingShop, ship } from '../earnings/test-earnings';
import { loginAdmin, loginStaff, uploadPicture } from '../shops/test-applicant';
import { unbalancedWallets } from '../wallet/queries';

describe.each(dialects())('the website config in the console on %s', (dialect) => {
  const t = useTestApp(dialect);
  const publicConfig = async () => (await t.app.inject('/api/customer/index/store?type=website_config')).json().data;

  it('answers the settings with their defaults, to the owner alone', async () => {
    const owner = await loginAdmin(t.app);
    expect((await t.app.inject({ url: '/api/admin/site/config', headers: owner })).json()).toMatchObject({
      code: 200,
      data: { site_name: 'Agora', logo: '', tax_rate_bps: 0, commission_bps: 1000, affiliate_bps: 300, free_delivery_pieces: 500 },
    });
    for (const role of ['finance', 'content', 'catalogue', 'orders', 'support'] as const) {
      const staff = await loginStaff(t.app, role);
      expect((await t.app.inject({ url: '/api/admin/site/config', headers: staff })).json().code, role).toBe(ErrorCode.noPermission);
      expect((await postForm(t.app, '/api/admin/site/config', { tax_rate_bps: 1 }, staff)).json().code, role).toBe(ErrorCode.noPermission);
    }
  });

  it('saves the name and a logo the owner uploaded, keeps what is not sent, and shows them in the public config', async () => {
    const owner = await loginAdmin(t.app);
    const logo = await uploadPicture(t.app, owner, '#aa3366');
    const saved = (await postForm(t.app, '/api/admin/site/config', { site_name: ' Agora Mall ', logo }, owner)).json();
    expect(saved).toMatchObject({ code: 200, data: { site_name: 'Agora Mall', logo, tax_rate_bps: 0, free_delivery_pieces: 500 } });
    expect(await publicConfig()).toMatchObject({ site_name: 'Agora Mall', logo, free_delivery_pieces: 500 });
    // Saving the same logo again is fine; '' removes it.
    expect((await postForm(t.app, '/api/admin/site/config', { logo, tax_rate_bps: 0 }, owner)).json().code).toBe(200);
    expect((await postForm(t.app, '/api/admin/site/config', { logo: '' }, owner)).json().data.logo).toBe('');
    await postForm(t.app, '/api/admin/site/config', { site_name: 'Agora' }, owner);
  });

  it('refuses values out of range and a picture the owner did not upload, naming the field', async () => {
    const owner = await loginAdmin(t.app);
    const save = async (body: Record<string, string | number>) => (await postForm(t.app, '/api/admin/site/config', body, owner)).json();
    for (const [field, value] of [
      ['tax_rate_bps', '10001'],
      ['tax_rate_bps', '7.5'],
      ['commission_bps', '-1'],
      ['affiliate_bps', 'x'],
      ['free_delivery_pieces', '1000001'],
      ['site_name', 'a'.repeat(61)],
    ] as const) {
      expect(await save({ [field]: value }), `${field}=${value}`).toMatchObject({ code: ErrorCode.invalidParameter, field });
    }
    expect(await save({ logo: 'upload/someone-else.png' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'logo' });
    expect((await t.app.inject({ url: '/api/admin/site/config', headers: owner })).json().data).toMatchObject({ tax_rate_bps: 0, commission_bps: 1000 });
  });

  it('saves the mall’s time zone, which the public config’s day ends in, and refuses a zone it does not know', async () => {
    const owner = await loginAdmin(t.app);
    const save = async (body: Record<string, string>) => (await postForm(t.app, '/api/admin/site/config', body, owner)).json();
    expect((await t.app.inject({ url: '/api/admin/site/config', headers: owner })).json().data.time_zone).toBe('UTC');
    // Any case is taken, and kept as the zone is named.
    expect(await save({ time_zone: ' asia/tokyo ' })).toMatchObject({ code: 200, data: { time_zone: 'Asia/Tokyo', site_name: 'Agora' } });
    expect(await publicConfig()).toMatchObject({ time_zone: 'Asia/Tokyo' });
    for (const zone of ['Mars/Olympus', '+05:00', 'Asia/Tokyo; DROP']) {
      expect(await save({ time_zone: zone }), zone).toMatchObject({ code: ErrorCode.invalidParameter, field: 'time_zone' });
    }
    expect(await save({ time_zone: '' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'time_zone' });
    expect((await publicConfig()).time_zone).toBe('Asia/Tokyo');
    expect((await save({ time_zone: 'UTC' })).data.time_zone).toBe('UTC');
  });

  it('prices orders placed after a change with the new tax, commission and affiliate share; earlier orders keep theirs; the books balance', async () => {
    const owner = await loginAdmin(t.app);
    const shop = await sellingShop(t.app);
    // The shop has no rate of its own: the default commission applies.
    await t.app.db.updateTable('shop').set({ commission_bps: null }).where('id', '=', shop.line.shopId).execute();
    const [referrer, buyer] = await buyers(t.app, 2, 10_000_000);
    await t.app.db.updateTable('user').set({ invited_by: referrer!.id }).where('id', '=', buyer!.id).execute();

    const before = await placeOrder(t.app, buyer!, shop.line, 'wallet');
    expect((await postForm(t.app, '/api/admin/site/config', { tax_rate_bps: 750, commission_bps: 1500, affiliate_bps: 500 }, owner)).json().data).toMatchObject(
      { tax_rate_bps: 750, commission_bps: 1500, affiliate_bps: 500 },
    );
    const after = await placeOrder(t.app, buyer!, shop.line, 'wallet');

    const old = await orderRow(t.app, before);
    const fresh = await orderRow(t.app, after);
    const subtotal = Number(fresh.subtotal);
    expect([old.tax_bps, old.commission_bps, old.affiliate_bps, Number(old.tax)]).toEqual([0, 1000, 300, 0]);
    expect([fresh.tax_bps, fresh.commission_bps, fresh.affiliate_bps]).toEqual([750, 1500, 500]);
    expect(Number(fresh.tax)).toBe(Math.round((subtotal * 750) / 10_000));
    expect(Number(fresh.commission)).toBe(Math.round((subtotal * 1500) / 10_000));
    expect(Number(fresh.actual_pay)).toBe(subtotal + Number(fresh.shipping_fee) + Number(fresh.tax));

    // Settled after the change, each order pays the referrer at its own rate.
    await postForm(t.app, '/api/admin/site/config', { affiliate_bps: 100 }, owner);
    for (const id of [before, after]) {
      await ship(t.app, shop.headers, id);
      expect((await postForm(t.app, '/api/customer/order/confirm', { id }, buyer!.headers)).json().code).toBe(200);
    }
    const goods = (row: typeof old) => Number(row.subtotal) - Number(row.discount) + Number(row.mall_discount);
    expect(Number((await orderRow(t.app, before)).affiliate_amount)).toBe(Math.round((goods(old) * 300) / 10_000));
    expect(Number((await orderRow(t.app, after)).affiliate_amount)).toBe(Math.round((goods(fresh) * 500) / 10_000));

    await postForm(t.app, '/api/admin/site/config', { tax_rate_bps: 0, commission_bps: 1000, affiliate_bps: 300 }, owner);
    expect(Number((await orderRow(t.app, after)).tax)).toBe(Number(fresh.tax));
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 60_000);
});

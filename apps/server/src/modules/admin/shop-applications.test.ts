import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { type Headers, loginAdmin, newApplicant } from '../shops/test-applicant';

describe.each(dialects())('admin review of shop applications on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Headers;
  const get = async (url: string, headers: Headers = admin) => (await t.app.inject({ url, headers })).json();
  const post = async (url: string, body: Record<string, string | number>, headers: Headers = admin) => (await postForm(t.app, url, body, headers)).json();

  /** A new applicant who has applied: answers them with the application's id. */
  async function applied() {
    admin ??= await loginAdmin(t.app);
    const a = await newApplicant(t.app);
    const answer = await post('/api/customer/user/applyseller', a.form, a.headers);
    expect(answer.code).toBe(200);
    return { ...a, id: answer.data.id as number };
  }
  const noticeOf = (id: number) => t.app.db.selectFrom('notice').selectAll().where('type', '=', 100).where('ref_id', '=', id).executeTakeFirstOrThrow();

  it('lists applications by status, newest first, with the applicant, and pages', async () => {
    const first = await applied();
    const second = await applied();
    const pending = await get('/api/admin/shop/applications?status=pending&page=1&page_size=100');
    expect(pending.code).toBe(200);
    expect(pending.data).toMatchObject({ page: 1, page_size: 100 });
    expect(pending.data.list.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const ids = pending.data.list.map((row: { id: number }) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    const row = pending.data.list.find((r: { id: number }) => r.id === first.id);
    expect(row).toMatchObject({ shop_name: first.form.shop_name, applicant_name: 'Test Buyer', applicant_email: first.form.email, user_id: first.userId });
    expect(row.id_front_image).toBeUndefined();

    const onePage = await get('/api/admin/shop/applications?status=pending&page=1&page_size=1');
    expect(onePage.data.list).toHaveLength(1);
    expect(onePage.data.total).toBe(pending.data.total);
    const all = await get('/api/admin/shop/applications');
    expect(all.data.total).toBeGreaterThanOrEqual(pending.data.total);
    expect((await get('/api/admin/shop/applications?status=approved&page_size=100')).data.list.map((r: { id: number }) => r.id)).not.toContain(first.id);
    expect(await get('/api/admin/shop/applications?status=maybe')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'status' });
  });

  it('shows one application with both ID pictures; an unknown id answers 2000019', async () => {
    const a = await applied();
    const detail = await get(`/api/admin/shop/applications/${a.id}`);
    expect(detail.data).toMatchObject({
      id: a.id,
      status: 'pending',
      id_front_image: a.form.id_front_image,
      id_back_image: a.form.id_back_image,
      reviewed_by: null,
      commission_bps: null,
      default_commission_bps: 1000,
    });
    expect((await get('/api/admin/shop/applications/99999999')).code).toBe(ErrorCode.noData);
    expect((await get('/api/admin/shop/applications/abc')).code).toBe(ErrorCode.invalidParameter);
  });

  it('approves: opens the shop, makes the user a seller, and turns the notice to success', async () => {
    const a = await applied();
    const answer = await post('/api/admin/shop/review', { id: a.id, approve: 1, commission_bps: 750 });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ id: a.id, status: 'approved', shop_id: expect.any(Number) });

    const shop = await t.app.db.selectFrom('shop').selectAll().where('id', '=', answer.data.shop_id).executeTakeFirstOrThrow();
    expect(shop).toMatchObject({
      user_id: a.userId,
      name: a.form.shop_name,
      status: 'active',
      contact: a.form.contact,
      address: a.form.address,
      email: a.form.email,
      commission_bps: 750,
    });
    const texts = await t.app.db.selectFrom('shop_translation').selectAll().where('shop_id', '=', shop.id).execute();
    expect(texts).toEqual([{ shop_id: shop.id, lang: 'en', description: a.form.description }]);

    const application = await t.app.db.selectFrom('shop_application').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    const adminId = (await get('/api/customer/info/get_userinfo')).data.user.id;
    expect(application).toMatchObject({ status: 'approved', shop_id: shop.id, reviewed_by: adminId, reason: '' });
    expect(application.reviewed_at).toBe(answer.data.reviewed_at);

    const notice = await noticeOf(a.id);
    expect(notice).toMatchObject({ user_id: a.userId, state: 1, template: 'shopApplicationApproved', is_read: 0 });
    expect(JSON.parse(notice.params)).toEqual({ shop: a.form.shop_name });

    const info = await get('/api/customer/info/get_userinfo', a.headers);
    expect(info.data.user.roles).toEqual(expect.arrayContaining(['buyer', 'seller']));
    expect(info.data.seller_url).toMatch(/seller/);
    const mine = await get('/api/customer/user/seller-application', a.headers);
    expect(mine.data).toMatchObject({ status: 'approved', reason: '', reviewed_at: answer.data.reviewed_at });

    // Decided once: the second review and a new application are refused.
    expect((await post('/api/admin/shop/review', { id: a.id, approve: 0, reason: 'Changed my mind' })).code).toBe(ErrorCode.dataOperationFailed);
    expect((await get(`/api/admin/shop/applications/${a.id}`)).data).toMatchObject({ status: 'approved', shop_id: shop.id, commission_bps: 750 });
    expect((await post('/api/customer/user/applyseller', { ...a.form, shop_name: `${a.form.shop_name} 2` }, a.headers)).code).toBe(
      ErrorCode.alreadyAppliedSeller,
    );
  });

  it('approves without a commission: the shop uses the default (null)', async () => {
    const a = await applied();
    const answer = await post('/api/admin/shop/review', { id: a.id, approve: 1, commission_bps: '' });
    const shop = await t.app.db.selectFrom('shop').select('commission_bps').where('id', '=', answer.data.shop_id).executeTakeFirstOrThrow();
    expect(shop.commission_bps).toBeNull();
  });

  it('decides an application once when two reviewers press at the same moment', async () => {
    const a = await applied();
    const answers = await Promise.all([
      post('/api/admin/shop/review', { id: a.id, approve: 1 }),
      post('/api/admin/shop/review', { id: a.id, approve: 1 }),
      post('/api/admin/shop/review', { id: a.id, approve: 0, reason: 'Blurred ID' }),
    ]);
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === ErrorCode.dataOperationFailed)).toHaveLength(2);
    const shops = await t.app.db.selectFrom('shop').select('id').where('user_id', '=', a.userId).execute();
    const decided = answers.find((answer) => answer.code === 200).data;
    expect(shops).toHaveLength(decided.status === 'approved' ? 1 : 0);
  });

  it('rejects with a reason (required), shows it to the applicant, who may apply again', async () => {
    const a = await applied();
    expect(await post('/api/admin/shop/review', { id: a.id, approve: 0 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    expect(await post('/api/admin/shop/review', { id: a.id, approve: 0, reason: '   ' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    const answer = await post('/api/admin/shop/review', { id: a.id, approve: 0, reason: 'The ID picture is blurred' });
    expect(answer.data).toMatchObject({ id: a.id, status: 'rejected', shop_id: null });

    const notice = await noticeOf(a.id);
    expect(notice).toMatchObject({ state: -1, template: 'shopApplicationRejected', is_read: 0 });
    expect(JSON.parse(notice.params)).toEqual({ shop: a.form.shop_name, reason: 'The ID picture is blurred' });
    expect((await t.app.db.selectFrom('shop').select('id').where('user_id', '=', a.userId).execute()).length).toBe(0);
    const info = await get('/api/customer/info/get_userinfo', a.headers);
    expect(info.data.user.roles).not.toContain('seller');

    const mine = await get('/api/customer/user/seller-application', a.headers);
    expect(mine.data).toMatchObject({ id: a.id, status: 'rejected', reason: 'The ID picture is blurred', reviewed_at: answer.data.reviewed_at });

    const again = await post('/api/customer/user/applyseller', a.form, a.headers);
    expect(again.code).toBe(200);
    expect(again.data.id).not.toBe(a.id);
    expect((await get('/api/customer/user/seller-application', a.headers)).data).toMatchObject({ id: again.data.id, status: 'pending', reason: '' });
    // The first application's notice keeps its decision; the new one has its own.
    expect((await noticeOf(a.id)).state).toBe(-1);
    expect((await noticeOf(again.data.id)).state).toBe(0);
  });

  it('refuses bad review input and unknown applications', async () => {
    const a = await applied();
    expect(await post('/api/admin/shop/review', { id: a.id, approve: 2 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'approve' });
    expect(await post('/api/admin/shop/review', { id: a.id, approve: 1, commission_bps: 10001 })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'commission_bps',
    });
    expect(await post('/api/admin/shop/review', { approve: 1 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'id' });
    expect((await post('/api/admin/shop/review', { id: 99999999, approve: 1 })).code).toBe(ErrorCode.noData);
    expect(await post('/api/admin/shop/review', { id: a.id, approve: 0, reason: 'r'.repeat(501) })).toMatchObject({ field: 'reason', reason: 'tooLong' });
    expect((await get(`/api/admin/shop/applications/${a.id}`)).data.status).toBe('pending');
  });

  it("sets a shop's commission, or back to the default", async () => {
    const a = await applied();
    const shopId = (await post('/api/admin/shop/review', { id: a.id, approve: 1 })).data.shop_id;
    expect((await post('/api/admin/shop/commission', { shop_id: shopId, commission_bps: 250 })).data).toEqual({
      shop_id: shopId,
      commission_bps: 250,
      default_commission_bps: 1000,
    });
    expect((await t.app.db.selectFrom('shop').select('commission_bps').where('id', '=', shopId).executeTakeFirstOrThrow()).commission_bps).toBe(250);
    expect((await post('/api/admin/shop/commission', { shop_id: shopId, commission_bps: 0 })).data.commission_bps).toBe(0);
    expect((await post('/api/admin/shop/commission', { shop_id: shopId, commission_bps: '' })).data.commission_bps).toBeNull();
    expect((await t.app.db.selectFrom('shop').select('commission_bps').where('id', '=', shopId).executeTakeFirstOrThrow()).commission_bps).toBeNull();
    expect(await post('/api/admin/shop/commission', { shop_id: shopId, commission_bps: 10001 })).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'commission_bps',
    });
    expect(await post('/api/admin/shop/commission', { shop_id: shopId, commission_bps: -1 })).toMatchObject({ field: 'commission_bps' });
    expect((await post('/api/admin/shop/commission', { shop_id: 99999999, commission_bps: 5 })).code).toBe(ErrorCode.noData);
  });
});

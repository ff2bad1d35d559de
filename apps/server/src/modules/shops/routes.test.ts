import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/unique-violation';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { demoShops } from '../seed/demo-catalog';
import { loginSeller, newApplicant } from './test-applicant';

const APPLY = '/api/customer/user/applyseller';
const MINE = '/api/customer/user/seller-application';

describe.each(dialects())('applying for a shop on %s', (dialect) => {
  const t = useTestApp(dialect);
  const apply = async (form: Record<string, string | number>, headers: Record<string, string>) => (await postForm(t.app, APPLY, form, headers)).json();
  const mine = async (headers: Record<string, string>) => (await t.app.inject({ url: MINE, headers })).json();

  it('answers 2000015 before the first application, then the pending application with its notice', async () => {
    const a = await newApplicant(t.app);
    expect((await mine(a.headers)).code).toBe(ErrorCode.sellerApplicationFailed);

    const answer = await apply(a.form, a.headers);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({ id: expect.any(Number), shop_name: a.form.shop_name, status: 'pending', created_at: expect.any(String) });

    const notices = await t.app.db.selectFrom('notice').selectAll().where('user_id', '=', a.userId).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 100, state: 0, template: 'shopApplicationReceived', ref_id: answer.data.id, is_read: 0 });
    expect(JSON.parse(notices[0]?.params ?? '{}')).toEqual({ shop: a.form.shop_name });

    const read = await mine(a.headers);
    expect(read.code).toBe(200);
    expect(read.data).toEqual({
      id: answer.data.id,
      shop_name: a.form.shop_name,
      contact: a.form.contact,
      email: a.form.email,
      address: a.form.address,
      description: a.form.description,
      status: 'pending',
      reason: '',
      created_at: answer.data.created_at,
      reviewed_at: null,
    });
    const stored = await t.app.db.selectFrom('shop_application').selectAll().where('id', '=', answer.data.id).executeTakeFirstOrThrow();
    expect([stored.id_front_image, stored.id_back_image]).toEqual([a.form.id_front_image, a.form.id_back_image]);
  });

  it('refuses a second application while one is pending (2000016), and keeps one row', async () => {
    const a = await newApplicant(t.app);
    expect((await apply(a.form, a.headers)).code).toBe(200);
    expect((await apply({ ...a.form, shop_name: `${a.form.shop_name} II` }, a.headers)).code).toBe(ErrorCode.alreadyAppliedSeller);
    const rows = await t.app.db.selectFrom('shop_application').select('id').where('user_id', '=', a.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of several applications sent at the same moment through', async () => {
    const a = await newApplicant(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => apply({ ...a.form, shop_name: `${a.form.shop_name} ${n}` }, a.headers)));
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([
      200,
      ErrorCode.alreadyAppliedSeller,
      ErrorCode.alreadyAppliedSeller,
      ErrorCode.alreadyAppliedSeller,
      ErrorCode.alreadyAppliedSeller,
    ]);
    const rows = await t.app.db.selectFrom('shop_application').select('id').where('user_id', '=', a.userId).execute();
    expect(rows).toHaveLength(1);
    const notices = await t.app.db.selectFrom('notice').select('id').where('user_id', '=', a.userId).execute();
    expect(notices).toHaveLength(1);
  });

  it('has the database refuse a second open application of one user, whatever the service checked', async () => {
    const a = await newApplicant(t.app);
    const id = (await apply(a.form, a.headers)).data.id;
    const row = { ...a.form, user_id: a.userId, created_at: new Date().toISOString() };
    const second = t.app.db
      .insertInto('shop_application')
      .values({ ...row, status: 'pending' })
      .execute();
    await expect(second).rejects.toSatisfy(isUniqueViolation);
    // A refused application does not count: the user may open a new one.
    await t.app.db.updateTable('shop_application').set({ status: 'rejected' }).where('id', '=', id).execute();
    await t.app.db
      .insertInto('shop_application')
      .values({ ...row, status: 'pending' })
      .execute();
    await expect(
      t.app.db
        .insertInto('shop_application')
        .values({ ...row, status: 'approved' })
        .execute(),
    ).rejects.toSatisfy(isUniqueViolation);
  });

  it('refuses a seller who already has a shop (2000016)', async () => {
    const seller = await loginSeller(t.app);
    const a = await newApplicant(t.app);
    // The seller's own uploads are not needed: the shop they own is refused first.
    expect((await apply(a.form, seller)).code).toBe(ErrorCode.alreadyAppliedSeller);
  });

  it('refuses ID pictures the applicant did not upload, naming the field', async () => {
    const a = await newApplicant(t.app);
    const other = await newApplicant(t.app);
    expect(await apply({ ...a.form, id_front_image: other.form.id_front_image }, a.headers)).toMatchObject({
      code: ErrorCode.sellerApplicationFailed,
      field: 'id_front_image',
      reason: 'notOwnUpload',
    });
    expect(await apply({ ...a.form, id_back_image: 'upload/2026/11/not-there.webp' }, a.headers)).toMatchObject({
      code: ErrorCode.sellerApplicationFailed,
      field: 'id_back_image',
      reason: 'notOwnUpload',
    });
    expect(await apply({ ...a.form, id_back_image: 'https://evil.example/id.png' }, a.headers)).toMatchObject({ field: 'id_back_image' });
    // Its own upload given as the URL the upload answered is stored bare.
    const answer = await apply({ ...a.form, id_front_image: `${t.app.config.MEDIA_BASE_URL}/${a.form.id_front_image}` }, a.headers);
    expect(answer.code).toBe(200);
    const stored = await t.app.db.selectFrom('shop_application').select('id_front_image').where('id', '=', answer.data.id).executeTakeFirstOrThrow();
    expect(stored.id_front_image).toBe(a.form.id_front_image);
  });

  it('checks every field with a reason naming it', async () => {
    const a = await newApplicant(t.app);
    const cases: [Record<string, string>, number, string, string, Record<string, number>?][] = [
      [{ shop_name: 'A' }, ErrorCode.invalidParameter, 'shop_name', 'tooShort', { min: 2 }],
      [{ shop_name: 'x'.repeat(61) }, ErrorCode.invalidParameter, 'shop_name', 'tooLong', { max: 60 }],
      [{ shop_name: '   ' }, ErrorCode.invalidParameter, 'shop_name', 'nameInvisible'],
      [{ shop_name: 'Shop\u202Eevil' }, ErrorCode.invalidParameter, 'shop_name', 'nameBidi'],
      [{ shop_name: '' }, ErrorCode.missingParameter, 'shop_name', 'required'],
      [{ contact: '' }, ErrorCode.missingParameter, 'contact', 'required'],
      [{ contact: 'call me' }, ErrorCode.invalidParameter, 'contact', 'invalid'],
      [{ email: 'not-an-email' }, ErrorCode.invalidParameter, 'email', 'email'],
      [{ address: 'abc' }, ErrorCode.invalidParameter, 'address', 'tooShort', { min: 5 }],
      [{ address: 'y'.repeat(201) }, ErrorCode.invalidParameter, 'address', 'tooLong', { max: 200 }],
      [{ description: 'z'.repeat(1001) }, ErrorCode.invalidParameter, 'description', 'tooLong', { max: 1000 }],
      [{ id_front_image: '' }, ErrorCode.missingParameter, 'id_front_image', 'required'],
    ];
    for (const [change, code, field, reason, params] of cases) {
      const answer = await apply({ ...a.form, ...change }, a.headers);
      expect(answer, JSON.stringify(change)).toMatchObject({ code, field, reason, ...(params ? { params } : {}) });
    }
    const { description: _, ...withoutDescription } = a.form;
    expect((await apply(withoutDescription, a.headers)).code).toBe(200);
    expect((await mine(a.headers)).data.description).toBe('');
  });

  it('refuses the name of an active shop, in any case, naming shop_name', async () => {
    const a = await newApplicant(t.app);
    const taken = (demoShops[1] as { name: string }).name.toUpperCase();
    expect(await apply({ ...a.form, shop_name: taken }, a.headers)).toMatchObject({
      code: ErrorCode.sellerApplicationFailed,
      field: 'shop_name',
      reason: 'taken',
    });
  });

  it('asks guests to log in', async () => {
    const a = await newApplicant(t.app);
    expect((await postForm(t.app, APPLY, a.form)).json().code).toBe(ErrorCode.tokenExpired);
    expect((await postForm(t.app, APPLY, {})).json().code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject(MINE)).json().code).toBe(ErrorCode.tokenExpired);
  });
});

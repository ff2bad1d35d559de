import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { type Headers, loginAdmin, loginStaff, newApplicant, uploadPicture } from '../shops/test-applicant';
import { TEST_PIN } from '../wallet/test-pin';
import { BANK, payee } from '../withdrawals/test-withdrawals';

interface Repeat {
  kind: string;
  other_user_id: number;
  other_application_id?: number;
  other_name: string;
}

describe.each(dialects())('repeat flags on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Headers;
  const get = async (url: string, headers?: Headers) => {
    admin ??= await loginAdmin(t.app);
    return (await t.app.inject({ url, headers: headers ?? admin })).json();
  };
  let colours = 0;
  /** A colour no other picture of this run has, so its upload's hash is its own. */
  const freshColour = () => {
    colours += 1;
    return `#${(0x100000 + colours * 7919 + dialect.length * 131).toString(16)}`;
  };
  /** A new applicant who applied with `fields` over a form of their own (their own phone and pictures). */
  async function applied(fields: Record<string, string> = {}, frontColour = freshColour()) {
    const a = await newApplicant(t.app);
    const own = {
      contact: `+44 20 7946 ${String(1000 + colours)}${dialect.length}`,
      id_front_image: await uploadPicture(t.app, a.headers, frontColour),
      id_back_image: await uploadPicture(t.app, a.headers, freshColour()),
    };
    const answer = await postForm(t.app, '/api/customer/user/applyseller', { ...a.form, ...own, ...fields }, a.headers);
    expect(answer.json().code).toBe(200);
    return { ...a, form: { ...a.form, ...own, ...fields }, id: answer.json().data.id as number };
  }
  const repeatsIn = async (id: number): Promise<Repeat[]> => {
    const list = await get('/api/admin/shop/applications?page_size=100');
    return list.data.list.find((row: { id: number }) => row.id === id).repeats;
  };

  it('flags an application sending another account’s ID picture, in the list and the detail', async () => {
    const colour = freshColour();
    // The same bytes uploaded by two accounts: two uploads, one hash.
    const first = await applied({}, colour);
    const second = await applied({}, colour);
    expect(second.form.id_front_image).not.toBe(first.form.id_front_image);
    const alone = await applied();

    expect(await repeatsIn(second.id)).toEqual([
      { kind: 'id_picture', other_user_id: first.userId, other_application_id: first.id, other_name: first.form.shop_name },
    ]);
    expect(await repeatsIn(alone.id)).toEqual([]);
    const detail = await get(`/api/admin/shop/applications/${first.id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.repeats).toEqual([
      { kind: 'id_picture', other_user_id: second.userId, other_application_id: second.id, other_name: second.form.shop_name },
    ]);
  });

  it('flags the same phone written differently, by another application or a user’s own phone; never the applicant’s own', async () => {
    const first = await applied({ contact: '+66 81-234-5678' });
    const again = await applied({ contact: '66812345678' });
    const other = await applied({ contact: '+66 81 999 0000' });
    expect(await repeatsIn(again.id)).toContainEqual({
      kind: 'phone',
      other_user_id: first.userId,
      other_application_id: first.id,
      other_name: first.form.shop_name,
    });
    expect(await repeatsIn(first.id)).toContainEqual(expect.objectContaining({ kind: 'phone', other_application_id: again.id }));
    expect((await repeatsIn(other.id)).filter((r) => r.kind === 'phone')).toEqual([]);

    // A user (not an applicant) whose own phone it is.
    await t.app.db.updateTable('user').set({ phone: '+66-81-999-0000' }).where('id', '=', first.userId).execute();
    const user = await t.app.db.selectFrom('user').select('firstname').where('id', '=', first.userId).executeTakeFirstOrThrow();
    expect(await repeatsIn(other.id)).toContainEqual({ kind: 'phone', other_user_id: first.userId, other_name: user.firstname });
  });

  it('fills the hash of an upload stored before hashes were kept, from its file', async () => {
    const colour = freshColour();
    const old = await applied({}, colour);
    const kept = await t.app.db.selectFrom('media').select('sha256').where('path', '=', old.form.id_front_image).executeTakeFirstOrThrow();
    expect(kept.sha256).toMatch(/^[0-9a-f]{64}$/);
    await t.app.db.updateTable('media').set({ sha256: null }).where('path', '=', old.form.id_front_image).execute();
    const copier = await applied({}, colour);
    expect(await repeatsIn(copier.id)).toEqual([expect.objectContaining({ kind: 'id_picture', other_application_id: old.id })]);
    const row = await t.app.db.selectFrom('media').select('sha256').where('path', '=', old.form.id_front_image).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(kept.sha256);
  });

  it('flags a bank withdrawal whose account number another account’s payment settings hold', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const mine = await payee(t.app, 50_000);
    const twin = await payee(t.app, 0);
    const unique = await payee(t.app, 50_000);
    await t.app.db
      .updateTable('payment_settings')
      .set({ account_number: `${dialect.length}99-${unique.id}-777` })
      .where('user_id', '=', unique.id)
      .execute();
    await t.app.db.updateTable('payment_settings').set({ account_number: ' 0012 3456-78 ' }).where('user_id', '=', twin.id).execute();
    const withdraw = async (headers: Record<string, string>, method: string) =>
      (await postForm(t.app, '/api/customer/info/withdraw', { amount: 2_000, method, pin: TEST_PIN }, headers)).json().data.id as number;
    const bank = await withdraw(mine.headers, 'bank');
    const wallet = await withdraw(mine.headers, 'USDT-TRC20');
    const alone = await withdraw(unique.headers, 'bank');
    const list = await get('/api/admin/withdraw/list?page_size=100', finance);
    expect(list.code).toBe(200);
    const repeatsOf = (id: number): Repeat[] => list.data.list.find((row: { id: number }) => row.id === id).repeats;
    expect(BANK.account_number).toBe('0012345678');
    expect(repeatsOf(bank)).toContainEqual({ kind: 'bank_account', other_user_id: twin.id, other_name: expect.any(String) });
    expect(repeatsOf(bank).some((r) => r.other_user_id === mine.id)).toBe(false);
    expect(repeatsOf(wallet)).toEqual([]);
    expect(repeatsOf(alone)).toEqual([]);
  });
});

import { ADDRESS_MAX } from '@agora/contract/addresses';
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { findAddressOf } from './service';

const ADD = '/api/checkout/onepage/addressadd';
const LIST = '/api/checkout/onepage/getaddresslist';
const DEFAULT = '/api/checkout/onepage/default-address';
const REMOVE = '/api/checkout/onepage/remove_address';

/** A valid address in Bangkok; `overrides` change or (with '') blank fields. */
const bangkok = (overrides: Record<string, string | number> = {}) => ({
  first_name: 'Somchai Jaidee',
  email: 'somchai@example.test',
  phone: '+66 81 234 5678',
  country: 'TH',
  state: '10',
  city: 'Bang Kapi',
  postcode: '10240',
  address: '99/1 Soi Ramkhamhaeng 24',
  ...overrides,
});

describe.each(dialects())('addresses on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function buyer() {
    const body = (await postForm(t.app, '/api/customer/register/account', newBuyer())).json();
    return { headers: { 'access-token': body.data['access-token'] as string }, id: body.data.user.id as number };
  }
  const post = async (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    (await postForm(t.app, url, body, headers)).json();
  const add = async (headers: Record<string, string>, overrides: Record<string, string | number> = {}) => {
    const answer = await post(ADD, bangkok(overrides), headers);
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    return answer.data as { id: number; is_default: number };
  };
  const defaults = async (userId: number) =>
    (await t.app.db.selectFrom('address').select('id').where('user_id', '=', userId).where('is_default', '=', 1).execute()).map((r) => r.id);

  it('refuses guests on every address call', async () => {
    for (const url of [ADD, LIST, DEFAULT, REMOVE]) expect((await post(url, bangkok({ id: 1 }), {})).code, url).toBe(ErrorCode.tokenExpired);
  });

  it('makes the first address the default and answers it with its place names in the reader’s language', async () => {
    const { headers, id: userId } = await buyer();
    expect((await post(DEFAULT, {}, headers)).code).toBe(ErrorCode.defaultAddressEmpty);
    expect((await post(LIST, {}, headers)).data).toEqual([]);

    const saved = await post(ADD, bangkok({ country: 'th', email: 'Somchai@Example.TEST' }), headers);
    expect(saved.data).toMatchObject({
      first_name: 'Somchai Jaidee',
      email: 'somchai@example.test',
      country: 'TH',
      country_name: 'Thailand',
      state: '10',
      state_name: 'Bangkok',
      city: 'Bang Kapi',
      postcode: '10240',
      is_default: 1,
    });
    expect(saved.data).not.toHaveProperty('user_id');
    expect(await defaults(userId)).toEqual([saved.data.id]);

    const thai = await post(LIST, {}, { ...headers, lang: 'th' });
    expect(thai.data).toHaveLength(1);
    expect(thai.data[0]).toMatchObject({ id: saved.data.id, country_name: 'ไทย', state_name: 'กรุงเทพฯ' });
    expect((await post(DEFAULT, {}, { ...headers, lang: 'jp' })).data).toMatchObject({ id: saved.data.id, country_name: 'タイ', state_name: 'Bangkok' });
  });

  it('moves the default with is_default=1, in one step, and keeps it when an edit says 0', async () => {
    const { headers, id: userId } = await buyer();
    const first = await add(headers);
    const second = await add(headers, { city: 'Bang Bon' });
    expect(second.is_default).toBe(0);
    const third = await add(headers, { country: 'US', state: 'CA', city: 'Los Angeles', postcode: '90012', is_default: 1 });
    expect(third.is_default).toBe(1);
    expect(await defaults(userId)).toEqual([third.id]);

    const list = (await post(LIST, {}, headers)).data as { id: number; is_default: number }[];
    expect(list.map((a) => a.id)).toEqual([third.id, second.id, first.id]);

    // Editing: the fields change; setting the default moves it; 0 on the default leaves it there.
    const edited = await post(ADD, bangkok({ id: first.id, city: 'Huai Khwang', is_default: 1 }), headers);
    expect(edited.data).toMatchObject({ id: first.id, city: 'Huai Khwang', is_default: 1 });
    expect(await defaults(userId)).toEqual([first.id]);
    expect((await post(ADD, bangkok({ id: first.id, is_default: 0 }), headers)).data.is_default).toBe(1);
    expect((await post(DEFAULT, {}, headers)).data.id).toBe(first.id);
    expect((await post(LIST, {}, headers)).data).toHaveLength(3);
  });

  it('makes the newest remaining address the default when the default is removed', async () => {
    const { headers, id: userId } = await buyer();
    const first = await add(headers);
    const second = await add(headers);
    const third = await add(headers);
    await post(ADD, bangkok({ id: second.id, is_default: 1 }), headers);

    // Removing one that is not the default leaves the default alone.
    expect((await post(REMOVE, { id: first.id }, headers)).data.map((a: { id: number }) => a.id)).toEqual([second.id, third.id]);
    expect(await defaults(userId)).toEqual([second.id]);

    const left = await post(REMOVE, { id: second.id }, headers);
    expect(left.data).toEqual([expect.objectContaining({ id: third.id, is_default: 1 })]);
    expect(await defaults(userId)).toEqual([third.id]);

    await post(REMOVE, { id: third.id }, headers);
    expect((await post(DEFAULT, {}, headers)).code).toBe(ErrorCode.defaultAddressEmpty);
    expect((await post(REMOVE, { id: third.id }, headers)).code).toBe(ErrorCode.noData);
  });

  it('treats another user’s address as if it did not exist', async () => {
    const owner = await buyer();
    const other = await buyer();
    const address = await add(owner.headers);

    expect(await post(ADD, bangkok({ id: address.id, city: 'Bang Bon' }), other.headers)).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect(await post(REMOVE, { id: address.id }, other.headers)).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect((await post(LIST, {}, other.headers)).data).toEqual([]);
    expect((await post(DEFAULT, {}, other.headers)).code).toBe(ErrorCode.defaultAddressEmpty);

    const kept = (await post(LIST, {}, owner.headers)).data;
    expect(kept).toEqual([expect.objectContaining({ id: address.id, city: 'Bang Kapi', is_default: 1 })]);

    expect(await findAddressOf(t.app.db, owner.id, address.id)).toMatchObject({ id: address.id, user_id: owner.id, country: 'TH', state: '10' });
    expect(await findAddressOf(t.app.db, other.id, address.id)).toBeNull();
    expect(await findAddressOf(t.app.db, owner.id, 2_000_000_000)).toBeNull();
  });

  it.each([
    [{ first_name: '' }, ErrorCode.missingParameter, 'first_name'],
    [{ first_name: 'Ana\u202Ezyx' }, ErrorCode.invalidParameter, 'first_name'],
    [{ email: '' }, ErrorCode.missingParameter, 'email'],
    [{ email: 'not-an-email' }, ErrorCode.invalidParameter, 'email'],
    [{ phone: 'abc' }, ErrorCode.invalidParameter, 'phone'],
    [{ country: '' }, ErrorCode.missingParameter, 'country'],
    [{ country: 'Thailand' }, ErrorCode.invalidParameter, 'country'],
    [{ country: 'XX' }, ErrorCode.invalidParameter, 'country'],
    [{ state: '' }, ErrorCode.missingParameter, 'state'],
    [{ state: 'CA' }, ErrorCode.invalidParameter, 'state'],
    [{ city: '' }, ErrorCode.missingParameter, 'city'],
    [{ city: ' \u200B ' }, ErrorCode.invalidParameter, 'city'],
    [{ address: '' }, ErrorCode.missingParameter, 'address'],
    [{ address: 'x'.repeat(301) }, ErrorCode.invalidParameter, 'address'],
    [{ postcode: '<script>' }, ErrorCode.invalidParameter, 'postcode'],
    [{ is_default: 2 }, ErrorCode.invalidParameter, 'is_default'],
    [{ id: 'seven' }, ErrorCode.invalidParameter, 'id'],
    [{ country: 'MO', state: 'X', city: '' }, ErrorCode.invalidParameter, 'state'],
  ])('refuses %o with %i naming the field', async (overrides, code, field) => {
    const { headers } = await buyer();
    const answer = await post(ADD, bangkok(overrides), headers);
    expect(answer).toMatchObject({ code, field });
    expect(answer.message).toContain(field);
  });

  it('asks no state where the country has none, and no city where the data has no cities', async () => {
    const { headers } = await buyer();
    // Macao: no states in the data, no cities. Anguilla: districts, but no cities.
    expect((await post(ADD, bangkok({ country: 'MO', state: '', city: '', postcode: '' }), headers)).data).toMatchObject({
      country: 'MO',
      state: '',
      state_name: '',
      city: '',
      postcode: '',
    });
    expect((await post(ADD, bangkok({ country: 'AI', state: '01', city: '' }), headers)).code).toBe(200);
  });

  it('takes a city only as one of the state’s listed places, in any case, and stores it as listed', async () => {
    const { headers } = await buyer();
    const chiba = { country: 'JP', state: '12', postcode: '260-0013', address: '中央3-10-8' };
    // "千" (the start of 千葉) or "Chi" is part of a name, not a place: refused naming the city, in the reader's language.
    for (const city of ['千', 'Chi', 'Soi Somewhere Small', '千葉市']) {
      const refused = await post(ADD, bangkok({ ...chiba, city }), { ...headers, lang: 'jp' });
      expect([refused.code, refused.field, refused.reason, city]).toEqual([ErrorCode.invalidParameter, 'city', 'unknownCity', city]);
      expect(refused.message).toContain('一覧から選んでください');
    }
    expect((await post(ADD, bangkok({ ...chiba, city: ' chiba ' }), headers)).data).toMatchObject({ country: 'JP', state: '12', city: 'Chiba' });
    // Where the state lists no cities (Anguilla's districts), any name stays free text.
    expect((await post(ADD, bangkok({ country: 'AI', state: '01', city: 'The Valley South' }), headers)).data.city).toBe('The Valley South');
  });

  it(`keeps at most ${ADDRESS_MAX} addresses, and still edits them`, async () => {
    const { headers, id: userId } = await buyer();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('address')
      .values(
        Array.from({ length: ADDRESS_MAX }, (_, i) => ({
          user_id: userId,
          ...bangkok(),
          is_default: i === 0 ? 1 : 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const refused = await post(ADD, bangkok(), { ...headers, lang: 'es' });
    expect(refused).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id', reason: 'tooManyAddresses', params: { max: ADDRESS_MAX } });
    expect(refused.message).toContain(String(ADDRESS_MAX));
    const list = (await post(LIST, {}, headers)).data as { id: number }[];
    expect(list).toHaveLength(ADDRESS_MAX);
    expect((await post(ADD, bangkok({ id: (list[5] as { id: number }).id, city: 'Bang Bon' }), headers)).data.city).toBe('Bang Bon');
  });

  it('leaves exactly one default when first addresses arrive at once', async () => {
    const CITIES = ['Bang Kapi', 'Bang Bon', 'Huai Khwang', 'Bangkok'];
    const { headers, id: userId } = await buyer();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(ADD, bangkok({ city: CITIES[i % CITIES.length] as string }), headers)));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.data.is_default === 1)).toHaveLength(1);
    expect(await defaults(userId)).toHaveLength(1);
    // Moving the default from several requests at once also leaves one.
    await Promise.all(answers.map((a) => post(ADD, bangkok({ id: a.data.id, is_default: 1 }), headers)));
    expect(await defaults(userId)).toHaveLength(1);
  });
});

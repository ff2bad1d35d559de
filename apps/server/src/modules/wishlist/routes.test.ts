import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';

describe.each(dialects())('wishlist and compare on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function buyer() {
    const body = (await postForm(t.app, '/api/customer/register/account', newBuyer())).json();
    return { 'access-token': body.data['access-token'] as string };
  }
  const productIds = async (n: number) =>
    (await t.app.db.selectFrom('product').select('id').where('status', '=', 'on_sale').orderBy('id').limit(n).execute()).map((p) => p.id);

  it('adds to the wishlist once, lists newest first, removes, and shows in the user counts', async () => {
    const headers = await buyer();
    const [a, b] = await productIds(2);
    expect((await postForm(t.app, '/api/customer/wishlist/add', { product_id: a as number }, headers)).json().data).toEqual({ count: 1 });
    expect((await postForm(t.app, '/api/customer/wishlist/add', { product_id: a as number }, headers)).json().data).toEqual({ count: 1 });
    expect((await postForm(t.app, '/api/customer/wishlist/add', { product_id: b as number }, headers)).json().data).toEqual({ count: 2 });
    const list = (await t.app.inject({ url: '/api/customer/wishlist/list', headers })).json().data;
    expect(list.total).toBe(2);
    expect(list.list.map((p: { id: number }) => p.id).sort()).toEqual([a, b].sort());
    expect((await t.app.inject({ url: '/api/customer/info/get_userinfo', headers })).json().data.product.count).toBe(2);
    expect((await postForm(t.app, '/api/customer/wishlist/remove', { product_id: a as number }, headers)).json().data).toEqual({ count: 1 });
  });

  it('refuses unknown products, missing fields and guests', async () => {
    const headers = await buyer();
    expect((await postForm(t.app, '/api/customer/wishlist/add', { product_id: 999999 }, headers)).json()).toMatchObject({
      code: ErrorCode.noData,
      field: 'product_id',
    });
    expect((await postForm(t.app, '/api/customer/wishlist/add', {}, headers)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'product_id' });
    expect((await postForm(t.app, '/api/customer/wishlist/add', { product_id: 1 })).json().code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject('/api/customer/compare/list')).json().code).toBe(ErrorCode.tokenExpired);
  });

  it('compares at most four products, lined up by option name', async () => {
    const headers = await buyer();
    const ids = await productIds(5);
    for (const id of ids.slice(0, 4)) expect((await postForm(t.app, '/api/customer/compare/add', { product_id: id }, headers)).json().code).toBe(200);
    const fifth = (await postForm(t.app, '/api/customer/compare/add', { product_id: ids[4] as number }, headers)).json();
    expect(fifth).toMatchObject({ code: ErrorCode.invalidParameter, field: 'product_id' });
    expect(fifth.message).toContain('4');

    const compare = (await t.app.inject({ url: '/api/customer/compare/list', headers })).json().data;
    expect(compare.list.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 4));
    const names = new Set(compare.list.flatMap((p: { options: { name: string }[] }) => p.options.map((o) => o.name)));
    expect(new Set(compare.option_names)).toEqual(names);
    expect(compare.list[0].variants.length).toBeGreaterThan(0);

    const after = (await postForm(t.app, '/api/customer/compare/remove', { product_id: ids[0] as number }, headers)).json().data;
    expect(after.product_ids).toEqual(ids.slice(1, 4));
  });

  it('merges a guest compare list at login, keeping the limit', async () => {
    const headers = await buyer();
    const ids = await productIds(6);
    await postForm(t.app, '/api/customer/compare/add', { product_id: ids[5] as number }, headers);
    const merged = (await postForm(t.app, '/api/customer/compare/merge', { product_ids: ids.slice(0, 4).join(',') }, headers)).json().data;
    expect(merged.product_ids).toEqual([ids[5], ...ids.slice(0, 3)]);
  });

  it('refuses a merge list longer than compare holds, however long, without working through it', async () => {
    const headers = await buyer();
    const five = await postForm(t.app, '/api/customer/compare/merge', { product_ids: (await productIds(5)).join(',') }, headers);
    expect(five.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'product_ids' });
    // The probe that held the event loop for seconds: hundreds of thousands of ids in one body (800 KB, under BODY_LIMIT).
    const huge = Array.from({ length: 400_000 }, () => 1).join(',');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/customer/compare/merge',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { product_ids: huge },
    });
    expect(answer.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'product_ids' });
  });
});

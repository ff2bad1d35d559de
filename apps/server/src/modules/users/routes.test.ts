import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';

describe.each(dialects())('user info on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function session() {
    const form = newBuyer();
    const body = (await postForm(t.app, '/api/customer/register/account', form)).json();
    return { form, user: body.data.user, headers: { 'access-token': body.data['access-token'] } };
  }

  it('answers the user with cart, wishlist and unread notice counts that follow the data', async () => {
    const { user, headers } = await session();
    const product = await t.app.db.selectFrom('product_variant').select(['id', 'product_id']).limit(1).executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('cart_item')
      .values({ user_id: user.id, product_id: product.product_id, variant_id: product.id, quantity: 2, created_at: nowIso() })
      .execute();
    await t.app.db.insertInto('wishlist_item').values({ user_id: user.id, product_id: product.product_id, created_at: nowIso() }).execute();
    await t.app.db.insertInto('notice').values({ user_id: user.id, type: 100, state: 0, title: 'Hello', content: '', created_at: nowIso() }).execute();

    const body = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { ...headers, host: 'mall.example.com' } })).json();
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, avatar: '', roles: ['buyer'] });
    expect(body.data.user.invitation_code).toBe(user.invitation_code);
    expect(body.data).toMatchObject({ card: { count: 1 }, product: { count: 1 }, notice: { count: 1 }, seller_url: 'http://seller.mall.example.com' });
  });

  it('updates the profile and refuses bad data with 1100004 naming the field', async () => {
    const { headers } = await session();
    const ok = (await postForm(t.app, '/api/customer/info/update_user', { firstname: 'Renamed Person', phone: '+6612345678', lang: 'th' }, headers)).json();
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ firstname: 'Renamed Person', phone: '+6612345678', lang: 'th' });

    const badPhone = (await postForm(t.app, '/api/customer/info/update_user', { phone: 'call me' }, headers)).json();
    expect(badPhone).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'phone' });
    const badLang = (await postForm(t.app, '/api/customer/info/update_user', { lang: 'xx' }, headers)).json();
    expect(badLang).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'lang' });
  });

  it('needs a login to update', async () => {
    const res = (await postForm(t.app, '/api/customer/info/update_user', { firstname: 'X' })).json();
    expect(res.code).toBe(ErrorCode.tokenExpired);
  });
});

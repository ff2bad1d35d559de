import { ErrorCode } from '@agora/contract/errors';
import { MESSAGES } from '@agora/contract/messages/all';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';

describe.each(dialects())('user info on %s', (dialect) => {
  const t = useTestApp(dialect, { ALLOWED_HOSTS: 'localhost,127.0.0.1,[::1],example.com' });

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

  it('answers a seller_url on an allowed host only: never the Host an attacker sends', async () => {
    const { headers } = await session();
    const on = async (host: string) => (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: { ...headers, host } })).json().data.seller_url;
    expect(await on('admin.example.com')).toBe('http://seller.example.com');
    expect(await on('evil.example')).toBe('http://seller.localhost:8080');
    expect(await on('example.com.evil.example')).toBe('http://seller.localhost:8080');
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

  it.each([
    ['nameControl', 'Ann\u001Ba'],
    ['nameBidi', 'Ana\u202Ezyx'],
    ['nameInvisible', '\u3164\u200B'],
  ] as const)('refuses a firstname with %s with 1100004 saying why', async (reason, firstname) => {
    const { headers } = await session();
    const body = (await postForm(t.app, '/api/customer/info/update_user', { firstname }, { ...headers, lang: 'zh' })).json();
    expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'firstname' });
    expect(body.message).toContain(MESSAGES.zh.reasons[reason]);
  });

  it('keeps ZWJ inside a real name', async () => {
    const { headers } = await session();
    const firstname = '\u{1F468}\u200D\u{1F373} Chef';
    expect((await postForm(t.app, '/api/customer/info/update_user', { firstname }, headers)).json().data.firstname).toBe(firstname);
  });

  describe('avatar', () => {
    async function uploaded(headers: Record<string, string>) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2980b9' } })
        .png()
        .toBuffer();
      const boundary = 'agora-avatar-test';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return res.json().data.path as string;
    }
    const update = async (avatar: string, headers: Record<string, string>) =>
      (await postForm(t.app, '/api/customer/info/update_user', { avatar }, headers)).json();

    it('takes your own upload, bare or as its media URL, stored bare', async () => {
      const { headers } = await session();
      const path = await uploaded(headers);
      expect(path).toMatch(/^upload\/\d{4}\/\d{2}\/\w+\.webp$/);
      expect((await update(path, headers)).data.avatar).toBe(path);
      expect((await update(`${t.app.config.MEDIA_BASE_URL}/${path}`, headers)).data.avatar).toBe(path);
      expect((await update('', headers)).data.avatar).toBe('');
    });

    it.each([
      ['an outside URL', () => 'https://evil.example/tracker.png'],
      ['a made-up path', () => 'upload/2026/11/000000000000000000000000.webp'],
      ['a path that climbs out', () => '../secret.key'],
      ['a seeded catalogue image', () => 'catalog/product/1.webp'],
    ])('refuses %s with 1100004 naming avatar', async (_, avatar) => {
      const { headers } = await session();
      expect(await update(avatar(), headers)).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'avatar' });
    });

    it("refuses another user's upload, and leaves the avatar as it was", async () => {
      const owner = await session();
      const other = await session();
      const path = await uploaded(owner.headers);
      const body = await update(path, other.headers);
      expect(body).toMatchObject({ code: ErrorCode.accountDataWrong, field: 'avatar' });
      expect(body.message).toContain(MESSAGES.en.reasons.notOwnUpload);
      const info = (await t.app.inject({ url: '/api/customer/info/get_userinfo', headers: other.headers })).json();
      expect(info.data.user.avatar).toBe('');
    });
  });

  it('needs a login to update', async () => {
    const res = (await postForm(t.app, '/api/customer/info/update_user', { firstname: 'X' })).json();
    expect(res.code).toBe(ErrorCode.tokenExpired);
  });
});

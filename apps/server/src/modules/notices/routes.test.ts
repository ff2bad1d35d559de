import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_PASSWORDS } from '../seed/accounts';
import { NoticeType, notify } from './notify';
import { logIn, notifyApproved, registerBuyer } from './test-notices';

describe.each(dialects())('notices on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('lists only the caller’s notices, newest first, paged, filtered by read', async () => {
    const ann = await registerBuyer(t.app);
    const bob = await registerBuyer(t.app);
    const first = await notifyApproved(t.app, ann.id, 'First lamp');
    const second = await notify(t.app.db, {
      userId: ann.id,
      type: NoticeType.shopApplication,
      template: 'shopApplicationReceived',
      params: { shop: 'Ann Goods' },
      refId: 7,
    });
    const third = await notifyApproved(t.app, ann.id, 'Third lamp');
    await notifyApproved(t.app, bob.id, 'Bob’s lamp');

    const page = (await get('/api/customer/user/notices?page_size=2', ann.headers)).json().data;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.list.map((n: { id: number }) => n.id)).toEqual([third, second]);
    expect(page.list[1]).toEqual({
      id: second,
      type: 100,
      state: 0,
      title: 'Shop application received',
      content: expect.stringContaining('“Ann Goods”'),
      read: 0,
      created_at: expect.any(String),
      ref_id: 7,
      for_shop: false,
      for_mall: false,
      info: false,
      money: [],
    });
    const rest = (await get('/api/customer/user/notices?page=2&page_size=2', ann.headers)).json().data;
    expect(rest.list.map((n: { id: number }) => n.id)).toEqual([first]);

    await get(`/api/customer/user/notice-read?id=${second}`, ann.headers);
    const unread = (await get('/api/customer/user/notices?read=0', ann.headers)).json().data;
    expect(unread.list.map((n: { id: number }) => n.id)).toEqual([third, first]);
    expect(unread.total).toBe(2);
    const read = (await get('/api/customer/user/notices?read=1', ann.headers)).json().data;
    expect(read.list).toEqual([expect.objectContaining({ id: second, read: 1 })]);
    expect((await get('/api/customer/user/notices?read=2', ann.headers)).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'read' });
  });

  it('lists money kept in cents for the reader’s currency, keeps old dollar rows’ text, and marks information-only notices', async () => {
    const ann = await registerBuyer(t.app);
    const paid = await notify(t.app.db, {
      userId: ann.id,
      type: NoticeType.withdrawal,
      state: 1,
      template: 'withdrawalPaid',
      params: { amount_cents: 125_050 },
    });
    // Written before amounts were kept in cents: the dollars are text.
    const old = await notify(t.app.db, { userId: ann.id, type: NoticeType.withdrawal, state: 1, template: 'withdrawalPaid', params: { amount: '$7.00' } });
    const changed = await notify(t.app.db, { userId: ann.id, type: NoticeType.withdrawal, state: 1, template: 'paymentSettingsChanged' });
    const list = (await get('/api/customer/user/notices', { ...ann.headers, lang: 'jp' })).json().data.list as {
      id: number;
      content: string;
      money: unknown;
      info: boolean;
    }[];
    const byId = new Map(list.map((n) => [n.id, n]));
    expect(byId.get(paid)).toMatchObject({ money: [{ text: '$1250.50', cents: 125_050 }], info: false });
    expect(byId.get(paid)?.content).toContain('$1250.50');
    expect(byId.get(old)).toMatchObject({ money: [], info: false });
    expect(byId.get(old)?.content).toContain('$7.00');
    expect(byId.get(changed)).toMatchObject({ money: [], info: true });
  });

  it('renders the texts in the reader’s language, English for an unknown one, and template-less rows as stored', async () => {
    const ann = await registerBuyer(t.app);
    await notify(t.app.db, {
      userId: ann.id,
      type: NoticeType.stockApplication,
      state: -1,
      template: 'stockApplicationRejected',
      params: { product: 'Mug', quantity: 12, reason: 'Too many' },
    });
    const inLang = async (lang: string) => (await get('/api/customer/user/notices', { ...ann.headers, lang })).json().data.list[0];
    expect(await inLang('jp')).toMatchObject({
      title: '在庫申請は承認されませんでした',
      content: '「Mug」の在庫を 12 点追加する申請は承認されませんでした。理由：Too many。',
      state: -1,
      type: 300,
      ref_id: null,
      // A stock application is the shop's business.
      for_shop: true,
    });
    expect(await inLang('th')).toMatchObject({
      title: 'คำขอเพิ่มสต็อกไม่ได้รับการอนุมัติ',
      content: 'คำขอเพิ่มสต็อก “Mug” จำนวน 12 ชิ้นของคุณไม่ได้รับการอนุมัติ เหตุผล: Too many',
    });
    expect((await inLang('xx')).title).toBe('Stock application not approved');

    await t.app.db
      .insertInto('notice')
      .values({ user_id: ann.id, type: 500, state: 1, title: 'Top-up done', content: 'Written as is', created_at: nowIso() })
      .execute();
    expect(await inLang('jp')).toMatchObject({ title: 'Top-up done', content: 'Written as is', type: 500 });
  });

  it('marks one read, refuses another user’s notice and bad ids, marks all read, and the counts agree everywhere', async () => {
    const ann = await registerBuyer(t.app);
    const bob = await registerBuyer(t.app);
    const ids = [await notifyApproved(t.app, ann.id), await notifyApproved(t.app, ann.id), await notifyApproved(t.app, ann.id)];
    const bobs = await notifyApproved(t.app, bob.id);

    const counts = async () => {
      const login = (await postForm(t.app, '/api/customer/login/account', { email: ann.email, password: ann.password })).json().data;
      return {
        unread: (await get('/api/customer/info/notice_in_read', ann.headers)).json().data.count,
        userinfo: (await get('/api/customer/info/get_userinfo', ann.headers)).json().data.notice.count,
        login: login.message_unread_count,
      };
    };
    expect(await counts()).toEqual({ unread: 3, userinfo: 3, login: 3 });

    expect((await get(`/api/customer/user/notice-read?id=${ids[0]}`, ann.headers)).json()).toMatchObject({ code: 200, data: { count: 2 } });
    // Again is fine: still read, nothing else changes.
    expect((await get(`/api/customer/user/notice-read?id=${ids[0]}`, ann.headers)).json().data).toEqual({ count: 2 });
    expect(await counts()).toEqual({ unread: 2, userinfo: 2, login: 2 });

    expect((await get(`/api/customer/user/notice-read?id=${bobs}`, ann.headers)).json()).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect((await get('/api/customer/user/notice-read?id=2147483647', ann.headers)).json().code).toBe(ErrorCode.noData);
    expect((await get('/api/customer/info/notice_in_read', bob.headers)).json().data.count).toBe(1);
    expect((await get('/api/customer/user/notice-read', ann.headers)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'id' });
    expect((await get('/api/customer/user/notice-read?id=some', ann.headers)).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id' });

    expect((await get('/api/customer/user/notice-read?id=all', ann.headers)).json().data).toEqual({ count: 0 });
    expect(await counts()).toEqual({ unread: 0, userinfo: 0, login: 0 });
    expect((await get('/api/customer/user/notices?read=0', ann.headers)).json().data.total).toBe(0);
    expect((await get('/api/customer/info/notice_in_read', bob.headers)).json().data.count).toBe(1);
  });

  it('asks guests to log in', async () => {
    for (const url of [
      '/api/customer/user/notices',
      '/api/customer/user/notice-read?id=all',
      '/api/customer/info/notice_in_read',
      '/api/customer/user/events',
    ]) {
      expect((await get(url)).json().code, url).toBe(ErrorCode.tokenExpired);
    }
    expect((await get('/api/customer/user/notices', { 'access-token': 'nope' })).json().code).toBe(ErrorCode.invalidToken);
  });

  it('shows announcements to anyone, newest first, paged, in the reader’s language', async () => {
    const page = (await get('/api/customer/index/systemnotify?page_size=2', { lang: 'jp' })).json();
    expect(page.code).toBe(200);
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    expect(page.data.list).toHaveLength(2);
    const [newest, older] = page.data.list;
    expect(newest.created_at > older.created_at).toBe(true);
    expect(newest.title).toBe('500 点以上で送料無料');
    const english = (await get('/api/customer/index/systemnotify?page_size=2')).json().data.list;
    expect(english[0]).toMatchObject({ id: newest.id, title: 'Free delivery from 500 pieces' });
    const second = (await get('/api/customer/index/systemnotify?page=2&page_size=2', { lang: 'th' })).json().data;
    expect(second.list[0].id).not.toBe(newest.id);
    expect(second.list[0].title).toMatch(/[\u0E00-\u0E7F]/);
    expect((await get('/api/customer/index/systemnotify?page_size=101')).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'page_size' });
  });

  it('lets an admin publish an announcement, falling back to English, and refuses everyone else', async () => {
    const admin = await logIn(t.app, DEMO_ADMIN.email, DEMO_PASSWORDS.admin);
    const post = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/admin/announcement', headers: { ...headers, 'content-type': 'application/json' }, payload });
    const made = (
      await post({ title_en: 'Maintenance tonight', body_en: 'Back at 2:00.', title_jp: '今夜メンテナンス', body_jp: '2時に再開します。' }, admin)
    ).json();
    expect(made).toMatchObject({ code: 200, data: { title: 'Maintenance tonight', body: 'Back at 2:00.' } });

    const first = async (lang: string) => (await get('/api/customer/index/systemnotify?page_size=1', { lang })).json().data.list[0];
    expect(await first('jp')).toMatchObject({ id: made.data.id, title: '今夜メンテナンス', body: '2時に再開します。' });
    expect(await first('th')).toMatchObject({ id: made.data.id, title: 'Maintenance tonight', body: 'Back at 2:00.' });

    // Only the title in Spanish: the body falls back to English.
    const half = (await post({ title_en: 'Sale', body_en: 'All week.', title_es: 'Rebajas' }, admin)).json().data;
    expect(await first('es')).toMatchObject({ id: half.id, title: 'Rebajas', body: 'All week.' });

    expect((await post({ body_en: 'No title' }, admin)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'title_en' });
    expect((await post({ title_en: '   ', body_en: 'Blank title' }, admin)).json()).toMatchObject({ field: 'title_en' });
    expect((await post({ title_en: 'x'.repeat(201), body_en: 'Long' }, admin)).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'title_en' });

    const buyer = await registerBuyer(t.app);
    const seller = await logIn(t.app, 'seller1@agora.test', DEMO_PASSWORDS.seller);
    const body = { title_en: 'Not allowed', body_en: 'Nope' };
    expect((await post(body, buyer.headers)).json().code).toBe(ErrorCode.noPermission);
    expect((await post(body, seller)).json().code).toBe(ErrorCode.noPermission);
    expect((await post(body)).json().code).toBe(ErrorCode.tokenExpired);
    expect((await first('en')).id).toBe(half.id);
  });

  it('seeds announcements in every language and notices for every demo buyer and seller', async () => {
    const texts = await t.app.db.selectFrom('announcement_translation').select(['announcement_id', 'lang']).execute();
    const byAnnouncement = new Map<number, Set<string>>();
    for (const row of texts) byAnnouncement.set(row.announcement_id, (byAnnouncement.get(row.announcement_id) ?? new Set()).add(row.lang));
    expect([...byAnnouncement.values()].filter((langs) => langs.size === 11).length).toBeGreaterThanOrEqual(3);

    for (const email of ['buyer1@agora.test', 'buyer2@agora.test', 'buyer3@agora.test', 'seller1@agora.test', 'seller4@agora.test']) {
      const user = await t.app.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const notices = await t.app.db.selectFrom('notice').select(['is_read', 'template']).where('user_id', '=', user.id).execute();
      expect(notices.length, email).toBeGreaterThanOrEqual(1);
      expect(
        notices.every((n) => n.template !== ''),
        email,
      ).toBe(true);
      if (email === 'buyer1@agora.test' || email.startsWith('seller'))
        expect(
          notices.some((n) => n.is_read === 0),
          email,
        ).toBe(true);
    }
  });
});
